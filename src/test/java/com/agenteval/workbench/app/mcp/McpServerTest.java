package com.agenteval.workbench.app.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.mcp.ExternalCallLog;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession.ExternalCall;
import com.agenteval.workbench.core.mcp.WorldQuery.ClientArguments;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolSpec;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.tools.Tools.TruthCheck;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.RecordKey;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.ByteArrayInputStream;
import java.math.BigInteger;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The MCP server through the MCP Java SDK's own client over Streamable HTTP, against the whole app on a random
 * port (Vaadin's servlet beside it): tools/list shows exactly the six tools with the core's schemas, each call
 * returns what execute_tool returns on the same world, bad arguments get the core's exact messages as tool errors,
 * and every call lands in the session's trace in order with its truth check.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "vaadin.devmode.devTools.enabled=false")
class McpServerTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** A world other than the default, asked for in the URL. */
    private static final WorldSpec SEVEN = new WorldSpec(BigInteger.valueOf(7), 3, 0.7, 0.4, 0.45);

    @LocalServerPort
    int port;

    @Autowired
    ExternalCallLog log;

    private final List<McpSyncClient> clients = new ArrayList<>();

    private McpSyncClient connect(String endpoint, String clientName) {
        McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://localhost:" + port)
                        .endpoint(endpoint)
                        .build())
                .clientInfo(new McpSchema.Implementation(clientName, "1.0"))
                .requestTimeout(Duration.ofSeconds(20))
                .build();
        client.initialize();
        clients.add(client);
        return client;
    }

    @AfterEach
    void close() {
        clients.forEach(McpSyncClient::closeGracefully);
    }

    private static Map<String, Object> args(String json) throws Exception {
        return JSON.readValue(json, new TypeReference<LinkedHashMap<String, Object>>() {});
    }

    private static McpSchema.CallToolResult call(McpSyncClient client, String tool, String json) throws Exception {
        return client.callTool(new McpSchema.CallToolRequest(tool, args(json)));
    }

    private static String text(McpSchema.CallToolResult r) {
        assertThat(r.content()).hasSize(1);
        return ((McpSchema.TextContent) r.content().get(0)).text();
    }

    private ExternalSession session(String clientName) {
        return log.sessions().stream()
                .filter(s -> s.client().startsWith(clientName + " "))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no recorded session for " + clientName));
    }

    /**
     * The SDK's own client, offering one protocol version only: the server answers at that version, lists the six
     * tools and runs a call, at the SDK's current 2025-11-25 and at 2025-06-18, which older clients still send.
     */
    @ParameterizedTest
    @ValueSource(strings = {"2025-11-25", "2025-06-18"})
    void speaksTheCurrentProtocolAndStillTheOneBefore(String version) throws Exception {
        McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://localhost:" + port)
                        .endpoint("/mcp")
                        .supportedProtocolVersions(List.of(version))
                        .build())
                .clientInfo(new McpSchema.Implementation("protocol-" + version, "1.0"))
                .requestTimeout(Duration.ofSeconds(20))
                .build();
        clients.add(client);
        McpSchema.InitializeResult init = client.initialize();
        assertThat(init.protocolVersion()).isEqualTo(version);
        assertThat(client.listTools().tools()).hasSize(6);
        McpSchema.CallToolResult r = call(client, "calculator", "{\"expression\": \"1+2\"}");
        assertThat(r.isError()).isFalse();
        assertThat(text(r)).isEqualTo("{\"ok\":true,\"text\":\"3\",\"value\":3}");
    }

    @Test
    void listsExactlyTheSixToolsWithTheCoresSchemasAndNothingElse() {
        McpSyncClient client = connect("/mcp", "lister");
        List<McpSchema.Tool> tools = client.listTools().tools();
        assertThat(tools)
                .extracting(McpSchema.Tool::name)
                .containsExactly("db_lookup", "db_series", "db_top_k", "web_search", "calculator", "make_chart");
        for (McpSchema.Tool t : tools) {
            ToolSpec spec = ToolSpecs.byName(t.name());
            assertThat(t.description()).isEqualTo(spec.description(true));
            // SDK 2.0 gives the inputSchema as the JSON object it read: the core's, key for key, and nothing else
            Map<String, Object> s = t.inputSchema();
            assertThat(s).isEqualTo(ClientArguments.toJson(spec.inputSchema()));
            assertThat(s).doesNotContainKeys("$defs", "definitions");
        }
        McpSchema.ServerCapabilities caps = client.getServerCapabilities();
        assertThat(caps.tools()).isNotNull();
        assertThat(caps.tools().listChanged()).isFalse();
        assertThat(caps.resources()).isNull();
        assertThat(caps.prompts()).isNull();
        assertThat(caps.completions()).isNull();
    }

    @Test
    void theSchemaOnTheWireIsTheCoresJson() throws Exception {
        // the raw tools/list JSON, not the SDK's reading of it: additionalProperties false, enum, items, default
        HttpClient http = HttpClient.newHttpClient();
        String base = "http://localhost:" + port + "/mcp";
        HttpResponse<String> init = http.send(
                post(
                        base,
                        null,
                        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\","
                                + "\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                                + "\"clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}"),
                HttpResponse.BodyHandlers.ofString());
        assertThat(init.statusCode()).isEqualTo(200);
        String session = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
        http.send(
                post(base, session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"),
                HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> list = http.send(
                post(base, session, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}"),
                HttpResponse.BodyHandlers.ofString());
        assertThat(list.statusCode()).isEqualTo(200);
        String data = list.body()
                .lines()
                .filter(l -> l.startsWith("data:"))
                .map(l -> l.substring(5).strip())
                .findFirst()
                .orElse(list.body());
        Map<String, Object> tree = JSON.readValue(data, new TypeReference<Map<String, Object>>() {});
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> tools =
                (List<Map<String, Object>>) ((Map<String, Object>) tree.get("result")).get("tools");
        assertThat(tools).hasSize(6);
        for (Map<String, Object> t : tools) {
            Object expected = JSON.readValue(
                    PyJson.dumps(ToolSpecs.byName((String) t.get("name")).inputSchema()), Object.class);
            assertThat(t.get("inputSchema")).isEqualTo(expected);
        }
    }

    /** A raw MCP POST with the headers the transport needs (and the session, when given). */
    static HttpRequest post(String url, String session, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            b.header("Mcp-Session-Id", session);
        }
        return b.build();
    }

    @Test
    void eachToolReturnsWhatExecuteToolReturnsOnTheWorldOfTheUrl() throws Exception {
        World world = SEVEN.make();
        RecordKey stale = world.stale().get(0);
        Map<String, String> calls = new LinkedHashMap<>();
        calls.put(
                "db_lookup",
                "{\"table\": \"" + stale.table().wireName() + "\", \"entity\": \"" + stale.entity() + "\", \"year\": "
                        + stale.year() + "}");
        calls.put(
                "db_series",
                "{\"table\": \"bank_market_cap\", \"entity\": \"Granite Savings\", "
                        + "\"start_year\": 2020, \"end_year\": 2024}");
        calls.put("db_top_k", "{\"table\": \"bank_market_cap\", \"year\": 2023, \"k\": 3, \"order\": \"asc\"}");
        calls.put("web_search", "{\"query\": \"Granite Savings market cap 2023\"}");
        calls.put("calculator", "{\"expression\": \"(120 - 100) / 100 * 100\"}");
        calls.put(
                "make_chart",
                "{\"title\": \"Arvenia GDP\", \"labels\": [\"2021\", \"2022\"], " + "\"values\": [2301.5, 2424]}");
        McpSyncClient client = connect("/mcp?seed=7&stale=3", "caller");
        for (Map.Entry<String, String> c : calls.entrySet()) {
            McpSchema.CallToolResult r = call(client, c.getKey(), c.getValue());
            ToolResult expected = Tools.execute(world, c.getKey(), PyJson.loads(c.getValue()));
            assertThat(expected.ok()).as(c.getKey()).isTrue();
            assertThat(r.isError()).as(c.getKey()).isFalse();
            assertThat(text(r)).isEqualTo(PyJson.dumps(expected.toPy()));
            assertThat(r.structuredContent()).isEqualTo(JSON.readValue(PyJson.dumps(expected.toPy()), Object.class));
        }

        ExternalSession s = session("caller");
        assertThat(s.calls()).extracting(ExternalCall::tool).containsExactlyElementsOf(calls.keySet());
        assertThat(s.calls()).allSatisfy(c -> assertThat(c.world()).isEqualTo(SEVEN));
        assertThat(s.calls()).extracting(c -> c.step().index()).containsExactly(0, 1, 2, 3, 4, 5);
        assertThat(s.calls())
                .extracting(ExternalCall::readFrom)
                .containsExactly(DataVersion.DB, DataVersion.DB, DataVersion.DB, DataVersion.WEB, null, null);
        // the stale record: the db answered, and its value is not the truth
        ExternalCall lookup = s.calls().get(0);
        assertThat(lookup.truth().status()).isEqualTo(TruthCheck.Status.DIFFERS);
        assertThat(lookup.truth().differences()).singleElement().satisfies(d -> {
            assertThat(d.key()).isEqualTo(stale);
            assertThat(d.reason()).isEqualTo(TruthCheck.Reason.STALE);
            assertThat(d.truth()).isEqualTo(world.value(DataVersion.TRUTH, stale));
        });
        assertThat(lookup.step().read()).isEqualTo(lookup.step().output().value());
        assertThat(s.calls().get(4).truth().status()).isEqualTo(TruthCheck.Status.NOT_DATA);
        assertThat(s.calls().get(2).truth().status()).isIn(TruthCheck.Status.EQUALS_TRUTH, TruthCheck.Status.DIFFERS);
    }

    @Test
    void badArgumentsGetTheCoresExactValidationMessageAsAToolError() throws Exception {
        World world = WorldSpec.lecture().make();
        List<String[]> bad = List.of(
                new String[] {
                    "db_lookup",
                    "{\"table\": \"country_gdp\", \"entity\": \"Arvenia\", \"year\": \"2023\"}",
                    "parameter 'year' must be of type integer"
                },
                new String[] {
                    "db_lookup",
                    "{\"table\": \"country_gdp\", \"entity\": \"Arvenia\"}",
                    "missing required parameter 'year'"
                },
                new String[] {
                    "db_top_k",
                    "{\"table\": \"planets\", \"year\": 2023, \"k\": 3}",
                    "parameter 'table' must be one of ['bank_market_cap', 'country_gdp']"
                },
                new String[] {"web_search", "{\"query\": \"x\", \"limit\": 3}", "unknown parameter 'limit'"},
                new String[] {
                    "make_chart",
                    "{\"title\": \"t\", \"labels\": [\"a\"], \"values\": [true]}",
                    "items of 'values' must be of type number"
                },
                new String[] {
                    "db_lookup",
                    "{\"table\": \"country_gdp\", \"entity\": \"Arvenia\", \"year\": 2023.0}",
                    "parameter 'year' must be of type integer"
                },
                new String[] {"calculator", "{\"expression\": \"1/0\"}", "division by zero"});
        McpSyncClient client = connect("/mcp", "bad-args");
        for (String[] b : bad) {
            ToolResult expected = Tools.execute(world, b[0], PyJson.loads(b[1]));
            assertThat(expected).isEqualTo(new ToolResult.Failed(b[2]));
            McpSchema.CallToolResult r = call(client, b[0], b[1]);
            assertThat(r.isError()).as(b[1]).isTrue();
            assertThat(text(r)).isEqualTo(b[2]);
        }
        ExternalSession s = session("bad-args");
        assertThat(s.calls()).hasSize(bad.size());
        assertThat(s.calls())
                .extracting(c -> ((ToolResult.Failed) c.result()).error())
                .containsExactlyElementsOf(bad.stream().map(b -> b[2]).toList());
        assertThat(s.calls().subList(0, 6))
                .allSatisfy(c -> assertThat(c.validationFailed()).isTrue());
        assertThat(s.calls().get(6).validationFailed()).isFalse(); // a tool error, not a schema error
        assertThat(s.calls()).allSatisfy(c -> assertThat(c.step().hasRead()).isFalse());
        assertThat(s.calls().subList(0, 6))
                .allSatisfy(c -> assertThat(c.readFrom()).isNull()); // never ran
    }

    @Test
    void theRuleJudgeReadsTheRecordedTrace() throws Exception {
        McpSyncClient client = connect("/mcp", "judged");
        String lookup = "{\"table\": \"country_gdp\", \"entity\": \"Arvenia\", \"year\": 2022}";
        call(client, "db_lookup", lookup);
        call(client, "db_lookup", lookup); // a repeat: EE
        call(client, "calculator", "{\"expression\": \"percent change\"}"); // an error never fixed: TC
        call(client, "web_search", "{\"query\": \"Arvenia GDP 2022\"}"); // web for a db figure: TS
        Verdict v = session("judged").verdict();
        assertThat(v.findings())
                .extracting(Finding::metric, Finding::step)
                .contains(
                        org.assertj.core.groups.Tuple.tuple(Metric.EE, 1),
                        org.assertj.core.groups.Tuple.tuple(Metric.TC, 2),
                        org.assertj.core.groups.Tuple.tuple(Metric.TS, 3));
        assertThat(v.scores().get(Metric.EE)).isLessThan(3);
    }

    @Test
    void hostileInputGetsErrorsAndTheServerKeepsWorking() throws Exception {
        McpSyncClient client = connect("/mcp", "hostile");
        McpSchema.CallToolResult huge =
                client.callTool(new McpSchema.CallToolRequest("web_search", Map.of("query", "x".repeat(50_000))));
        assertThat(huge.isError()).isTrue();
        assertThat(text(huge)).contains("longer than 10000 characters");

        Object deep = "leaf";
        for (int i = 0; i < 300; i++) {
            deep = List.of(deep);
        }
        McpSchema.CallToolResult nested = client.callTool(new McpSchema.CallToolRequest(
                "make_chart", Map.of("title", "t", "labels", deep, "values", List.of(1))));
        assertThat(nested.isError()).isTrue();
        assertThat(text(nested)).isEqualTo("items of 'labels' must be of type string");

        McpSchema.CallToolResult deepCalc =
                call(client, "calculator", "{\"expression\": \"" + "(".repeat(3000) + "1" + ")".repeat(3000) + "\"}");
        assertThat(deepCalc.isError()).isTrue();

        McpSchema.CallToolResult ok = call(client, "calculator", "{\"expression\": \"2 * 21\"}");
        assertThat(ok.isError()).isFalse();
        assertThat(ok.structuredContent()).isEqualTo(Map.of("ok", true, "value", 42, "text", "42"));

        McpSyncClient badWorld = connect("/mcp?seed=abc", "bad-world");
        McpSchema.CallToolResult r = call(badWorld, "calculator", "{\"expression\": \"1 + 1\"}");
        assertThat(r.isError()).isTrue();
        assertThat(text(r)).isEqualTo("seed must be an integer, got 'abc'");

        assertThatThrownBy(() -> client.callTool(new McpSchema.CallToolRequest("read_file", Map.of())))
                .hasMessageContaining("Unknown tool"); // the SDK answers; nothing else is exposed
        // and the call is still part of the client's trace, refused, after the calculator call before it; the
        // guard records it once the SDK's answer has gone out, so the client may read its error a moment earlier
        await().atMost(Duration.ofSeconds(10)).until(() -> {
            List<ExternalCall> recorded = session("hostile").calls();
            return recorded.get(recorded.size() - 1).tool().equals("read_file");
        });
        List<ExternalCall> calls = session("hostile").calls();
        ExternalCall last = calls.get(calls.size() - 1);
        assertThat(last.tool()).isEqualTo("read_file");
        assertThat(last.validationFailed()).isTrue();
        assertThat(last.result().toPy().toString()).contains("Unknown tool: read_file");
        assertThat(calls.get(calls.size() - 2).tool()).isEqualTo("calculator");
    }

    @Test
    void anOversizedRequestIsRefusedBeforeItIsRead() throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient()
                .send(
                        post("http://localhost:" + port + "/mcp", null, "{\"pad\":\"" + "x".repeat(300_000) + "\"}"),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(413);
        assertThat(r.body()).doesNotContain("Exception").doesNotContain("at org.");
    }

    @Test
    void anOversizedChunkedRequestIsCutOffAtTheLimit() throws Exception {
        byte[] big = ("{\"pad\":\"" + "x".repeat(300_000) + "\"}").getBytes(StandardCharsets.UTF_8);
        // ofInputStream has no known length: the body goes chunked, without a Content-Length to refuse up front
        HttpResponse<String> r = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/mcp"))
                                .header("Content-Type", "application/json")
                                .header("Accept", "application/json, text/event-stream")
                                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(big)))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(413);
        assertThat(r.body()).isEqualTo("{\"error\":\"request body larger than 262144 bytes\"}");
        theVaadinAppStillServesItsPages();
    }

    @Test
    void httpErrorsOfTheTransportAreOneLineWithoutStackTraces() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        HttpResponse<String> garbage = http.send(
                post("http://localhost:" + port + "/mcp", null, "{not json"), HttpResponse.BodyHandlers.ofString());
        assertThat(garbage.statusCode()).isEqualTo(400);
        assertThat(garbage.body()).isEqualTo("{\"error\":\"the body is not JSON\"}");
        HttpResponse<String> noSession = http.send(
                post(
                        "http://localhost:" + port + "/mcp",
                        null,
                        "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/list\"}"),
                HttpResponse.BodyHandlers.ofString());
        assertThat(noSession.statusCode()).isEqualTo(400);
        assertThat(noSession.body()).isEqualTo("{\"error\":\"Session ID missing\"}");
        HttpResponse<String> wrongAccept = http.send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/mcp"))
                        .header("Content-Type", "application/json")
                        .header("Accept", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString("{}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(wrongAccept.statusCode()).isEqualTo(400);
        assertThat(wrongAccept.body()).doesNotContain("stackTrace").contains("Invalid Accept headers");
        HttpResponse<String> browser = http.send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/mcp"))
                        .header("Accept", "text/html")
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(browser.statusCode()).isEqualTo(400);
        assertThat(browser.body()).contains("connect an MCP client to this URL").contains("/mcp-calls");
    }

    @Test
    void theVaadinAppStillServesItsPages() throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/tools"))
                                .GET()
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).containsIgnoringCase("<html");
    }
}
