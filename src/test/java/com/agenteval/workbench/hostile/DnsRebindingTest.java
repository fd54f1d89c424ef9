package com.agenteval.workbench.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * DNS rebinding and cross-site requests against the whole app over real HTTP (issue 23, item 1): a page on an
 * attacker's domain that resolves to 127.0.0.1 sends the attacker's Host, and its scripts send the attacker's
 * Origin (or {@code null} from a sandboxed frame). Every such request is refused with 403 before Vaadin or the MCP
 * transport sees it: the UI (no session starts), a static file, Vaadin's UIDL, and {@code /mcp} (initialize,
 * tools/list, tools/call). Loopback, the configured public origin, and requests without an Origin still work.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"vaadin.devmode.devTools.enabled=false", DnsRebindingTest.PUBLIC_ORIGIN_PROPERTY})
class DnsRebindingTest {

    static final String PUBLIC = "https://workbench.example.edu";
    static final String PUBLIC_ORIGIN_PROPERTY =
            "workbench.security.allowed-origins=" + PUBLIC + ",http://localhost:18500";
    private static final String ACCEPT = "application/json, text/event-stream";

    @LocalServerPort
    int port;

    private RawHttp http;
    private String session;

    @BeforeEach
    void openSession() throws Exception {
        http = new RawHttp(port);
        RawHttp.Response r = mcp(Map.of("Host", "localhost:" + port), initialize());
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        session = r.header("Mcp-Session-Id");
        assertThat(session).isNotEmpty();
        RawHttp.Response ok = mcp(
                Map.of("Host", "localhost:" + port, "Mcp-Session-Id", session),
                "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        assertThat(ok.status()).isEqualTo(202);
    }

    static String initialize() {
        return "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                + "\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"rebinding\",\"version\":\"1\"}}}";
    }

    static final String TOOLS_LIST = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}";
    static final String TOOLS_CALL = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{"
            + "\"name\":\"calculator\",\"arguments\":{\"expression\":\"6*7\"}}}";

    private RawHttp.Response mcp(Map<String, String> headers, String body) throws Exception {
        Map<String, String> all = new LinkedHashMap<>(headers);
        all.putIfAbsent("Accept", ACCEPT);
        all.putIfAbsent("Content-Type", "application/json");
        return http.send("POST", "/mcp", all, body);
    }

    private Map<String, String> inSession(String host, String origin) {
        Map<String, String> h = new LinkedHashMap<>();
        h.put("Host", host);
        if (origin != null) {
            h.put("Origin", origin);
        }
        h.put("Mcp-Session-Id", session);
        return h;
    }

    /** The guard's 403: one plain-text line naming what was refused, nothing of the app behind it. */
    private static void assertForbidden(RawHttp.Response r, String named) {
        assertThat(r.status()).as(r.body()).isEqualTo(403);
        assertThat(r.header("Content-Type")).startsWith("text/plain");
        assertThat(r.body())
                .startsWith("Forbidden: ")
                .contains(named)
                .contains("workbench.security.allowed-origins")
                .doesNotContain("\tat ");
        assertThat(r.body().strip()).doesNotContain("\n");
        // refused before the app: no session cookie, no MCP session
        assertThat(r.header("Set-Cookie")).isEmpty();
        assertThat(r.header("Mcp-Session-Id")).isEmpty();
        // the security headers still come first
        assertThat(r.header("X-Content-Type-Options")).isEqualTo("nosniff");
    }

    @Test
    void aForeignOriginIsRefusedOnEveryMcpRequest() throws Exception {
        String host = "localhost:" + port;
        assertForbidden(
                mcp(Map.of("Host", host, "Origin", "http://evil.example"), initialize()),
                "Origin 'http://evil.example'");
        assertForbidden(mcp(inSession(host, "http://evil.example"), TOOLS_LIST), "http://evil.example");
        assertForbidden(mcp(inSession(host, "http://evil.example"), TOOLS_CALL), "http://evil.example");
        // the server's own name on another port is another origin (another local web server's pages)
        assertForbidden(mcp(inSession(host, "http://localhost:" + (port + 1)), TOOLS_CALL), "Origin");
        assertForbidden(mcp(inSession(host, "https://localhost:" + port), TOOLS_CALL), "Origin");
    }

    @Test
    void originNullIsRefused() throws Exception {
        String host = "localhost:" + port;
        assertForbidden(mcp(Map.of("Host", host, "Origin", "null"), initialize()), "Origin 'null'");
        assertForbidden(mcp(inSession(host, "null"), TOOLS_LIST), "Origin 'null'");
        assertForbidden(mcp(inSession(host, "null"), TOOLS_CALL), "Origin 'null'");
        assertForbidden(http.send("GET", "/", Map.of("Host", host, "Origin", "null"), null), "Origin 'null'");
    }

    @Test
    void aRebindingHostIsRefusedOnTheUiStaticFilesUidlAndMcp() throws Exception {
        String rebind = "rebind.evil.example:" + port;
        assertForbidden(http.send("GET", "/", Map.of("Host", rebind), null), "Host 'rebind.evil.example:");
        assertForbidden(http.send("GET", "/mcp-calls", Map.of("Host", rebind), null), "Host");
        assertForbidden(http.send("GET", "/styles/workbench.css", Map.of("Host", rebind), null), "Host");
        assertForbidden(
                http.send(
                        "POST",
                        "/?v-r=uidl&v-uiId=0",
                        Map.of("Host", rebind, "Content-Type", "application/json"),
                        "{\"csrfToken\":\"x\",\"rpc\":[],\"syncId\":0,\"clientId\":0}"),
                "Host");
        assertForbidden(mcp(Map.of("Host", rebind), initialize()), "Host");
        assertForbidden(mcp(inSession(rebind, null), TOOLS_LIST), "Host");
        assertForbidden(mcp(inSession(rebind, null), TOOLS_CALL), "Host");
        // and with its own Origin, as the rebinding page's scripts send it
        assertForbidden(mcp(inSession(rebind, "http://" + rebind), TOOLS_CALL), "Host");
        // a name that merely starts like a loopback one is not one
        assertForbidden(http.send("GET", "/", Map.of("Host", "localhost.evil.example:" + port), null), "Host");
        assertForbidden(http.send("GET", "/", Map.of("Host", "127.0.0.1.evil.example:" + port), null), "Host");
    }

    @Test
    void aForeignOriginIsRefusedOnTheUiStaticFilesAndUidl() throws Exception {
        Map<String, String> evil = Map.of("Host", "localhost:" + port, "Origin", "http://evil.example");
        assertForbidden(http.send("GET", "/", evil, null), "Origin 'http://evil.example'");
        assertForbidden(http.send("GET", "/styles/workbench.css", evil, null), "Origin");
        assertForbidden(
                http.send(
                        "POST",
                        "/?v-r=uidl&v-uiId=0",
                        Map.of(
                                "Host",
                                "localhost:" + port,
                                "Origin",
                                "http://evil.example",
                                "Content-Type",
                                "application/json"),
                        "{}"),
                "Origin");
    }

    @Test
    void aLongForeignHeaderIsQuotedShortened() throws Exception {
        String origin = "http://" + "a".repeat(5000) + ".example";
        RawHttp.Response r = http.send("GET", "/", Map.of("Host", "localhost:" + port, "Origin", origin), null);
        assertForbidden(r, "Origin 'http://aaaa");
        assertThat(r.body()).hasSizeLessThan(600).contains("…");
    }

    @Test
    void loopbackNamesWithTheServersPortAreAccepted() throws Exception {
        for (String host :
                List.of("localhost:" + port, "127.0.0.1:" + port, "127.1.2.3:" + port, "[::1]:" + port, "localhost")) {
            RawHttp.Response page = http.send("GET", "/styles/workbench.css", Map.of("Host", host), null);
            assertThat(page.status()).as(host).isEqualTo(200);
            RawHttp.Response call = mcp(inSession(host, null), TOOLS_CALL);
            assertThat(call.status()).as(host + ": " + call.body()).isEqualTo(200);
            assertThat(call.body()).contains("42");
        }
        // the same origin the browser sends for the pages it loaded from here
        for (String origin : List.of("http://localhost:" + port, "http://127.0.0.1:" + port, "http://[::1]:" + port)) {
            RawHttp.Response call = mcp(inSession("localhost:" + port, origin), TOOLS_CALL);
            assertThat(call.status()).as(origin + ": " + call.body()).isEqualTo(200);
        }
        RawHttp.Response ui =
                http.send("GET", "/", Map.of("Host", "localhost:" + port, "Origin", "http://localhost:" + port), null);
        assertThat(ui.status()).isEqualTo(200);
        assertThat(ui.body()).contains("<html");
        // loopback on another port is someone else's server
        assertForbidden(http.send("GET", "/", Map.of("Host", "localhost:" + (port + 1)), null), "Host");
    }

    @Test
    void requestsWithoutAnOriginPassOnTheirHost() throws Exception {
        // curl, the MCP SDK clients and the CLI send no Origin: the session above was opened that way
        RawHttp.Response list = mcp(inSession("localhost:" + port, null), TOOLS_LIST);
        assertThat(list.status()).as(list.body()).isEqualTo(200);
        assertThat(list.body()).contains("db_lookup").contains("make_chart");
        RawHttp.Response page = http.send("GET", "/", Map.of("Host", "127.0.0.1:" + port), null);
        assertThat(page.status()).isEqualTo(200);
    }

    @Test
    void theConfiguredPublicOriginIsAcceptedAsAProxyPassesIt() throws Exception {
        // nginx passes the browser's Origin and the public host, with or without the port ($host drops it)
        for (String host : List.of("workbench.example.edu", "workbench.example.edu:443", "WORKBENCH.example.edu")) {
            RawHttp.Response call = mcp(inSession(host, PUBLIC), TOOLS_CALL);
            assertThat(call.status()).as(host + ": " + call.body()).isEqualTo(200);
            RawHttp.Response ui = http.send("GET", "/", Map.of("Host", host, "Origin", PUBLIC), null);
            assertThat(ui.status()).as(host).isEqualTo(200);
        }
        // the replicas check: nginx on loopback port 18500 in front of replicas on other ports
        RawHttp.Response replicas = mcp(inSession("localhost", "http://localhost:18500"), TOOLS_CALL);
        assertThat(replicas.status()).as(replicas.body()).isEqualTo(200);
        RawHttp.Response withPort = mcp(inSession("localhost:18500", "http://localhost:18500"), TOOLS_CALL);
        assertThat(withPort.status()).as(withPort.body()).isEqualTo(200);
        // the public host on another port, or the public origin over plain http, is not the public origin
        assertForbidden(mcp(inSession("workbench.example.edu:8443", PUBLIC), TOOLS_CALL), "Host");
        assertForbidden(mcp(inSession("workbench.example.edu", "http://workbench.example.edu"), TOOLS_CALL), "Origin");
    }

    @Test
    void corsSimpleBodiesOnMcpAreRefused() throws Exception {
        // the body types a page on another site may send without a preflight, even with a good Host and no Origin
        for (String type : List.of(
                "text/plain",
                "text/plain;charset=UTF-8",
                "application/x-www-form-urlencoded",
                "multipart/form-data; boundary=x",
                "TEXT/PLAIN")) {
            RawHttp.Response r = mcp(
                    Map.of("Host", "localhost:" + port, "Mcp-Session-Id", session, "Content-Type", type), TOOLS_CALL);
            assertThat(r.status()).as(type + ": " + r.body()).isEqualTo(403);
            assertThat(r.body()).contains("Content-Type: application/json").doesNotContain("42");
        }
        RawHttp.Response none = http.send(
                "POST",
                "/mcp",
                Map.of("Host", "localhost:" + port, "Accept", ACCEPT, "Mcp-Session-Id", session),
                TOOLS_CALL);
        assertThat(none.status()).as(none.body()).isEqualTo(403);
        RawHttp.Response init = mcp(Map.of("Host", "localhost:" + port, "Content-Type", "text/plain"), initialize());
        assertThat(init.status()).isEqualTo(403);
        assertThat(init.header("Mcp-Session-Id")).isEmpty();
    }
}
