package com.agenteval.workbench.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * What JSON-RPC and the MCP spec ask of a request, which the SDK let pass (issue 23, item 10): {@code jsonrpc}
 * "2.0", a supported {@code MCP-Protocol-Version}, one initialize per session, and a client's long string never
 * echoed whole. Each refusal is a 400 with one JSON line, without a Java stack trace, and the session still works.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"vaadin.devmode.devTools.enabled=false", DnsRebindingTest.PUBLIC_ORIGIN_PROPERTY})
@ExtendWith(OutputCaptureExtension.class)
class McpRequestValidationTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @LocalServerPort
    int port;

    private RawHttp http;
    private String session;

    private RawHttp.Response post(Map<String, String> extra, String body) throws Exception {
        Map<String, String> h = new LinkedHashMap<>();
        h.put("Host", "localhost:" + port);
        h.put("Accept", "application/json, text/event-stream");
        h.put("Content-Type", "application/json");
        if (session != null) {
            h.put("Mcp-Session-Id", session);
        }
        h.putAll(extra);
        return http.send("POST", "/mcp", h, body);
    }

    @BeforeEach
    void openSession() throws Exception {
        http = new RawHttp(port);
        RawHttp.Response r = post(Map.of(), DnsRebindingTest.initialize());
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        session = r.header("Mcp-Session-Id");
        assertThat(post(Map.of(), "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}")
                        .status())
                .isEqualTo(202);
    }

    /** A 400 with {"error": ...} on one line, no stack trace. */
    private static String assertRefused(RawHttp.Response r) throws Exception {
        assertThat(r.status()).as(r.body()).isEqualTo(400);
        assertThat(r.header("Content-Type")).startsWith("application/json");
        assertThat(r.body()).doesNotContain("\n").doesNotContain("\tat ").doesNotContain("Exception");
        return JSON.readTree(r.body()).get("error").asText();
    }

    private void stillServing() throws Exception {
        RawHttp.Response r = post(Map.of(), DnsRebindingTest.TOOLS_CALL);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.body()).contains("42");
    }

    @Test
    void aMissingOrWrongJsonrpcIsRefused() throws Exception {
        assertThat(assertRefused(post(Map.of(), "{\"id\":3,\"method\":\"tools/list\"}")))
                .isEqualTo("jsonrpc must be \"2.0\", not missing");
        assertThat(assertRefused(post(Map.of(), "{\"jsonrpc\":\"1.0\",\"id\":3,\"method\":\"tools/list\"}")))
                .isEqualTo("jsonrpc must be \"2.0\", not \"1.0\"");
        assertThat(assertRefused(post(
                        Map.of(),
                        "{\"jsonrpc\":2.0,\"id\":3,\"method\":\"tools/call\",\"params\":{"
                                + "\"name\":\"calculator\",\"arguments\":{\"expression\":\"1+1\"}}}")))
                .isEqualTo("jsonrpc must be \"2.0\", not a number");
        stillServing();
    }

    @Test
    void anUnsupportedProtocolVersionIs400AndTheSupportedOnesPass() throws Exception {
        String reason = assertRefused(post(Map.of("MCP-Protocol-Version", "1999-01-01"), DnsRebindingTest.TOOLS_LIST));
        assertThat(reason)
                .startsWith("unsupported MCP-Protocol-Version '1999-01-01'")
                .contains("2025-06-18");
        assertRefused(post(Map.of("MCP-Protocol-Version", "not-a-version"), DnsRebindingTest.TOOLS_LIST));
        // on initialize too: no session is opened for a version the server does not speak
        session = null;
        RawHttp.Response init = post(Map.of("MCP-Protocol-Version", "2099-01-01"), DnsRebindingTest.initialize());
        assertRefused(init);
        assertThat(init.header("Mcp-Session-Id")).isEmpty();
        openSession();
        for (String version : new String[] {"2025-06-18", "2025-03-26", "2024-11-05"}) {
            RawHttp.Response ok = post(Map.of("MCP-Protocol-Version", version), DnsRebindingTest.TOOLS_CALL);
            assertThat(ok.status()).as(version).isEqualTo(200);
        }
        // no header: the spec's default (2025-03-26), which the server speaks
        stillServing();
    }

    @Test
    void aSecondInitializeOnASessionIsRefused() throws Exception {
        String reason = assertRefused(post(Map.of(), DnsRebindingTest.initialize()));
        assertThat(reason).contains("initialize opens a new session");
        stillServing();
    }

    @Test
    void aLongMethodNameIsEchoedCut(CapturedOutput output) throws Exception {
        String method = "m".repeat(100_000);
        RawHttp.Response r = post(Map.of(), "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"" + method + "\"}");
        assertThat(r.status()).isEqualTo(200);
        JsonNode error = JSON.readTree(r.body()).get("error");
        assertThat(error.get("code").asInt()).isEqualTo(-32601);
        String message = error.get("message").asText();
        assertThat(message)
                .startsWith("Method not found: mmm")
                .endsWith("…")
                .hasSize("Method not found: ".length() + 200 + 1);
        assertThat(r.body()).hasSizeLessThan(400);
        // the log line is cut the same way
        assertThat(output.getAll()).doesNotContain("m".repeat(201));
        stillServing();
    }

    @Test
    void aLongToolNameOrVersionIsNotEchoedWhole() throws Exception {
        String name = "t".repeat(100_000);
        String reason = assertRefused(post(
                Map.of(),
                "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"tools/call\"," + "\"params\":{\"name\":\"" + name
                        + "\",\"arguments\":{}}}"));
        assertThat(reason).isEqualTo("tools/call params.name is longer than 128 characters");
        String version =
                assertRefused(post(Map.of("MCP-Protocol-Version", "9".repeat(5000)), DnsRebindingTest.TOOLS_LIST));
        assertThat(version).hasSizeLessThan(400).contains("…");
        String jsonrpc = assertRefused(
                post(Map.of(), "{\"jsonrpc\":\"" + "j".repeat(100_000) + "\",\"id\":3,\"method\":\"tools/list\"}"));
        assertThat(jsonrpc).hasSizeLessThan(300).endsWith("…\"");
        stillServing();
    }
}
