package com.agenteval.workbench.core.llm;

import java.util.Objects;

/**
 * A tool as a provider's native tool definition: name, description and the tool's JSON Schema, which the adapter
 * sends as Anthropic's {@code input_schema} or OpenAI's {@code function.parameters}, unchanged.
 *
 * <pre>{@code
 * NativeTool tool = new NativeTool("query_db", "Look up a key in the database.", "{\"type\": \"object\"}");
 * }</pre>
 *
 * @param name        the tool name
 * @param description the vague or precise description
 * @param inputSchema the inputSchema as JSON text
 */
public record NativeTool(String name, String description, String inputSchema) {

    public NativeTool {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(inputSchema, "inputSchema");
    }
}
