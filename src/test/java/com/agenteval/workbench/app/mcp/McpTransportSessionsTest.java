package com.agenteval.workbench.app.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The bound on the MCP transport's live sessions: the tracker's rules with a clock the test moves, then the whole
 * app over real HTTP, where a client's 501st session ends its first one in the SDK itself (the first one's next
 * request is a 404), and the newest still answers. Same context as the other MCP tests, so it shares their server.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "vaadin.devmode.devTools.enabled=false")
class McpTransportSessionsTest {

    /** A clock the test sets. */
    private static final class Hands extends Clock {
        Instant now = Instant.parse("2026-12-01T10:00:00Z");

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    @Test
    void overTheBoundTheLeastRecentlyUsedSessionsEnd() {
        McpTransportSessions s = new McpTransportSessions(limits(2), new Hands());
        assertThat(s.opened("a")).isEmpty();
        assertThat(s.opened("b")).isEmpty();
        s.used("a"); // b is now the least recently used
        assertThat(s.opened("c")).containsExactly("b");
        assertThat(s.size()).isEqualTo(2);
        s.closed("a");
        assertThat(s.opened("d")).isEmpty();
        assertThat(s.size()).isEqualTo(2);
    }

    @Test
    void aSessionIdleTooLongEndsWhenAnotherOpens() {
        Hands clock = new Hands();
        McpTransportSessions s = new McpTransportSessions(limits(100), clock);
        s.opened("old");
        clock.now = clock.now.plus(Duration.ofMinutes(20));
        s.opened("recent");
        clock.now = clock.now.plus(Duration.ofMinutes(11)); // old: 31 minutes idle, recent: 11
        assertThat(s.opened("new")).containsExactly("old");
        s.used("unknown"); // an id already ended is not brought back
        assertThat(s.size()).isEqualTo(2);
    }

    /** Live sessions at most {@code max}, idle for at most 30 minutes. */
    private static McpSessionLimits limits(int max) {
        return new McpSessionLimits(Duration.ofMinutes(30), 200, max);
    }

    @Test
    void theBoundIsAtLeastOne() {
        assertThatThrownBy(() -> limits(0))
                .hasMessageContaining("workbench.mcp.max-transport-sessions must be at least 1");
    }

    @LocalServerPort
    int port;

    @Autowired
    McpSessionLimits limits;

    @Autowired
    McpTransportSessions live;

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private HttpResponse<String> post(String session, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/mcp"))
                .timeout(Duration.ofSeconds(10))
                .header("Accept", "application/json, text/event-stream")
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            b.header(McpHttpGuard.SESSION_HEADER, session);
        }
        return http.sendAsync(b.build(), HttpResponse.BodyHandlers.ofString()).get(15, TimeUnit.SECONDS);
    }

    private String initialize() throws Exception {
        HttpResponse<String> r = post(
                null,
                "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{"
                        + "\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"flood\","
                        + "\"version\":\"1\"}}}");
        assertThat(r.statusCode()).isEqualTo(200);
        return r.headers().firstValue(McpHttpGuard.SESSION_HEADER).orElseThrow();
    }

    private int ping(String session) throws Exception {
        return post(session, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}")
                .statusCode();
    }

    @Test
    void aClientThatOpensSessionsWithoutEndThem() throws Exception {
        int max = limits.maxTransportSessions();
        List<String> mine = new ArrayList<>();
        for (int i = 0; i <= max; i++) {
            mine.add(initialize());
        }
        // max + 1 sessions of this client alone: whatever older sessions other tests left, its first one is over
        // the bound, and the transport is told to delete it (over loopback, not waited for by the initialize)
        assertThat(live.size()).isLessThanOrEqualTo(max);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        int first = ping(mine.get(0));
        while (first != 404 && System.nanoTime() < deadline) {
            Thread.onSpinWait();
            first = ping(mine.get(0));
        }
        assertThat(first).as("the first session, ended by the bound").isEqualTo(404);
        assertThat(ping(mine.get(max))).as("the newest session").isEqualTo(200);
    }
}
