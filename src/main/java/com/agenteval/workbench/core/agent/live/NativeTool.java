package com.agenteval.workbench.core.agent.live;

import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.tools.ToolSpec;
import com.agenteval.workbench.core.tools.ToolSpecs;
import java.util.List;
import java.util.Objects;

/**
 * A tool as a provider's native tool definition: name, description and the tool's JSON Schema, which the adapter
 * sends as Anthropic's {@code input_schema} or OpenAI's {@code function.parameters}, unchanged.
 *
 * <pre>{@code
 * List<NativeTool> tools = NativeTool.core(true);   // the six tools with their precise descriptions
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

    /** One tool spec as a definition. */
    public static NativeTool of(ToolSpec spec, boolean precise) {
        return new NativeTool(spec.name(), spec.description(precise), PyJson.dumps(spec.inputSchema()));
    }

    /** The six core tools, in the module's order. */
    public static List<NativeTool> core(boolean precise) {
        return ToolSpecs.CORE.stream().map(s -> of(s, precise)).toList();
    }
}
