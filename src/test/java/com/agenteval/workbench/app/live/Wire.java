package com.agenteval.workbench.app.live;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;

/**
 * Replies in the real wire formats of Anthropic's Messages API, OpenAI's Chat Completions and Tavily's search API,
 * for local fake servers, and fault replies: errors, delays, dropped connections, truncated bodies.
 */
public final class Wire {

    public static final ObjectMapper JSON = new ObjectMapper();

    private Wire() {}

    /** A {@code POST /v1/messages} reply: one text block and the usage Anthropic reports. */
    public static MockResponse anthropic(String text, int inputTokens, int outputTokens) {
        ObjectNode body = JSON.createObjectNode();
        body.put("id", "msg_01XFDUDYJgAACzvnptvVoYEL");
        body.put("type", "message");
        body.put("role", "assistant");
        body.put("model", "claude-sonnet-4-20250514");
        ArrayNode content = body.putArray("content");
        if (text != null) {
            content.addObject().put("type", "text").put("text", text);
        }
        body.put("stop_reason", "end_turn");
        body.putNull("stop_sequence");
        body.putObject("usage")
                .put("input_tokens", inputTokens)
                .put("output_tokens", outputTokens)
                .put("cache_creation_input_tokens", 0)
                .put("cache_read_input_tokens", 0);
        return json(200, body.toString());
    }

    /** A {@code POST /v1/chat/completions} reply: one choice and the usage OpenAI reports. */
    public static MockResponse openAi(String text, int promptTokens, int completionTokens) {
        ObjectNode body = JSON.createObjectNode();
        body.put("id", "chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT");
        body.put("object", "chat.completion");
        body.put("created", 1781013414L);
        body.put("model", "gpt-4.1-mini-2025-04-14");
        ObjectNode choice = body.putArray("choices").addObject();
        choice.put("index", 0);
        ObjectNode message = choice.putObject("message");
        message.put("role", "assistant");
        if (text == null) {
            message.putNull("content");
        } else {
            message.put("content", text);
        }
        message.putNull("refusal");
        message.putArray("annotations");
        choice.putNull("logprobs");
        choice.put("finish_reason", "stop");
        body.putObject("usage")
                .put("prompt_tokens", promptTokens)
                .put("completion_tokens", completionTokens)
                .put("total_tokens", promptTokens + completionTokens);
        body.put("service_tier", "default");
        body.put("system_fingerprint", "fp_6f2eabb9a5");
        return json(200, body.toString());
    }

    /** One Tavily result; {@code published} may be null (general-topic results carry none). */
    public record Hit(String title, String url, String content, String published, double score) {}

    /** A {@code POST /search} reply. */
    public static MockResponse tavily(String query, Hit... hits) {
        ObjectNode body = JSON.createObjectNode();
        body.put("query", query);
        body.putNull("follow_up_questions");
        body.putNull("answer");
        body.putArray("images");
        ArrayNode results = body.putArray("results");
        for (Hit h : hits) {
            ObjectNode r = results.addObject();
            r.put("title", h.title());
            r.put("url", h.url());
            r.put("content", h.content());
            r.put("score", h.score());
            r.putNull("raw_content");
            if (h.published() != null) {
                r.put("published_date", h.published());
            }
        }
        body.put("response_time", 1.07);
        body.put("request_id", "123e4567-e89b-12d3-a456-426614174111");
        return json(200, body.toString());
    }

    public static MockResponse anthropicError(int code, String type, String message) {
        return json(code, "{\"type\":\"error\",\"error\":{\"type\":\"" + type + "\",\"message\":\"" + message + "\"}}");
    }

    public static MockResponse openAiError(int code, String message) {
        return json(
                code,
                "{\"error\":{\"message\":\"" + message + "\",\"type\":\"invalid_request_error\","
                        + "\"param\":null,\"code\":null}}");
    }

    public static MockResponse rateLimited(String retryAfterSeconds) {
        MockResponse.Builder b = new MockResponse.Builder()
                .code(429)
                .addHeader("Content-Type", "application/json")
                .body("{\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"Number of request "
                        + "tokens has exceeded your per-minute rate limit\"}}");
        if (retryAfterSeconds != null) {
            b.addHeader("Retry-After", retryAfterSeconds);
        }
        return b.build();
    }

    /** A well-formed 200 whose JSON body stops half way. */
    public static MockResponse truncatedBody(MockResponse whole) {
        String body = whole.getBody() == null ? "" : bodyText(whole);
        return json(200, body.substring(0, body.length() / 2));
    }

    /** The reply arrives only after {@code delay}: longer than a test's read timeout, it is a timeout. */
    public static MockResponse delayed(MockResponse reply, Duration delay) {
        return new MockResponse.Builder(reply)
                .headersDelay(delay.toMillis(), TimeUnit.MILLISECONDS)
                .build();
    }

    /**
     * The reply's headers at once, then its body one byte per {@code perByte}. mockwebserver3's {@code throttleBody}
     * throttles the server's reading of the request body as well, which would make the client time out while sending,
     * not while reading: this body writes itself, so only the reply drips. It stops when the client hangs up.
     */
    public static MockResponse dripping(MockResponse whole, Duration perByte) {
        byte[] bytes = bodyText(whole).getBytes(StandardCharsets.UTF_8);
        return new MockResponse.Builder(whole)
                .body(new mockwebserver3.MockResponseBody() {
                    @Override
                    public long getContentLength() {
                        return bytes.length;
                    }

                    @Override
                    public void writeTo(okio.BufferedSink sink) throws IOException {
                        for (byte b : bytes) {
                            sink.writeByte(b);
                            sink.flush();
                            try {
                                Thread.sleep(perByte);
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                                throw new InterruptedIOException("drip interrupted");
                            }
                        }
                    }
                })
                .build();
    }

    /** The server closes the connection instead of answering. */
    public static MockResponse dropped() {
        return new MockResponse.Builder()
                .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                .build();
    }

    public static MockResponse json(int code, String body) {
        return new MockResponse.Builder()
                .code(code)
                .addHeader("Content-Type", "application/json")
                .body(body)
                .build();
    }

    public static ObjectNode body(RecordedRequest request) {
        try {
            return (ObjectNode) JSON.readTree(request.getBody().utf8());
        } catch (Exception e) {
            throw new AssertionError("request body is not JSON: " + request, e);
        }
    }

    /**
     * The text of an Anthropic message's {@code content}: Anthropic's SDK sends a plain text turn as a string, a turn
     * of blocks as an array whose first block is text.
     */
    public static String text(com.fasterxml.jackson.databind.JsonNode content) {
        if (content.isTextual()) {
            return content.asText();
        }
        if (!content.isArray()
                || content.isEmpty()
                || !content.get(0).path("type").asText().equals("text")) {
            throw new AssertionError("no text in the message content: " + content);
        }
        return content.get(0).get("text").asText();
    }

    private static String bodyText(MockResponse response) {
        okio.Buffer buffer = new okio.Buffer();
        try {
            response.getBody().writeTo(buffer);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return buffer.readUtf8();
    }
}
