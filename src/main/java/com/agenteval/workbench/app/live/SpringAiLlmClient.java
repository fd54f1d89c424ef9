package com.agenteval.workbench.app.live;

import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.AgentStoppedException;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.llm.Message.ToolOutput;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.ai.anthropic.AnthropicChatOptions;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.SystemMessage;
import org.springframework.ai.chat.messages.ToolResponseMessage;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.metadata.Usage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.ChatOptions;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.openai.OpenAiChatOptions;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.definition.ToolDefinition;

/**
 * The core's {@link LlmClient} over a Spring AI chat model, for every provider. It adapts the conversation per
 * provider as the book's clients do:
 * <ul>
 *   <li>Anthropic: JSON mode is the instruction {@value #JSON_INSTRUCTION} appended to the system prompt (or the
 *       whole system prompt when there is none); a text {@code tool} message goes as a user message.</li>
 *   <li>OpenAI and compatible servers: JSON mode is {@code response_format: json_object}; a text {@code tool} message
 *       goes as a user message headed {@code [Tool Result]}.</li>
 * </ul>
 * With tool definitions the call uses native tool calling: each tool goes as a {@link ToolDefinition} whose input
 * schema is the tool's own JSON Schema (Spring AI sends it as Anthropic's {@code tools[].input_schema} or OpenAI's
 * {@code tools[].function.parameters}), and Spring AI's own tool execution is switched off
 * ({@code internalToolExecutionEnabled(false)}): the tool calls come back to the core agent, which executes them
 * against the world with the playground's validation. Tool calls go back as {@link AssistantMessage#getToolCalls()},
 * their results as a {@link ToolResponseMessage}.
 *
 * <p>Token usage is the provider's, from the response. A reply with no text comes back as {@code ""}, which the
 * caller's parser treats as the notebook treats any bad reply. A call that fails after its retries stops the agent
 * ({@link AgentStoppedException}) with the reason in words. A reply that quotes the key (a model asked to repeat its
 * prompt, a proxy echoing headers) has it redacted from its text and its tool arguments, so it stays out of traces.
 * A reply over the live bounds ({@link LiveBounds#replyLimits()}) is cut before it reaches the agent, and its
 * extras say what was cut.
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
    public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
        Prompt prompt = tools.isEmpty()
                ? new Prompt(adapt(messages, jsonMode))
                : new Prompt(adapt(messages, jsonMode), options(tools));
        ChatResponse response;
        try {
            response = retries.call(
                    models.config().kind().label(),
                    () -> (tools.isEmpty() ? models.forJson(jsonMode) : models.plain()).call(prompt));
        } catch (CallFailedException e) {
            throw e.interrupted()
                    ? AgentStoppedException.cancelled("cancelled during a model call")
                    : AgentStoppedException.failed(e.reason(), e);
        }
        // within the live bounds first (a reply of megabytes is cut, with the marker), then without keys
        Message reply = retries.http().bounds().replyLimits().bound(reply(response));
        Redaction redaction = retries.redaction();
        return new Message(
                Message.ASSISTANT,
                redaction.apply(reply.text()),
                reply.toolUses().stream()
                        .map(t -> new ToolUse(t.id(), t.name(), redaction.redact(t.arguments())))
                        .toList(),
                List.of(),
                reply.usage(),
                reply.extras());
    }

    @Override
    public String modelName() {
        return models.config().model();
    }

    /** Tool definitions only: the model asks, the core executes (Spring AI 2.0's chat models never run a tool). */
    ChatOptions options(List<NativeTool> tools) {
        List<ToolCallback> callbacks = tools.stream()
                .map(Definition::new)
                .map(ToolCallback.class::cast)
                .toList();
        if (models.config().kind().openAiWire()) {
            return OpenAiChatOptions.builder().toolCallbacks(callbacks).build();
        }
        return AnthropicChatOptions.builder().toolCallbacks(callbacks).build();
    }

    /** The messages as this provider takes them. */
    List<org.springframework.ai.chat.messages.Message> adapt(List<Message> messages, boolean jsonMode) {
        boolean anthropic = !models.config().kind().openAiWire();
        List<org.springframework.ai.chat.messages.Message> out = new ArrayList<>();
        boolean system = false;
        for (Message m : messages) {
            String content = m.text();
            switch (m.role()) {
                case Message.SYSTEM -> {
                    system = true;
                    out.add(new SystemMessage(anthropic && jsonMode ? content + "\n\n" + JSON_INSTRUCTION : content));
                }
                case Message.ASSISTANT -> out.add(assistant(m, anthropic));
                case Message.TOOL ->
                    out.add(
                            m.toolResults().isEmpty()
                                    ? new UserMessage(anthropic ? content : "[Tool Result]\n" + content)
                                    : toolResponse(m));
                default -> out.add(new UserMessage(content));
            }
        }
        if (anthropic && jsonMode && !system) {
            out.add(0, new SystemMessage(JSON_INSTRUCTION));
        }
        return out;
    }

    private static AssistantMessage assistant(Message m, boolean anthropic) {
        if (m.toolUses().isEmpty()) {
            return new AssistantMessage(anthropic && m.text().isBlank() ? EMPTY_TURN : m.text());
        }
        List<AssistantMessage.ToolCall> calls = m.toolUses().stream()
                .map(t -> new AssistantMessage.ToolCall(t.id(), "function", t.name(), t.arguments()))
                .toList();
        return AssistantMessage.builder().content(m.text()).toolCalls(calls).build();
    }

    private static ToolResponseMessage toolResponse(Message m) {
        List<ToolResponseMessage.ToolResponse> responses = new ArrayList<>();
        for (ToolOutput o : m.toolResults()) {
            responses.add(new ToolResponseMessage.ToolResponse(o.id(), o.name(), o.content()));
        }
        return ToolResponseMessage.builder().responses(responses).build();
    }

    /**
     * The turn: Spring AI gives Anthropic's text blocks and its tool calls as separate generations, OpenAI's as one;
     * the text of every generation and every tool call, in order.
     */
    static Message reply(ChatResponse response) {
        List<String> texts = new ArrayList<>();
        List<ToolUse> uses = new ArrayList<>();
        if (response != null && response.getResults() != null) {
            for (Generation g : response.getResults()) {
                AssistantMessage out = g.getOutput();
                if (out == null) {
                    continue;
                }
                if (out.getText() != null && !out.getText().isBlank()) {
                    texts.add(out.getText());
                }
                for (AssistantMessage.ToolCall c : out.getToolCalls()) {
                    uses.add(new ToolUse(c.id() == null ? "call_" + uses.size() : c.id(), c.name(), c.arguments()));
                }
            }
        }
        return Message.assistant(String.join("\n", texts), uses, usage(response));
    }

    private static TokenUsage usage(ChatResponse response) {
        if (response == null
                || response.getMetadata() == null
                || response.getMetadata().getUsage() == null) {
            return TokenUsage.ZERO;
        }
        Usage u = response.getMetadata().getUsage();
        int in = u.getPromptTokens() == null ? 0 : u.getPromptTokens();
        int out = u.getCompletionTokens() == null ? 0 : u.getCompletionTokens();
        Integer total = u.getTotalTokens();
        return new TokenUsage(in, out, total == null ? in + out : total, Map.of());
    }

    /** A tool definition Spring AI sends but never runs (internal execution is off). */
    private record Definition(NativeTool tool) implements ToolCallback {

        @Override
        public ToolDefinition getToolDefinition() {
            return ToolDefinition.builder()
                    .name(tool.name())
                    .description(tool.description())
                    .inputSchema(tool.inputSchema())
                    .build();
        }

        @Override
        public String call(String toolInput) {
            throw new IllegalStateException("the workbench executes " + tool.name() + " itself");
        }
    }
}
