package com.agenteval.workbench.core.tools;

import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One property of a tool's inputSchema.
 *
 * @param name         the argument name
 * @param type         JSON Schema type: {@code integer}, {@code number}, {@code string} or {@code array}
 * @param enumValues   allowed values for a string, empty when any string is allowed
 * @param itemsType    the JSON Schema type of array items, or null
 * @param defaultValue the documented default, or null
 */
record ToolParam(
        String name,
        String type,
        List<String> enumValues,
        @Nullable String itemsType,
        @Nullable String defaultValue) {

    public ToolParam {
        Objects.requireNonNull(name, "name");
        if (!List.of("integer", "number", "string", "array").contains(type)) {
            throw new IllegalArgumentException("unsupported schema type " + type);
        }
        enumValues = List.copyOf(enumValues);
    }

    static ToolParam of(String name, String type) {
        return new ToolParam(name, type, List.of(), null, null);
    }
}
