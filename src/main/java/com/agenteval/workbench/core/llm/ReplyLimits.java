package com.agenteval.workbench.core.llm;

import com.agenteval.workbench.core.llm.Message.ToolUse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The most of a model's reply that an agent takes in: the text, each tool call's arguments, and the number of tool
 * calls in one turn. A provider (or anything answering at its address) may send far more than the model's token
 * budget; what is over a limit is cut with {@link Truncation}'s marker, extra tool calls are dropped with a note in
 * the text, and the turn's {@link Message#extras()} record {@code truncated: [what]}, which the tracing client copies
 * into the saved model call.
 *
 * <pre>{@code
 * ReplyLimits limits = new ReplyLimits(20_000, 4_000, 16);
 * Message kept = limits.bound(reply);
 * kept.extras().get(ReplyLimits.TRUNCATED);     // ["text"] when the text was cut; absent when nothing was
 * }</pre>
 *
 * @param maxTextChars      the reply's text
 * @param maxArgumentChars  one tool call's arguments (JSON text; a cut one no longer parses, and the agent's
 *                          validation says so to the model)
 * @param maxToolCalls      tool calls in one turn; the later ones are dropped
 */
public record ReplyLimits(int maxTextChars, int maxArgumentChars, int maxToolCalls) {

    /** The extras key that lists what was cut: {@code text}, {@code tool_arguments}, {@code tool_calls}. */
    public static final String TRUNCATED = "truncated";

    public ReplyLimits {
        if (maxTextChars < 1 || maxArgumentChars < 1 || maxToolCalls < 1) {
            throw new IllegalArgumentException(
                    "reply limits must be at least 1: " + maxTextChars + ", " + maxArgumentChars + ", " + maxToolCalls);
        }
    }

    /** The reply within these limits; the same message when nothing is over. */
    public Message bound(Message reply) {
        List<String> cut = new ArrayList<>();
        String text = reply.text();
        String keptText = Truncation.cut(text, maxTextChars);
        if (!keptText.equals(text)) {
            cut.add("text");
        }
        List<ToolUse> uses = reply.toolUses();
        if (uses.size() > maxToolCalls) {
            cut.add("tool_calls");
            keptText = keptText + (keptText.isEmpty() ? "" : "\n") + Truncation.MARKER + Truncation.grouped(uses.size())
                    + " tool calls, over the limit of " + Truncation.grouped(maxToolCalls) + "; the later ones were "
                    + "dropped]";
            uses = uses.subList(0, maxToolCalls);
        }
        List<ToolUse> keptUses = new ArrayList<>();
        boolean argumentsCut = false;
        for (ToolUse u : uses) {
            String args = Truncation.cut(u.arguments(), maxArgumentChars);
            argumentsCut |= !args.equals(u.arguments());
            keptUses.add(new ToolUse(u.id(), u.name(), args));
        }
        if (argumentsCut) {
            cut.add("tool_arguments");
        }
        if (cut.isEmpty()) {
            return reply;
        }
        Map<String, Object> extras = new LinkedHashMap<>(reply.extras());
        extras.put(TRUNCATED, List.copyOf(cut));
        return new Message(reply.role(), keptText, keptUses, reply.toolResults(), reply.usage(), extras);
    }
}
