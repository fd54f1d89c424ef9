package com.agenteval.workbench.app.live.agent;

import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;

/**
 * Tool-calling replies in the real wire formats: Anthropic's Messages API ({@code tool_use} content blocks,
 * {@code stop_reason: tool_use}) and OpenAI's Chat Completions ({@code message.tool_calls},
 * {@code finish_reason: tool_calls}), made from a scripted {@link Message}.
 */
public final class ToolWire {

    static final ObjectMapper JSON = new ObjectMapper();

    private ToolWire() {}

    public static MockResponse anthropic(Message r) {
        ObjectNode body = JSON.createObjectNode();
        body.put("id", "msg_01Aq9w938a90dw8q");
        body.put("type", "message");
        body.put("role", "assistant");
        body.put("model", "claude-sonnet-4-20250514");
        ArrayNode content = body.putArray("content");
        if (!r.text().isEmpty()) {
            content.addObject().put("type", "text").put("text", r.text());
        }
        for (ToolUse u : r.toolUses()) {
            ObjectNode block = content.addObject();
            block.put("type", "tool_use").put("id", u.id()).put("name", u.name());
            block.set("input", parse(u.arguments()));
        }
        body.put("stop_reason", r.toolUses().isEmpty() ? "end_turn" : "tool_use");
        body.putNull("stop_sequence");
        body.putObject("usage")
                .put("input_tokens", r.usage().inputTokens())
                .put("output_tokens", r.usage().outputTokens());
        return json(body);
    }

    public static MockResponse openAi(Message r) {
        ObjectNode body = JSON.createObjectNode();
        body.put("id", "chatcmpl-C1x2y3z4");
        body.put("object", "chat.completion");
        body.put("created", 1781013414L);
        body.put("model", "gpt-4.1-mini-2025-04-14");
        ObjectNode choice = body.putArray("choices").addObject();
        choice.put("index", 0);
        ObjectNode message = choice.putObject("message");
        message.put("role", "assistant");
        if (r.text().isEmpty()) {
            message.putNull("content");
        } else {
            message.put("content", r.text());
        }
        if (!r.toolUses().isEmpty()) {
            ArrayNode calls = message.putArray("tool_calls");
            for (ToolUse u : r.toolUses()) {
                ObjectNode c = calls.addObject();
                c.put("id", u.id()).put("type", "function");
                c.putObject("function").put("name", u.name()).put("arguments", u.arguments());
            }
        }
        message.putNull("refusal");
        choice.putNull("logprobs");
        choice.put("finish_reason", r.toolUses().isEmpty() ? "stop" : "tool_calls");
        body.putObject("usage")
                .put("prompt_tokens", r.usage().inputTokens())
                .put("completion_tokens", r.usage().outputTokens())
                .put("total_tokens", r.usage().totalTokens());
        return json(body);
    }

    static ObjectNode body(RecordedRequest request) {
        try {
            return (ObjectNode) JSON.readTree(request.getBody().utf8());
        } catch (Exception e) {
            throw new AssertionError("request body is not JSON", e);
        }
    }

    static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (Exception e) {
            throw new AssertionError("not JSON: " + json, e);
        }
    }

    private static MockResponse json(ObjectNode body) {
        return new MockResponse.Builder()
                .code(200)
                .addHeader("Content-Type", "application/json")
                .body(body.toString())
                .build();
    }
}
