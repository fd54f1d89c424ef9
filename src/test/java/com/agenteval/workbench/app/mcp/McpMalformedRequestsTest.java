package com.agenteval.workbench.app.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Malformed JSON-RPC against the whole app over real HTTP (java.net.http): each gets a 4xx with a one-line JSON
 * error, never a 500, an empty body or an event stream left open; an unknown session on DELETE is a 404; the
 * refusals are logged as one line each, without a stack trace; and the server answers a normal call afterwards.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "vaadin.devmode.devTools.enabled=false")
@ExtendWith(OutputCaptureExtension.class)
class McpMalformedRequestsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @LocalServerPort
    int port;

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private String session;

    private HttpRequest.Builder request() {
        return HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/mcp"))
                .timeout(Duration.ofSeconds(10))
                .header("Accept", "application/json, text/event-stream")
                .header("Content-Type", "application/json");
    }

    /** The whole response, or a failure if the server keeps the stream open (no waiting for ever). */
    private HttpResponse<String> send(HttpRequest request) throws Exception {
        return http.sendAsync(request, HttpResponse.BodyHandlers.ofString()).get(15, TimeUnit.SECONDS);
    }

    private HttpResponse<String> post(String sessionId, String body) throws Exception {
        HttpRequest.Builder b = request().POST(HttpRequest.BodyPublishers.ofString(body));
        if (sessionId != null) {
            b.header("Mcp-Session-Id", sessionId);
        }
        return send(b.build());
    }

    @BeforeEach
    void initialize() throws Exception {
        HttpResponse<String> r = post(
                null,
                "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{"
                        + "\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"malformed\","
                        + "\"version\":\"1\"}}}");
        assertThat(r.statusCode()).isEqualTo(200);
        session = r.headers().firstValue("Mcp-Session-Id").orElseThrow();
        assertThat(post(session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}")
                        .statusCode())
                .isEqualTo(202);
    }

    /** A 400 with {"error": reason} on one line. */
    private static void assertRefused(HttpResponse<String> r, String reason) throws Exception {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
        assertThat(r.body()).doesNotContain("\n");
        JsonNode body = JSON.readTree(r.body());
        assertThat(body.size()).isEqualTo(1);
        assertThat(body.get("error").asText()).isEqualTo(reason);
    }

    /** The server still answers: a calculator call in the same session returns its result and its stream ends. */
    private void stillServing() throws Exception {
        HttpResponse<String> r = post(
                session,
                "{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"tools/call\",\"params\":{"
                        + "\"name\":\"calculator\",\"arguments\":{\"expression\":\"6*7\"}}}");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).contains("\"id\":99").contains("42");
    }

    @Test
    void bodiesThatAreNotOneJsonObjectAreRefusedInWords() throws Exception {
        assertRefused(post(session, "null"), "a JSON-RPC message is one JSON object, not null");
        assertRefused(post(session, ""), "the body is empty: a JSON-RPC message is a JSON object");
        assertRefused(post(session, "{\"jsonrpc\":"), "the body is not JSON");
        assertRefused(
                post(session, "[1,2]"),
                "a JSON-RPC message is one JSON object, not an array (batches are " + "not supported)");
        assertRefused(post(session, "42"), "a JSON-RPC message is one JSON object, not a number");
        assertRefused(post(null, "\"x\""), "a JSON-RPC message is one JSON object, not a string");
        assertRefused(
                post(session, "{\"id\":1}"),
                "a JSON-RPC message needs a method (or, as a response, a result " + "or an error)");
        assertRefused(
                post(session, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":7}"),
                "method must be a non-empty string, not a number");
        stillServing();
    }

    @Test
    void paramsThatAreNotAnObjectAndToolCallsWithoutANameAreRefused() throws Exception {
        assertRefused(
                post(session, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":\"abc\"}"),
                "params must be a JSON object, not a string");
        assertRefused(
                post(session, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":[1]}"),
                "params must be a JSON object, not an array");
        assertRefused(
                post(session, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":null}"),
                "params must be a JSON object, not null");
        assertRefused(
                post(session, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\"}"),
                "tools/call needs params.name, the tool's name as a string");
        assertRefused(
                post(
                        session,
                        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{" + "\"arguments\":{}}}"),
                "tools/call needs params.name, the tool's name as a string");
        assertRefused(
                post(session, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":7}}"),
                "tools/call needs params.name, the tool's name as a string, not a number");
        assertRefused(
                post(
                        session,
                        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{"
                                + "\"name\":\"calculator\",\"arguments\":\"6*7\"}}"),
                "tools/call params.arguments must be a JSON object, not a string");
        stillServing();
    }

    @Test
    void aMethodTheServerDoesNotServeGetsMethodNotFoundInsteadOfAStreamThatNeverEnds() throws Exception {
        HttpResponse<String> r = post(session, "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"resources/list\"}");

        assertThat(r.statusCode()).isEqualTo(200);
        JsonNode body = JSON.readTree(r.body());
        assertThat(body.get("id").asInt()).isEqualTo(5);
        assertThat(body.get("error").get("code").asInt()).isEqualTo(-32601);
        assertThat(body.get("error").get("message").asText()).isEqualTo("Method not found: resources/list");
        // ping, which the server does serve, passes through
        assertThat(post(session, "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"ping\"}")
                        .body())
                .contains("\"id\":6");
        stillServing();
    }

    @Test
    void deletingAnUnknownSessionIs404WithAOneLineMessage() throws Exception {
        HttpResponse<String> r = send(
                request().header("Mcp-Session-Id", "no-such-session").DELETE().build());

        assertThat(r.statusCode()).isEqualTo(404);
        assertThat(JSON.readTree(r.body()).get("error").asText())
                .isEqualTo("no MCP session with this id: it has ended, or never existed");
        stillServing();
        // the known session is deleted, and then it is unknown too
        assertThat(send(request().header("Mcp-Session-Id", session).DELETE().build())
                        .statusCode())
                .isEqualTo(200);
        assertThat(send(request().header("Mcp-Session-Id", session).DELETE().build())
                        .statusCode())
                .isEqualTo(404);
    }

    @Test
    void refusalsAreLoggedAsOneLineWithoutAStackTrace(CapturedOutput output) throws Exception {
        int before = output.getAll().length();
        post(session, "null");
        post(session, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"arguments\":{}}}");
        post(session, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":\"abc\"}");
        stillServing();

        String logged = output.getAll().substring(before);
        assertThat(logged)
                .contains("MCP request refused (400) from 127.0.0.1: a JSON-RPC message is one JSON "
                        + "object, not null");
        assertThat(logged)
                .contains("MCP request refused (400) from 127.0.0.1: params must be a JSON object, not a " + "string");
        assertThat(logged).doesNotContain("\tat ").doesNotContain("Exception").doesNotContain(" ERROR ");
    }
}
