package com.agenteval.workbench.core.agent.live;

import java.util.List;
import java.util.Objects;

/**
 * One message of a tool-use conversation, provider-neutral: the adapter maps each kind onto the provider's wire
 * format (Anthropic's content blocks, OpenAI's {@code tool_calls} and {@code tool} messages).
 */
public sealed interface Message permits Message.System, Message.User, Message.Assistant, Message.ToolResults {

    /** {@code system}, {@code user}, {@code assistant} or {@code tool}. */
    String role();

    /** The system prompt. */
    record System(String text) implements Message {
        public System {
            Objects.requireNonNull(text, "text");
        }

        @Override
        public String role() {
            return "system";
        }
    }

    /** A user turn: the task's question, or a reminder to answer. */
    record User(String text) implements Message {
        public User {
            Objects.requireNonNull(text, "text");
        }

        @Override
        public String role() {
            return "user";
        }
    }

    /**
     * A model turn: its text (may be empty), the tool calls it asked for, and what the call cost.
     */
    record Assistant(String text, List<ToolUse> toolUses, TokenCount usage) implements Message {
        public Assistant {
            text = text == null ? "" : text;
            toolUses = List.copyOf(toolUses);
            Objects.requireNonNull(usage, "usage");
        }

        @Override
        public String role() {
            return "assistant";
        }
    }

    /** The results of the previous turn's tool calls, in call order. */
    record ToolResults(List<ToolOutput> outputs) implements Message {
        public ToolResults {
            outputs = List.copyOf(outputs);
        }

        @Override
        public String role() {
            return "tool";
        }
    }
}
