package com.agenteval.workbench.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.base.ui.SecurityHeaders;
import com.agenteval.workbench.browser.BrowserTest;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.options.WaitForSelectorState;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The hostile-input suite: every payload of {@link Payloads} in every string field of a trace (the store, every
 * replay, calibration), in MCP arguments and client names ({@code /mcp-calls}), and in every page's URL keys and
 * paths. On each page it expands every details, hovers every chart element, and asserts that no script ran, no
 * dialog opened and no injected element exists, shadow roots included. The figures go to
 * {@code target/hostile-input-figures.md} and are copied into {@code docs/security.md}.
 */
class HostileInputBrowserTest extends BrowserTest {

    static final Path STORE;
    static final List<HostileTraces.HostileTrace> TRACES;

    static {
        try {
            STORE = Files.createDirectories(
                    Files.createTempDirectory("hostile-").resolve("traces"));
            TRACES = HostileTraces.write(STORE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Query keys some pages read besides their parameter fields (modes, saved runs, language). */
    private static final List<String> EXTRA_KEYS = List.of("mode", "live", "llm_run", "lang", "question", "file");

    /** What the suite tried, per part: pages opened, payload placements, chart hovers, tooltips seen. */
    private static final Map<String, long[]> FIGURES = new LinkedHashMap<>();

    @DynamicPropertySource
    static void hostileStore(DynamicPropertyRegistry registry) {
        registry.add("workbench.traces.dir", STORE::toString);
    }

    private static void count(String part, long... figures) {
        long[] f = FIGURES.computeIfAbsent(part, k -> new long[5]);
        for (int i = 0; i < f.length; i++) {
            f[i] += figures[i];
        }
    }

    @Test
    void theDetectorSeesAPayloadThatIsInjectedOnPurpose() {
        Detector detector = Detector.attach(page);
        List<String> sockets = new CopyOnWriteArrayList<>();
        page.onWebSocket(ws -> sockets.add(ws.url()));
        com.microsoft.playwright.Response home = page.navigate("http://localhost:" + port + "/");
        page.waitForSelector("vaadin-app-layout");
        assertThat(home.headers())
                .containsEntry("x-content-type-options", "nosniff")
                .containsEntry("content-security-policy", SecurityHeaders.POLICY);
        assertThat(detector.findings()).isEmpty();
        // Vaadin's push channel opens under the policy (connect-src 'self' covers same-origin WebSockets)
        page.waitForCondition(() -> sockets.stream().anyMatch(u -> u.contains("/VAADIN/push")));
        // a payload put in as markup, inside a shadow root, as a careless component would
        page.evaluate(
                "html => { const host = document.createElement('div'); document.body.append(host);"
                        + " host.attachShadow({mode: 'open'}).innerHTML = html; }",
                Payloads.ALL.get(0).text());
        page.waitForFunction("() => top.__pwned === 1");
        assertThat(detector.findings()).contains("img.aew-pwned", "img[onerror]", "window.__pwned = 1");

        open("/");
        assertThat(detector.findings()).isEmpty();
        page.evaluate(
                "html => document.body.insertAdjacentHTML('beforeend', html)",
                Payloads.ALL.stream()
                        .filter(p -> p.name().equals("alert-dialog"))
                        .findFirst()
                        .orElseThrow()
                        .text());
        page.waitForCondition(() -> detector.findings().stream().anyMatch(f -> f.startsWith("dialog")));
        assertThat(detector.findings()).anyMatch(f -> f.startsWith("dialog alert"));

        // the policy is enforced, and a violation is a finding: an image from another host is refused
        open("/");
        page.evaluate(
                "() => { const i = new Image(); i.src = 'http://example.org/beacon.png'; document.body.append(i); }");
        page.waitForCondition(() -> detector.findings().stream().anyMatch(f -> f.startsWith("csp img-src")));
    }

    @Test
    void everyTextAChartCanCarryStaysTextWhenEveryElementIsHovered() {
        Detector detector = Detector.attach(page);
        open("/test/hostile-charts");
        int charts = HostileChartsTestPage.specs().size();
        page.waitForCondition(
                () -> page.locator("aew-apex-chart[data-rendered]").count() == charts);
        Locator legend = page.locator(".apexcharts-legend-text");
        assertThat(legend.count()).isGreaterThanOrEqualTo(charts * 2);
        assertThat(legend.first().innerText()).isEqualTo(Payloads.ALL.get(0).text()); // the name, as text
        Locator first = page.locator("aew-apex-chart").first();
        first.locator(".apexcharts-bar-area").first().hover(new Locator.HoverOptions().setForce(true));
        assertThat(first.locator(".apexcharts-tooltip-title").innerText())
                .contains(Payloads.ALL.get(0).text()); // the category, as text
        long tooltips = visit(detector, "charts", HostileChartsTestPage.texts());
        assertThat(tooltips).isPositive();
    }

    @Test
    void hostileTracesAreShownAsTextInTheStoreEveryReplayAndCalibration() {
        Detector detector = Detector.attach(page);
        int fields = TRACES.get(0).fields();
        open("/forecast");
        page.waitForSelector("#store-listing a.fc-run[data-file^=hostile_00]");
        assertThat(visibleText()).contains(Payloads.FLAG);
        visit(detector, "store", TRACES.size() * (long) fields);

        // two hostile runs compared, then two agents of one: every compared field and list is a payload
        String first = URLEncoder.encode(TRACES.get(0).fileName(), StandardCharsets.UTF_8);
        String second = URLEncoder.encode(TRACES.get(1).fileName(), StandardCharsets.UTF_8);
        open("/forecast?select=" + first + "&select=" + second);
        page.waitForSelector("#store-compare .cmp-table");
        assertThat(page.locator("#store-compare").innerText()).contains(Payloads.FLAG);
        visit(detector, "store-compare", 2L * fields);
        open("/forecast?select=" + first);
        page.waitForSelector("#store-compare .cmp-table");
        assertThat(page.locator("#store-compare").innerText())
                .contains(TRACES.get(0).payload().text() + " #1");
        visit(detector, "store-compare-agents", fields);

        for (HostileTraces.HostileTrace t : TRACES) {
            open("/forecast/replay/" + t.fileName());
            page.waitForSelector("#replay-chart aew-apex-chart[data-rendered]");
            assertThat(visibleText()).as(t.fileName()).contains("#0");
            long tooltips = visit(detector, "replays", t.fields());
            assertThat(tooltips)
                    .as("the p_yes bars show their tooltip on hover: " + t.fileName())
                    .isPositive();
        }

        open("/forecast/calibration");
        page.waitForSelector("aew-apex-chart[data-rendered]");
        visit(detector, "calibration", TRACES.size() * (long) fields);
    }

    @Test
    void hostileMcpCallsAreShownAsTextOnMcpCalls() {
        long placements = 0;
        for (Payloads.Payload p : Payloads.ALL) {
            McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://localhost:" + port)
                            .endpoint("/mcp")
                            .build())
                    .clientInfo(new McpSchema.Implementation(p.text(), p.text()))
                    .requestTimeout(Duration.ofSeconds(20))
                    .build();
            try {
                client.initialize();
                String v = p.text();
                List<Map<String, Object>> calls = List.of(
                        Map.of("tool", "db_lookup", "args", Map.of("table", v, "entity", v, "year", v)),
                        Map.of("tool", "db_lookup", "args", Map.of("table", "market_cap", "entity", v, "year", 2022)),
                        Map.of(
                                "tool",
                                "db_series",
                                "args",
                                Map.of("table", "gdp", "entity", v, "start_year", 2020, "end_year", 2022)),
                        Map.of("tool", "db_top_k", "args", Map.of("table", v, "year", 2022, "k", v, "order", v)),
                        Map.of("tool", "web_search", "args", Map.of("query", v)),
                        Map.of("tool", "calculator", "args", Map.of("expression", v)),
                        Map.of(
                                "tool",
                                "make_chart",
                                "args",
                                Map.of("title", v, "labels", List.of(v, v + "2"), "values", List.of(1, 2))),
                        Map.of("tool", "make_chart", "args", Map.of(v, v)));
                for (Map<String, Object> c : calls) {
                    @SuppressWarnings("unchecked")
                    Map<String, Object> args = (Map<String, Object>) c.get("args");
                    client.callTool(new McpSchema.CallToolRequest((String) c.get("tool"), args));
                    placements += args.size();
                }
                try {
                    client.callTool(new McpSchema.CallToolRequest(v, Map.of("x", v)));
                } catch (RuntimeException expected) {
                    // the SDK refuses an unknown tool; the call is still recorded
                }
                placements += 4; // client name, client version, tool name, argument
            } finally {
                client.closeGracefully();
            }
        }
        Detector detector = Detector.attach(page);
        open("/mcp-calls");
        page.waitForFunction("f => document.body.innerText.includes(f)", Payloads.FLAG);
        visit(detector, "mcp", placements);
    }

    @Test
    void hostileUrlParametersAndPathsAreShownAsText() {
        Detector detector = Detector.attach(page);
        open("/");
        @SuppressWarnings("unchecked")
        List<String> links = (List<String>) page.evaluate("() => Array.from(document.querySelectorAll('a[href]'))"
                + ".map(a => new URL(a.href).pathname).filter(p => p !== '/')");
        Set<String> routes = new LinkedHashSet<>(links);
        routes.add("/");
        routes.add("/forecast/replay/" + TRACES.get(0).fileName());
        assertThat(routes)
                .contains(
                        "/world", "/tools", "/mcp-calls", "/agent", "/forecast", "/forecast/calibration", "/settings");
        int payloads = Payloads.ALL.size();
        for (String route : routes) {
            open(route);
            @SuppressWarnings("unchecked")
            List<String> params = (List<String>) page.evaluate(
                    "() => Array.from(document.querySelectorAll('[id^=param-]')).map(e => e.id.substring(6))");
            List<String> keys = new ArrayList<>(new LinkedHashSet<>(params));
            keys.addAll(EXTRA_KEYS);
            // every payload reaches every page, each key in turn carrying a different one
            for (int start = 0; start < payloads; start += keys.size()) {
                StringBuilder query = new StringBuilder();
                for (int k = 0; k < keys.size(); k++) {
                    String v = Payloads.ALL.get((start + k) % payloads).text();
                    query.append(k == 0 ? "?" : "&")
                            .append(keys.get(k))
                            .append('=')
                            .append(enc(v));
                }
                open(route + query);
                visit(detector, "url", keys.size());
            }
        }
        // payloads as a path: a replay name, and an unknown page
        for (Payloads.Payload p : Payloads.ALL) {
            page.navigate("http://localhost:" + port + "/forecast/replay/"
                    + enc(p.text()).replace("+", "%20"));
            page.waitForLoadState();
            visit(detector, "path", 1);
        }
    }

    private static String enc(String v) {
        return URLEncoder.encode(v, StandardCharsets.UTF_8);
    }

    private String visibleText() {
        return page.locator("body").innerText();
    }

    /**
     * Expands every details, hovers every chart element, then asserts that nothing ran or was injected. Returns how
     * many times a chart tooltip was shown, so a caller can check the hovering reached the tooltips at all.
     */
    private long visit(Detector detector, String part, long placements) {
        page.evaluate("() => document.querySelectorAll('vaadin-details').forEach(d => d.opened = true)");
        long hovers = 0;
        long tooltips = 0;
        Locator charts = page.locator("aew-apex-chart[data-rendered]");
        for (int c = 0; c < charts.count(); c++) {
            Locator chart = charts.nth(c);
            Locator tooltip = chart.locator(".apexcharts-tooltip.apexcharts-active");
            Locator targets = chart.locator(".apexcharts-bar-area, .apexcharts-marker, .apexcharts-legend-series,"
                    + " .apexcharts-point-annotations circle, .apexcharts-xaxis-label, .apexcharts-yaxis-annotations rect,"
                    + " .apexcharts-xaxis-annotations rect, .apexcharts-point-annotations rect");
            // the chart test page and the replays carry payloads in their charts; elsewhere a few hovers suffice
            int n = Math.min(targets.count(), part.equals("charts") ? 80 : part.equals("url") ? 3 : 12);
            for (int i = 0; i < n; i++) {
                try {
                    targets.nth(i)
                            .hover(new Locator.HoverOptions().setForce(true).setTimeout(2_000));
                    hovers++;
                    if (tooltip.count() > 0) {
                        tooltips++;
                    }
                } catch (RuntimeException hidden) {
                    // an element without a box (a collapsed series) cannot be hovered; the scan below still runs
                }
            }
            // a busy machine may draw the tooltip a moment after the hover, and a chart that redrew when the
            // details opened has dropped it: move the pointer off the chart first (a hover where the pointer
            // already is sends no event), hover one bar or marker, and wait for the tooltip; three tries
            Locator points = chart.locator(".apexcharts-bar-area, .apexcharts-marker");
            for (int attempt = 0; attempt < 3 && tooltips == 0 && points.count() > 0; attempt++) {
                try {
                    page.mouse().move(0, 0);
                    points.first()
                            .hover(new Locator.HoverOptions().setForce(true).setTimeout(2_000));
                    hovers++;
                    tooltip.first()
                            .waitFor(new Locator.WaitForOptions()
                                    .setState(WaitForSelectorState.ATTACHED)
                                    .setTimeout(3_000));
                    tooltips++;
                } catch (RuntimeException none) {
                    // no tooltip came this time: try again; after three, the caller's assertion says so
                }
            }
            // line charts show a shared tooltip wherever the pointer is over the plot
            var box = chart.locator(".apexcharts-grid").first().boundingBox();
            if (box != null && !part.equals("url")) {
                for (int i = 1; i <= 5; i++) {
                    page.mouse().move(box.x + box.width * i / 6, box.y + box.height / 2);
                    hovers++;
                    if (tooltip.count() > 0) {
                        tooltips++;
                    }
                }
            }
        }
        List<String> findings = detector.findings();
        count(part, 1, placements, hovers, tooltips, findings.isEmpty() ? 0 : 1);
        assertThat(findings)
                .as("signs of executed or injected payloads on " + page.url())
                .isEmpty();
        return tooltips;
    }

    @AfterAll
    static void writeFigures() throws IOException {
        if (FIGURES.isEmpty()) {
            return;
        }
        StringBuilder md = new StringBuilder();
        md.append(
                "| part | pages opened | payload placements | chart hovers | tooltips shown | pages with a finding |\n");
        md.append("| --- | ---: | ---: | ---: | ---: | ---: |\n");
        long[] total = new long[5];
        FIGURES.forEach((part, f) -> {
            md.append("| ").append(part);
            for (int i = 0; i < 5; i++) {
                md.append(" | ").append(f[i]);
                total[i] += f[i];
            }
            md.append(" |\n");
        });
        md.append("| **total**");
        for (long t : total) {
            md.append(" | ").append(t);
        }
        md.append(" |\n");
        md.append("\n")
                .append(Payloads.ALL.size())
                .append(" payloads; ")
                .append(TRACES.size())
                .append(" hostile traces with ")
                .append(TRACES.get(0).fields())
                .append(" string fields each.\n");
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "hostile-input-figures.md"), md.toString());
        System.out.println("Hostile-input figures (target/hostile-input-figures.md):\n" + md);
    }
}
