package com.agenteval.workbench.core.llm;

import com.agenteval.workbench.core.llm.Message.ToolUse;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A language model, as the book's {@code LLMClient} protocol has it: send the conversation, get the next assistant
 * turn back with its token usage. With tool definitions the model may answer with native tool calls, which it never
 * executes itself. One port for every caller: the forecasting agent, the LLM judge and the live world agent; offline
 * it is the simulated forecaster or a replay of a saved file, live the Spring AI adapter.
 *
 * <pre>{@code
 * Message reply = llm.complete(List.of(Message.system(Prompts.AGENT_SYSTEM_PROMPT),
 *         Message.user(Prompts.stepPrompt(question, null))), true);
 * reply.text();                  // {"action":"search","query":"..."}
 * reply.usage().totalTokens();
 *
 * Message turn = llm.complete(conversation, false, List.of(new NativeTool("query_db", "...", schemaJson)));
 * turn.toolUses();               // [ToolUse[id=toolu_1, name=query_db, arguments={"key": "..."}]]
 * }</pre>
 *
 * An implementation that cannot get a reply throws {@link AgentStoppedException} with the reason in words.
 */
public interface LlmClient {

    /**
     * The next assistant turn ({@link Message#assistant}).
     *
     * @param jsonMode ask the provider for a JSON reply; a reply may still be fenced, prefixed or malformed, which the
     *                 caller's parser handles
     * @param tools    native tool definitions the model may call; empty for a text-only call
     */
    Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools);

    /** A text-only call. */
    default Message complete(List<Message> messages, boolean jsonMode) {
        return complete(messages, jsonMode, List.of());
    }

    /** The model's name as recorded in traces (the book's {@code llm.model_name}). */
    String modelName();

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
    record NativeTool(String name, String description, String inputSchema) {

        public NativeTool {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(description, "description");
            Objects.requireNonNull(inputSchema, "inputSchema");
        }
    }

    /**
     * Thrown by a model client ({@link LlmClient}) when an agent cannot go on: a call that failed for good (retries exhausted, a refused
     * key), or a run the user cancelled. The forecasting agent catches it, keeps every step taken so far, and ends the
     * agent with {@link #status()} and {@link #reason()}; the agent did not forecast; the live world agent ends its run unsaved. A reply that arrives but is empty or
     * malformed is not a stop: the agent's parser handles it as the notebook does, at the cost of a turn.
     *
     * <pre>{@code
     * throw AgentStoppedException.failed("Anthropic did not answer after 4 attempts: HTTP 503 Service Unavailable");
     * }</pre>
     */
    final class AgentStoppedException extends RuntimeException {

        public static final String FAILED = "failed";
        public static final String CANCELLED = "cancelled";

        private final String status;
        private final String reason;

        private AgentStoppedException(String status, String reason, @Nullable Throwable cause) {
            super(reason, cause);
            this.status = status;
            this.reason = Objects.requireNonNull(reason, "reason");
        }

        /** A call that cannot be completed; {@code reason} says why in words a student can act on. */
        public static AgentStoppedException failed(String reason) {
            return new AgentStoppedException(FAILED, reason, null);
        }

        public static AgentStoppedException failed(String reason, Throwable cause) {
            return new AgentStoppedException(FAILED, reason, cause);
        }

        public static AgentStoppedException cancelled(String reason) {
            return new AgentStoppedException(CANCELLED, reason, null);
        }

        /** {@value #FAILED} or {@value #CANCELLED}, as the artifact's and the run's {@code status} record it. */
        public String status() {
            return status;
        }

        public String reason() {
            return reason;
        }

        public boolean cancelled() {
            return CANCELLED.equals(status);
        }
    }

    /** Fields a trace carries that this version of the format does not name; kept so a load/save round trip drops nothing. */
    static final class Extras {

        private Extras() {}

        /** An unmodifiable copy in read order; JSON nulls are legal values, so {@code Map.copyOf} cannot be used. */
        public static Map<String, Object> copy(Map<String, Object> extras) {
            return extras == null || extras.isEmpty()
                    ? Map.of()
                    : Collections.unmodifiableMap(new LinkedHashMap<>(extras));
        }
    }

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
    record ReplyLimits(int maxTextChars, int maxArgumentChars, int maxToolCalls) {

        /** The extras key that lists what was cut: {@code text}, {@code tool_arguments}, {@code tool_calls}. */
        public static final String TRUNCATED = "truncated";

        public ReplyLimits {
            if (maxTextChars < 1 || maxArgumentChars < 1 || maxToolCalls < 1) {
                throw new IllegalArgumentException("reply limits must be at least 1: " + maxTextChars + ", "
                        + maxArgumentChars + ", " + maxToolCalls);
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
                keptText = keptText + (keptText.isEmpty() ? "" : "\n") + Truncation.MARKER
                        + Truncation.grouped(uses.size())
                        + " tool calls, over the limit of " + Truncation.grouped(maxToolCalls)
                        + "; the later ones were "
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

    /**
     * How the workbench cuts untrusted text that is over a bound (a model reply, a tool call's arguments, a search
     * result, a recorded copy in a saved trace): the first characters are kept and a visible marker says that the
     * workbench cut it, how long it was and what the limit is, so that a reader of the trace never takes a cut text for
     * the whole. One marker for every bound, so that a saved file can be searched for it.
     *
     * <pre>{@code
     * Truncation.cut("x".repeat(10_485_760), 20_000);
     * // "xxxx…x…[cut by the workbench: 10,485,760 characters, over the limit of 20,000]"
     * Truncation.head(query, 400);      // the first 400 characters, no marker: what is sent to an API with a limit
     * }</pre>
     */
    static final class Truncation {

        /** How every marker starts. */
        public static final String MARKER = "…[cut by the workbench: ";

        private Truncation() {}

        /** {@code text} when it has at most {@code limit} characters; else its first ones and the marker. */
        public static String cut(String text, int limit) {
            if (text.length() <= limit) {
                return text;
            }
            return head(text, limit) + MARKER + grouped(text.length()) + " characters, over the limit of "
                    + grouped(limit) + "]";
        }

        /** At most the first {@code limit} characters, never half of a surrogate pair. */
        public static String head(String text, int limit) {
            if (limit < 0) {
                throw new IllegalArgumentException("a limit is at least 0, got " + limit);
            }
            if (text.length() <= limit) {
                return text;
            }
            int end = limit > 0 && Character.isHighSurrogate(text.charAt(limit - 1)) ? limit - 1 : limit;
            return text.substring(0, end);
        }

        /** Whether the workbench cut {@code text} (it carries the marker). */
        public static boolean isCut(@Nullable String text) {
            return text != null && text.contains(MARKER);
        }

        /** "10,485,760". */
        static String grouped(long n) {
            return String.format(Locale.ROOT, "%,d", n);
        }
    }
}
