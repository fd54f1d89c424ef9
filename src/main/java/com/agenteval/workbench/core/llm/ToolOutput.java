package com.agenteval.workbench.core.llm;

import java.util.Objects;

/**
 * What one tool call returned to the model.
 *
 * @param id      the call id it answers
 * @param name    the tool called
 * @param content the result as the model reads it: the module's result dict as JSON
 * @param error   whether the call failed (validation error, tool error, unknown tool, unreadable arguments)
 */
public record ToolOutput(String id, String name, String content, boolean error) {

    public ToolOutput {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(content, "content");
    }
}
