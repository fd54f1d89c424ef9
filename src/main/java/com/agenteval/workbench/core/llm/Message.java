package com.agenteval.workbench.core.llm;

import com.agenteval.workbench.core.llm.LlmClient.Extras;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One message of a model conversation: {@code system}, {@code user}, {@code assistant} or {@code tool}. A message is
 * text; an assistant turn may also carry the native tool calls it asked for and what the call cost, and a
 * {@code tool} message of a tool-use conversation the results of those calls, in call order. The adapter maps each
 * onto the provider's wire format (Anthropic's content blocks, OpenAI's {@code tool_calls} and {@code tool} messages).
 *
 * <p>As JSON (the book's {@code llm_calls[].messages}) a message is its role, its content and any field this version
 * does not name; the tool parts and the usage are not part of that format.
 *
 * <pre>{@code
 * Message prompt = Message.of("user", "QUESTION:\n...");
 * Message turn = Message.assistant("", List.of(new ToolUse("toolu_1", "query_db", "{}")), TokenUsage.of(500, 20));
 * }</pre>
 *
 * @param content     the text; {@code null} only when a saved file holds a JSON null
 * @param toolUses    the tool calls of an assistant turn
 * @param toolResults the results a {@code tool} message sends back
 * @param usage       what an assistant turn cost ({@link TokenUsage#ZERO} for every other message)
 */
@JsonPropertyOrder({"role", "content"})
public record Message(
        String role,
        @Nullable String content,
        @JsonIgnore List<ToolUse> toolUses,
        @JsonIgnore List<ToolOutput> toolResults,
        @JsonIgnore TokenUsage usage,
        @JsonAnySetter @JsonAnyGetter Map<String, Object> extras) {

    public static final String SYSTEM = "system";
    public static final String USER = "user";
    public static final String ASSISTANT = "assistant";
    public static final String TOOL = "tool";

    public Message {
        Objects.requireNonNull(role, "role");
        toolUses = toolUses == null ? List.of() : List.copyOf(toolUses);
        toolResults = toolResults == null ? List.of() : List.copyOf(toolResults);
        usage = usage == null ? TokenUsage.ZERO : usage;
        extras = Extras.copy(extras);
    }

    /** A text message. */
    public static Message of(String role, String content) {
        return new Message(
                role, Objects.requireNonNull(content, "content"), List.of(), List.of(), TokenUsage.ZERO, Map.of());
    }

    public static Message system(String text) {
        return of(SYSTEM, text);
    }

    public static Message user(String text) {
        return of(USER, text);
    }

    /** A model turn: its text (may be empty), the tool calls it asked for, and what the call cost. */
    public static Message assistant(@Nullable String text, List<ToolUse> toolUses, TokenUsage usage) {
        return new Message(
                ASSISTANT,
                text == null ? "" : text,
                toolUses,
                List.of(),
                Objects.requireNonNull(usage, "usage"),
                Map.of());
    }

    /** The results of the previous turn's tool calls, in call order. */
    public static Message toolResults(List<ToolOutput> outputs) {
        return new Message(TOOL, "", List.of(), outputs, TokenUsage.ZERO, Map.of());
    }

    /** The same message with other text (an export trims long prompts). */
    public Message withContent(@Nullable String text) {
        return new Message(role, text, toolUses, toolResults, usage, extras);
    }

    /** The content, with a saved JSON null read as empty text. */
    @JsonIgnore
    public String text() {
        return content == null ? "" : content;
    }

    @JsonIgnore
    public boolean isAssistant() {
        return ASSISTANT.equals(role);
    }

    /**
     * One native tool call the model asked for.
     *
     * @param id        the provider's call id ({@code toolu_...}, {@code call_...}); the result is sent back under it
     * @param name      the tool name as the model wrote it (may be a tool that does not exist)
     * @param arguments the arguments as the model wrote them: JSON text, possibly malformed
     */
    public record ToolUse(String id, String name, String arguments) {

        public ToolUse {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(name, "name");
            arguments = arguments == null ? "" : arguments;
        }
    }

    /**
     * What one tool call returned to the model.
     *
     * @param id      the call id it answers
     * @param name    the tool called
     * @param content the result as the model reads it: the module's result dict as JSON
     * @param error   whether the call failed (validation error, tool error, unknown tool, unreadable arguments)
     */
    public record ToolOutput(String id, String name, String content, boolean error) {

        public ToolOutput {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(content, "content");
        }
    }

    /**
     * Prompt and completion tokens of one model call, or of a whole agent run when summed.
     *
     * <pre>{@code
     * TokenUsage run = TokenUsage.ZERO.plus(TokenUsage.of(239, 25));   // total 264
     * }</pre>
     */
    public record TokenUsage(
            int inputTokens,
            int outputTokens,
            int totalTokens,
            @JsonAnySetter @JsonAnyGetter Map<String, Object> extras) {

        public static final TokenUsage ZERO = of(0, 0);

        public TokenUsage {
            if (inputTokens < 0 || outputTokens < 0 || totalTokens < 0) {
                throw new IllegalArgumentException("token counts must not be negative");
            }
            extras = Extras.copy(extras);
        }

        /** Usage whose total is input plus output, as the book's {@code TokenUsage} computes it. */
        public static TokenUsage of(int inputTokens, int outputTokens) {
            return new TokenUsage(inputTokens, outputTokens, inputTokens + outputTokens, Map.of());
        }

        /** The book's {@code TokenUsage.__add__}: field by field. */
        public TokenUsage plus(TokenUsage other) {
            return new TokenUsage(
                    inputTokens + other.inputTokens,
                    outputTokens + other.outputTokens,
                    totalTokens + other.totalTokens,
                    Map.of());
        }
    }
}
