package com.agenteval.workbench.app.serving;

import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyFloats;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ApplicationContext;
import org.springframework.stereotype.Component;

/**
 * The last part of the warm-up: each lesson page is opened once through the server's own HTTP endpoint, as a browser
 * opens it (Vaadin's {@code v-r=init} request, then the {@code ui-navigate} event), so the first student's page does
 * not pay for loading the route, component and serialisation classes of the first UI (issue 18 measured the first
 * {@code /configs} at 2.8 times the later ones with only the computations warmed). One session is used for all
 * pages of a round; it holds nothing a student can see and expires like any idle session.
 */
@Component
class PageWarmup {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    /** The most redraws one warm-up makes, and how long one redraw may take before the warm-up moves on. */
    static final int MAX_REDRAWS = 200;

    private static final Duration REDRAW_TIMEOUT = Duration.ofSeconds(20);
    private static final long POLL_MS = 50;

    private final ApplicationContext context;
    private final String contextPath;
    private final List<String> pages;
    private final int redraws;

    PageWarmup(
            ApplicationContext context,
            @Value("${server.servlet.context-path:}") String contextPath,
            // not /agent: opening it computes the page's simulated run, which is sent as spans when the server
            // has an OTLP endpoint, and a warm-up is not a student's run
            @Value("${workbench.warmup.pages:configs,judges,world,tools,outcome-vs-process,forecast}")
                    List<String> pages,
            @Value("${workbench.warmup.redraws:40}") int redraws) {
        if (redraws < 0 || redraws > MAX_REDRAWS) {
            throw new IllegalArgumentException(
                    "workbench.warmup.redraws must be between 0 and " + MAX_REDRAWS + ", not " + redraws);
        }
        this.context = context;
        this.contextPath = contextPath;
        this.pages = pages.stream().map(String::strip).filter(p -> !p.isEmpty()).toList();
        this.redraws = redraws;
    }

    List<String> pages() {
        return pages;
    }

    /**
     * Opens every page once in one new session.
     *
     * @return the number of pages the server rendered; 0 when there is no web server (a command-line run)
     * @throws IOException when a page does not answer as Vaadin answers a browser
     */
    int openAll() throws IOException, InterruptedException {
        String base = base();
        if (base == null) {
            return 0;
        }
        HttpClient http = browser();
        int rendered = 0;
        for (String page : pages) {
            open(http, base, page);
            rendered++;
        }
        return rendered;
    }

    /**
     * Changes a parameter of {@code /configs} {@code workbench.warmup.redraws} times in one page, as a student does,
     * each time waiting until every output cell has drawn again. A page's first draw and its redraws run different
     * code (the router's navigation within a UI, the tables patched in place), and a fresh server's redraws cost it
     * 3 to 6 times the CPU of a warm one's for the first 30 or so (docs/benchmarks.md, "Where the waiting went").
     * It alternates rho between the lesson's default and one other value, so only two comparisons are computed
     * (and cached, as the first student to try them would); the rest are the redraws alone.
     *
     * @return the redraws the page finished
     */
    int redrawAll() throws IOException, InterruptedException {
        String base = base();
        if (redraws == 0 || base == null) {
            return 0;
        }
        HttpClient http = browser();
        Client client = open(http, base, "configs");
        double lesson = Parameters.RHO.defaultValue();
        String standard = Parameters.RHO.name() + "=" + PyFloats.repr(lesson);
        String other = Parameters.RHO.name() + "=" + (lesson == 0.6 ? "0.4" : "0.6");
        int done = 0;
        for (int i = 0; i < redraws; i++) {
            if (client.redraw(http, "configs", i % 2 == 0 ? other : standard)) {
                done++;
            }
        }
        return done;
    }

    /** The app's own URL on loopback; null when there is no web server (a command-line run). */
    private @Nullable String base() {
        if (!(context instanceof WebServerApplicationContext web)
                || web.getWebServer() == null
                || web.getWebServer().getPort() <= 0) {
            return null;
        }
        return "http://localhost:" + web.getWebServer().getPort() + contextPath + "/";
    }

    /** A client that keeps its cookies, as a browser does: one session for all the pages it opens. */
    private static HttpClient browser() {
        return HttpClient.newBuilder()
                .cookieHandler(new CookieManager())
                .connectTimeout(TIMEOUT)
                .build();
    }

    /** A page opened through the protocol: what its next request must carry. */
    private static final class Client {
        private final String uidlUrl;
        private final String csrf;
        private int syncId;
        private int clientId;

        Client(String uidlUrl, String csrf, int syncId, int clientId) {
            this.uidlUrl = uidlUrl;
            this.csrf = csrf;
            this.syncId = syncId;
            this.clientId = clientId;
        }

        /** Sends {@code rpc} (an array of invocations) and returns the response's changes. */
        JsonNode send(HttpClient http, JsonNode rpc) throws IOException, InterruptedException {
            String body = JSON.writeValueAsString(JSON.createObjectNode()
                    .put("csrfToken", csrf)
                    .put("syncId", syncId)
                    .put("clientId", clientId)
                    .set("rpc", rpc));
            HttpResponse<String> r = http.send(
                    HttpRequest.newBuilder(URI.create(uidlUrl))
                            .timeout(TIMEOUT)
                            .header("Content-Type", "application/json; charset=UTF-8")
                            .POST(HttpRequest.BodyPublishers.ofString(body))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            // Vaadin 25 answers with the message object itself; Vaadin 24 wrapped it in "for(;;);[...]"
            String text = r.body().strip();
            if (text.startsWith("for(;;);")) {
                text = text.substring("for(;;);".length());
            }
            JsonNode parsed = r.statusCode() == 200 && !text.isEmpty() ? JSON.readTree(text) : null;
            JsonNode message = parsed != null && parsed.isArray() ? parsed.path(0) : parsed;
            if (message == null || !message.isObject()) {
                throw new IOException("a warm-up request answered " + r.statusCode());
            }
            syncId = message.path("syncId").asInt(syncId);
            clientId = message.path("clientId").asInt(clientId + 1);
            return message.path("changes");
        }

        /**
         * Navigates to {@code route?query} and polls until every cell it made stale has drawn again: true when the
         * page changed and no cell is left stale. (A cached result can be drawn before the navigation's own answer
         * is written; the answer then shows no cell stale at all.)
         */
        boolean redraw(HttpClient http, String route, String query) throws IOException, InterruptedException {
            Set<Integer> stale = new HashSet<>();
            JsonNode answer = send(http, JSON.createArrayNode().add(navigation(route, query)));
            int changed = answer.size();
            track(answer, stale);
            long deadline = System.nanoTime() + REDRAW_TIMEOUT.toNanos();
            while (!stale.isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(POLL_MS);
                track(send(http, JSON.createArrayNode()), stale);
            }
            return changed > 0 && stale.isEmpty();
        }

        /** Cells marked stale join {@code stale}; cells drawn (ready, or an error shown) leave it. */
        private static void track(JsonNode changes, Set<Integer> stale) {
            for (JsonNode c : changes) {
                if (!"data-state".equals(c.path("key").asText())) {
                    continue;
                }
                int node = c.path("node").asInt();
                if ("stale".equals(c.path("value").asText())) {
                    stale.add(node);
                } else {
                    stale.remove(node);
                }
            }
        }
    }

    private static JsonNode navigation(String route, String query) {
        return JSON.createObjectNode()
                .put("type", "event")
                .put("node", 1)
                .put("event", "ui-navigate")
                .set(
                        "data",
                        JSON.createObjectNode()
                                .put("route", route)
                                .put("query", query)
                                .put("appShellTitle", "")
                                .put("trigger", "")
                                .set("historyState", JSON.createObjectNode().put("idx", 0)));
    }

    private static Client open(HttpClient http, String base, String page) throws IOException, InterruptedException {
        String location = URLEncoder.encode(page, StandardCharsets.UTF_8);
        HttpResponse<String> init = http.send(
                HttpRequest.newBuilder(URI.create(base + "?v-r=init&location=" + location + "&query="))
                        .timeout(TIMEOUT)
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode uidl = JSON.readTree(init.body()).path("appConfig").path("uidl");
        String csrf = uidl.path("Vaadin-Security-Key").asText("");
        if (init.statusCode() != 200 || csrf.isEmpty()) {
            throw new IOException(
                    "/" + page + ": the init request answered " + init.statusCode() + " without a security key");
        }
        int ui = JSON.readTree(init.body()).path("appConfig").path("v-uiId").asInt(0);
        Client client = new Client(
                base + "?v-r=uidl&v-uiId=" + ui,
                csrf,
                uidl.path("syncId").asInt(0),
                uidl.path("clientId").asInt(0));
        JsonNode changes = client.send(http, JSON.createArrayNode().add(navigation(page, "")));
        if (!changes.isArray() || changes.isEmpty()) {
            throw new IOException("/" + page + ": the navigation changed nothing");
        }
        return client;
    }
}
