package com.agenteval.workbench.core.llm;

import java.util.List;

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
}
