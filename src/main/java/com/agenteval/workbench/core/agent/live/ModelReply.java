package com.agenteval.workbench.core.agent.live;

import java.util.List;
import java.util.Objects;

/**
 * What one model call returned.
 *
 * @param text     the assistant text (empty when it only called tools)
 * @param toolUses the native tool calls, in order
 * @param usage    tokens the call used
 */
public record ModelReply(String text, List<ToolUse> toolUses, TokenCount usage) {

    public ModelReply {
        text = text == null ? "" : text;
        toolUses = List.copyOf(toolUses);
        Objects.requireNonNull(usage, "usage");
    }
}
