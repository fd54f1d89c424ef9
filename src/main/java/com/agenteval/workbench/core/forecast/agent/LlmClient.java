package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.ChatMessage;
import java.util.List;

/**
 * A language model, as the book's {@code LLMClient} protocol has it: send messages, get text and token usage back.
 * Offline this is the {@code SimulatedForecaster}; live providers (issue 7) implement the same interface.
 *
 * <pre>{@code
 * Completion reply = llm.completeWithUsage(List.of(ChatMessage.of("system", Prompts.AGENT_SYSTEM_PROMPT),
 *         ChatMessage.of("user", Prompts.stepPrompt(question, null))), true);
 * reply.text();                  // {"action":"search","query":"..."}
 * reply.usage().totalTokens();
 * }</pre>
 */
public interface LlmClient {

    /**
     * @param jsonMode ask the provider for a JSON reply; a reply may still be fenced, prefixed or malformed, which the
     *                 agent's parser handles
     */
    Completion completeWithUsage(List<ChatMessage> messages, boolean jsonMode);

    /** The model's name as recorded in traces (the book's {@code llm.model_name}). */
    String modelName();
}
