package com.agenteval.workbench.app.serving;

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
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.context.WebServerApplicationContext;
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

    private final ApplicationContext context;
    private final String contextPath;
    private final List<String> pages;

    PageWarmup(ApplicationContext context, @Value("${server.servlet.context-path:}") String contextPath,
               // not /agent: opening it computes the page's simulated run, which is sent as spans when the server
               // has an OTLP endpoint, and a warm-up is not a student's run
               @Value("${workbench.warmup.pages:configs,judges,world,tools,outcome-vs-process,forecast}")
               List<String> pages) {
        this.context = context;
        this.contextPath = contextPath;
        this.pages = pages.stream().map(String::strip).filter(p -> !p.isEmpty()).toList();
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
        if (!(context instanceof WebServerApplicationContext web) || web.getWebServer() == null
                || web.getWebServer().getPort() <= 0) {
            return 0;
        }
        String base = "http://localhost:" + web.getWebServer().getPort() + contextPath + "/";
        HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).connectTimeout(TIMEOUT).build();
        int rendered = 0;
        for (String page : pages) {
            open(http, base, page);
            rendered++;
        }
        return rendered;
    }

    private static void open(HttpClient http, String base, String page) throws IOException, InterruptedException {
        String location = URLEncoder.encode(page, StandardCharsets.UTF_8);
        HttpResponse<String> init = http.send(HttpRequest.newBuilder(URI.create(base + "?v-r=init&location="
                + location + "&query=")).timeout(TIMEOUT).GET().build(), HttpResponse.BodyHandlers.ofString());
        JsonNode uidl = JSON.readTree(init.body()).path("appConfig").path("uidl");
        String csrf = uidl.path("Vaadin-Security-Key").asText("");
        if (init.statusCode() != 200 || csrf.isEmpty()) {
            throw new IOException("/" + page + ": the init request answered " + init.statusCode()
                    + " without a security key");
        }
        String navigate = JSON.writeValueAsString(JSON.createObjectNode()
                .put("csrfToken", csrf)
                .put("syncId", uidl.path("syncId").asInt(0))
                .put("clientId", uidl.path("clientId").asInt(0))
                .set("rpc", JSON.createArrayNode().add(JSON.createObjectNode()
                        .put("type", "event").put("node", 1).put("event", "ui-navigate")
                        .set("data", JSON.createObjectNode().put("route", page).put("query", "")
                                .put("appShellTitle", "").put("trigger", "")
                                .set("historyState", JSON.createObjectNode().put("idx", 0))))));
        int ui = JSON.readTree(init.body()).path("appConfig").path("v-uiId").asInt(0);
        HttpResponse<String> shown = http.send(HttpRequest.newBuilder(URI.create(base + "?v-r=uidl&v-uiId=" + ui))
                .timeout(TIMEOUT).header("Content-Type", "application/json; charset=UTF-8")
                .POST(HttpRequest.BodyPublishers.ofString(navigate)).build(), HttpResponse.BodyHandlers.ofString());
        if (shown.statusCode() != 200 || !shown.body().contains("\"changes\"")) {
            throw new IOException("/" + page + ": the navigation answered " + shown.statusCode());
        }
    }
}
