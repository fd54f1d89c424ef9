package com.agenteval.workbench.core.llm;

import java.util.List;
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
}
