package com.agenteval.workbench.app.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.mcp.ExternalCallLog;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession.ExternalCall;
import com.agenteval.workbench.core.mcp.WorldQuery;
import com.agenteval.workbench.core.mcp.WorldQuery.ClientArguments;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The server as the MCP Java SDK's own client sees it at protocol 2025-11-25 (issue 27): every tool declares the
 * result dict as its outputSchema and every successful call's structuredContent is its text's JSON, nulls included;
 * an unknown tool is answered with its own name; the instructions name the declared world parameters; a session's
 * GET stream sends its headers at once.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "vaadin.devmode.devTools.enabled=false")
class McpCurrentProtocolTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String CURRENT = "2025-11-25";

    @LocalServerPort
    int port;

    @Autowired
    ExternalCallLog log;

    private final List<McpSyncClient> clients = new ArrayList<>();

    private McpSyncClient connect(String name) {
        McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://localhost:" + port)
                        .endpoint("/mcp")
                        .supportedProtocolVersions(List.of(CURRENT))
                        .build())
                .clientInfo(new McpSchema.Implementation(name, "1.0"))
                .requestTimeout(Duration.ofSeconds(20))
                .build();
        clients.add(client);
        McpSchema.InitializeResult init = client.initialize();
        assertThat(init.protocolVersion()).isEqualTo(CURRENT);
        return client;
    }

    @AfterEach
    void close() {
        clients.forEach(McpSyncClient::closeGracefully);
    }

    @Test
    void everyToolDeclaresItsOutputSchemaAndAResultIsItsTextsJsonNullsIncluded() throws Exception {
        McpSyncClient client = connect("schema");
        Object schema = ClientArguments.toJson(ToolResult.schema());
        assertThat(client.listTools().tools())
                .hasSize(6)
                .allSatisfy(t -> assertThat(t.outputSchema()).isEqualTo(schema));

        Map<String, Map<String, Object>> calls = Map.of(
                "web_search", Map.of("query", "weather tomorrow in a city of no table"),
                "calculator", Map.of("expression", "6 * 7"),
                "db_top_k", Map.of("table", "bank_market_cap", "year", 2023, "k", 2, "order", "desc"));
        for (Map.Entry<String, Map<String, Object>> c : calls.entrySet()) {
            McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest(c.getKey(), c.getValue()));
            assertThat(r.isError()).as(c.getKey()).isFalse();
            String text = ((McpSchema.TextContent) r.content().get(0)).text();
            JsonNode fromText = JSON.readTree(text);
            JsonNode structured = JSON.valueToTree(r.structuredContent());
            assertThat(structured).as(c.getKey()).isEqualTo(fromText);
        }
        // no hits: the value is None, and null is written in both, not left out of the structured content
        McpSchema.CallToolResult none =
                client.callTool(new McpSchema.CallToolRequest("web_search", calls.get("web_search")));
        assertThat(((McpSchema.TextContent) none.content().get(0)).text()).contains("\"value\":null");
        @SuppressWarnings("unchecked")
        Map<String, Object> structured = (Map<String, Object>) none.structuredContent();
        assertThat(structured).containsKey("value").containsEntry("value", null);
    }

    @Test
    void anUnknownToolIsAnsweredWithItsOwnName() {
        McpSyncClient client = connect("unknown");
        assertThat(client.callTool(new McpSchema.CallToolRequest("calculator", Map.of("expression", "1+1")))
                        .isError())
                .isFalse();
        assertThatThrownBy(() -> client.callTool(new McpSchema.CallToolRequest("read_file", Map.of())))
                .isInstanceOf(McpError.class)
                .hasMessageContaining("Unknown tool: read_file")
                .hasMessageNotContaining("invalid_tool_name");
        // recorded in the client's session before the answer went out
        List<ExternalCall> calls = log.sessions().stream()
                .filter(s -> s.client().startsWith("unknown "))
                .findFirst()
                .orElseThrow()
                .calls();
        assertThat(calls).extracting(ExternalCall::tool).containsExactly("calculator", "read_file");
        assertThat(calls.get(1).result().toPy().toString()).contains("Unknown tool: read_file");
        // and the session goes on
        assertThat(client.callTool(new McpSchema.CallToolRequest("calculator", Map.of("expression", "1+1")))
                        .isError())
                .isFalse();
    }

    @Test
    void theInstructionsNameTheDeclaredWorldParameters() {
        McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://localhost:" + port)
                        .endpoint("/mcp")
                        .supportedProtocolVersions(List.of(CURRENT))
                        .build())
                .requestTimeout(Duration.ofSeconds(20))
                .build();
        clients.add(client);
        String instructions = client.initialize().instructions();
        assertThat(instructions).contains(WorldQuery.example("/mcp")).doesNotContain("seed=7&stale");
        List<String> declared = Parameters.WORLD.stream().map(ParamSpec::name).toList();
        Matcher keys = Pattern.compile("[?&]([a-z_]+)=").matcher(instructions);
        int n = 0;
        while (keys.find()) {
            assertThat(declared).contains(keys.group(1));
            n++;
        }
        assertThat(n).isEqualTo(2);
        Pattern.compile("\\b(memory_acc|web_exact|web_rounded)\\b")
                .matcher(instructions)
                .results()
                .forEach(m -> assertThat(declared).contains(m.group(1)));
    }

    /**
     * The GET stream of a session: its status and headers arrive with no event to send (the server sends no
     * notifications and has no keep-alive), where before they waited for the first event. The bound is a deadline
     * for an answer that otherwise never comes, not a speed measure.
     */
    @Test
    void theGetStreamSendsItsHeadersAtOnce() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        String base = "http://localhost:" + port + "/mcp";
        HttpResponse<String> init = http.send(
                McpServerTest.post(
                        base,
                        null,
                        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":"
                                + "\"initialize\",\"params\":{\"protocolVersion\":\"" + CURRENT
                                + "\",\"capabilities\":{},"
                                + "\"clientInfo\":{\"name\":\"get-stream\",\"version\":\"1\"}}}"),
                HttpResponse.BodyHandlers.ofString());
        String session = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
        http.send(
                McpServerTest.post(base, session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"),
                HttpResponse.BodyHandlers.ofString());
        CompletableFuture<HttpResponse<InputStream>> stream = http.sendAsync(
                HttpRequest.newBuilder(URI.create(base))
                        .header("Accept", "text/event-stream")
                        .header("Mcp-Session-Id", session)
                        .header("MCP-Protocol-Version", CURRENT)
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofInputStream());
        try {
            HttpResponse<InputStream> r = stream.get(10, TimeUnit.SECONDS);
            try (InputStream body = r.body()) {
                assertThat(r.statusCode()).isEqualTo(200);
                assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
            }
        } finally {
            stream.cancel(true);
            http.send(
                    HttpRequest.newBuilder(URI.create(base))
                            .header("Mcp-Session-Id", session)
                            .DELETE()
                            .build(),
                    HttpResponse.BodyHandlers.discarding()); // ends the session and its stream
        }
    }
}
