package com.agenteval.workbench.live.agent;

import com.agenteval.workbench.core.agent.live.LiveAgentStoppedException;
import com.agenteval.workbench.core.agent.live.Message;
import com.agenteval.workbench.core.agent.live.ModelReply;
import com.agenteval.workbench.core.agent.live.NativeTool;
import com.agenteval.workbench.core.agent.live.TokenCount;
import com.agenteval.workbench.core.agent.live.ToolOutput;
import com.agenteval.workbench.core.agent.live.ToolUse;
import com.agenteval.workbench.core.agent.live.ToolUseModel;
import com.agenteval.workbench.live.CallFailedException;
import com.agenteval.workbench.live.ProviderModels;
import com.agenteval.workbench.live.Redaction;
import com.agenteval.workbench.live.Retries;
import java.util.ArrayList;
import java.util.List;
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
 * The core's {@link ToolUseModel} over a Spring AI chat model, with native tool calling: each tool goes as a
 * {@link ToolDefinition} whose input schema is the tool's own JSON Schema (Spring AI sends it as Anthropic's
 * {@code tools[].input_schema} or OpenAI's {@code tools[].function.parameters}), and Spring AI's own tool execution
 * is switched off ({@code internalToolExecutionEnabled(false)}): the tool calls come back to the core agent, which
 * executes them against the world with the playground's validation. Tool calls go back as
 * {@link AssistantMessage#getToolCalls()}, their results as a {@link ToolResponseMessage}.
 */
public final class SpringAiToolUseModel implements ToolUseModel {

    private final ProviderModels models;
    private final Retries retries;

    public SpringAiToolUseModel(ProviderModels models, Retries retries) {
        this.models = models;
        this.retries = retries;
    }

    @Override
    public ModelReply next(List<Message> conversation, List<NativeTool> tools) {
        Prompt prompt = new Prompt(adapt(conversation), options(tools));
        ChatResponse response;
        try {
            response = retries.call(models.config().kind().label(), () -> models.plain().call(prompt));
        } catch (CallFailedException e) {
            if (e.interrupted()) {
                throw LiveAgentStoppedException.byCancel();
            }
            throw LiveAgentStoppedException.failed(e.reason(), e);
        }
        ModelReply reply = reply(response);
        // a reply that quotes the key keeps it out of the saved run: its text and its tool arguments
        Redaction redaction = retries.redaction();
        return new ModelReply(redaction.apply(reply.text()), reply.toolUses().stream()
                .map(t -> new ToolUse(t.id(), t.name(), redaction.apply(t.arguments()))).toList(), reply.usage());
    }

    /** Tool definitions only: the model asks, the core executes. */
    ChatOptions options(List<NativeTool> tools) {
        List<ToolCallback> callbacks = tools.stream().map(Definition::new).map(ToolCallback.class::cast).toList();
        if (models.config().kind().openAiWire()) {
            return OpenAiChatOptions.builder().toolCallbacks(callbacks).internalToolExecutionEnabled(false).build();
        }
        return AnthropicChatOptions.builder().toolCallbacks(callbacks).internalToolExecutionEnabled(false).build();
    }

    static List<org.springframework.ai.chat.messages.Message> adapt(List<Message> conversation) {
        List<org.springframework.ai.chat.messages.Message> out = new ArrayList<>();
        for (Message m : conversation) {
            if (m instanceof Message.System s) {
                out.add(new SystemMessage(s.text()));
            } else if (m instanceof Message.User u) {
                out.add(new UserMessage(u.text()));
            } else if (m instanceof Message.Assistant a) {
                List<AssistantMessage.ToolCall> calls = a.toolUses().stream()
                        .map(t -> new AssistantMessage.ToolCall(t.id(), "function", t.name(), t.arguments()))
                        .toList();
                out.add(AssistantMessage.builder().content(a.text()).toolCalls(calls).build());
            } else {
                List<ToolResponseMessage.ToolResponse> responses = new ArrayList<>();
                for (ToolOutput o : ((Message.ToolResults) m).outputs()) {
                    responses.add(new ToolResponseMessage.ToolResponse(o.id(), o.name(), o.content()));
                }
                out.add(ToolResponseMessage.builder().responses(responses).build());
            }
        }
        return out;
    }

    /**
     * The turn: Spring AI gives Anthropic's text blocks and its tool calls as separate generations, OpenAI's as one;
     * the text of every generation and every tool call, in order.
     */
    static ModelReply reply(ChatResponse response) {
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
        return new ModelReply(String.join("\n", texts), uses, usage(response));
    }

    private static TokenCount usage(ChatResponse response) {
        if (response == null || response.getMetadata() == null || response.getMetadata().getUsage() == null) {
            return TokenCount.ZERO;
        }
        Usage u = response.getMetadata().getUsage();
        return new TokenCount(u.getPromptTokens() == null ? 0 : u.getPromptTokens(),
                u.getCompletionTokens() == null ? 0 : u.getCompletionTokens());
    }

    /** A tool definition Spring AI sends but never runs (internal execution is off). */
    private record Definition(NativeTool tool) implements ToolCallback {

        @Override
        public ToolDefinition getToolDefinition() {
            return ToolDefinition.builder().name(tool.name()).description(tool.description())
                    .inputSchema(tool.inputSchema()).build();
        }

        @Override
        public String call(String toolInput) {
            throw new IllegalStateException("the workbench executes " + tool.name() + " itself");
        }
    }
}
