package com.agenteval.workbench.live;

import com.agenteval.workbench.core.forecast.ChatMessage;
import com.agenteval.workbench.core.forecast.TokenUsage;
import com.agenteval.workbench.core.forecast.agent.AgentStoppedException;
import com.agenteval.workbench.core.forecast.agent.Completion;
import com.agenteval.workbench.core.forecast.agent.LlmClient;
import java.util.ArrayList;
import java.util.List;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.SystemMessage;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.metadata.Usage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;

/**
 * The research agent's {@link LlmClient} over a Spring AI chat model, adapting the conversation per provider as the
 * book's clients do:
 * <ul>
 *   <li>Anthropic: JSON mode is the instruction {@value #JSON_INSTRUCTION} appended to the system prompt (or the
 *       whole system prompt when there is none); a {@code tool} message goes as a user message.</li>
 *   <li>OpenAI and compatible servers: JSON mode is {@code response_format: json_object}; a {@code tool} message goes
 *       as a user message headed {@code [Tool Result]}.</li>
 * </ul>
 * Token usage is the provider's, from the response. A reply with no text comes back as {@code ""}, which the agent's
 * parser treats as the notebook treats any bad reply. A call that fails after its retries stops the agent
 * ({@link AgentStoppedException}) with the reason in words.
 */
public final class SpringAiLlmClient implements LlmClient {

    public static final String JSON_INSTRUCTION = "You must respond with valid JSON only. No other text.";
    /** Anthropic refuses an empty assistant turn, which a model's own empty reply would make. */
    static final String EMPTY_TURN = "(empty reply)";

    private final ProviderModels models;
    private final Retries retries;

    public SpringAiLlmClient(ProviderModels models, Retries retries) {
        this.models = models;
        this.retries = retries;
    }

    @Override
    public Completion completeWithUsage(List<ChatMessage> messages, boolean jsonMode) {
        Prompt prompt = new Prompt(adapt(messages, jsonMode));
        ChatResponse response;
        try {
            response = retries.call(models.config().kind().label(), () -> models.forJson(jsonMode).call(prompt));
        } catch (CallFailedException e) {
            throw e.interrupted() ? AgentStoppedException.cancelled("cancelled during a model call")
                    : AgentStoppedException.failed(e.reason(), e);
        }
        // a reply that quotes the key (a model asked to repeat its prompt, a proxy echoing headers) keeps it out of the trace
        return new Completion(retries.redaction().apply(text(response)), usage(response));
    }

    @Override
    public String modelName() {
        return models.config().model();
    }

    /** The messages as this provider takes them. */
    List<Message> adapt(List<ChatMessage> messages, boolean jsonMode) {
        boolean anthropic = !models.config().kind().openAiWire();
        List<Message> out = new ArrayList<>();
        boolean system = false;
        for (ChatMessage m : messages) {
            String content = m.content() == null ? "" : m.content();
            switch (m.role()) {
                case "system" -> {
                    system = true;
                    out.add(new SystemMessage(anthropic && jsonMode ? content + "\n\n" + JSON_INSTRUCTION : content));
                }
                case "assistant" -> out.add(new AssistantMessage(anthropic && content.isBlank() ? EMPTY_TURN : content));
                case "tool" -> out.add(new UserMessage(anthropic ? content : "[Tool Result]\n" + content));
                default -> out.add(new UserMessage(content));
            }
        }
        if (anthropic && jsonMode && !system) {
            out.add(0, new SystemMessage(JSON_INSTRUCTION));
        }
        return out;
    }

    private static String text(ChatResponse response) {
        if (response == null || response.getResult() == null || response.getResult().getOutput() == null) {
            return "";
        }
        String text = response.getResult().getOutput().getText();
        return text == null ? "" : text;
    }

    private static TokenUsage usage(ChatResponse response) {
        if (response == null || response.getMetadata() == null || response.getMetadata().getUsage() == null) {
            return TokenUsage.ZERO;
        }
        Usage u = response.getMetadata().getUsage();
        int in = u.getPromptTokens() == null ? 0 : u.getPromptTokens();
        int out = u.getCompletionTokens() == null ? 0 : u.getCompletionTokens();
        Integer total = u.getTotalTokens();
        return new TokenUsage(in, out, total == null ? in + out : total, java.util.Map.of());
    }
}
