package com.agenteval.workbench.core.llm;

import java.util.Objects;

/**
 * One native tool call the model asked for.
 *
 * @param id        the provider's call id ({@code toolu_...}, {@code call_...}); the result is sent back under it
 * @param name      the tool name as the model wrote it (may be a tool that does not exist)
 * @param arguments the arguments as the model wrote them: JSON text, possibly malformed
 */
public record ToolUse(String id, String name, String arguments) {

    public ToolUse {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        arguments = arguments == null ? "" : arguments;
    }
}
