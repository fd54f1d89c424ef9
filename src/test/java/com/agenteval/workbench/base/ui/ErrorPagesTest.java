package com.agenteval.workbench.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Requests Tomcat refuses before the app sees them, sent raw over a socket (an HTTP client library would refuse to
 * send them): a 100 KB query and malformed encoded paths get the workbench's own page (its name, the problem in
 * words, a link home), not Tomcat's bare "HTTP Status 400"; and the server answers the next request.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "vaadin.devmode.devTools.enabled=false")
class ErrorPagesTest {

    @LocalServerPort
    int port;

    /** The raw response (status line, headers and body) to a GET of {@code target}, exactly as given. */
    private String get(String target) throws Exception {
        try (Socket s = new Socket("localhost", port)) {
            s.setSoTimeout(20_000);
            OutputStream o = s.getOutputStream();
            o.write(("GET " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            o.flush();
            InputStream in = s.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private void assertWorkbenchPage(String response, String message) throws Exception {
        assertThat(response).startsWith("HTTP/1.1 400");
        String body = response.substring(response.indexOf("\r\n\r\n") + 4);
        assertThat(body)
                .contains("<h1>Agent Evaluation Workbench</h1>")
                .contains("<title>Agent Evaluation " + "Workbench: HTTP 400</title>")
                .contains(message)
                .contains("<a href=\"/\">")
                .doesNotContain("HTTP Status 400")
                .doesNotContain("Apache Tomcat");
        // the server keeps serving
        assertThat(get("/")).startsWith("HTTP/1.1 200");
    }

    @Test
    void aHundredKilobyteQueryGetsTheWorkbenchsOwnPage() throws Exception {
        assertWorkbenchPage(
                get("/world?seed=" + "7".repeat(100_000)),
                "The address (or the request&#39;s headers) is " + "too long for the workbench to read.");
    }

    @Test
    void malformedEncodedPathsGetTheWorkbenchsOwnPage() throws Exception {
        String broken = "The workbench could not read this address: it holds a broken %-escape or a character that is "
                + "not allowed in a URL.";
        assertWorkbenchPage(get("/forecast/replay/%E0%A4%A"), broken);
        assertWorkbenchPage(get("/%"), broken);
        assertWorkbenchPage(get("/forecast/replay/..%2F..%2Fetc"), broken);
        assertWorkbenchPage(get("/world?x=<script>alert(1)</script>"), broken);
        // a query Tomcat lets through, that Vaadin's navigation would fail on with a blank page
        assertWorkbenchPage(get("/world?seed=%zz"), broken);
        assertWorkbenchPage(get("/world?seed=%E0%A4%A"), broken);
        assertWorkbenchPage(get("/world?seed=7&x=%"), broken);
    }

    @Test
    void wellFormedQueriesAreLeftAlone() {
        org.assertj.core.api.Assertions.assertThat(WorkbenchErrorPages.wellFormedQuery(null))
                .isTrue();
        org.assertj.core.api.Assertions.assertThat(WorkbenchErrorPages.wellFormedQuery("seed=7&q=%E0%A4%A4%20x+y"))
                .isTrue();
        org.assertj.core.api.Assertions.assertThat(WorkbenchErrorPages.wellFormedQuery("q=%C3%28"))
                .isFalse();
    }

    @Test
    void nothingOfTheRequestIsQuotedOnThePage() throws Exception {
        String response = get("/forecast/replay/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%E0%A4%A");
        assertThat(response)
                .startsWith("HTTP/1.1 400")
                .doesNotContain("onerror")
                .doesNotContain("<img");
    }
}
