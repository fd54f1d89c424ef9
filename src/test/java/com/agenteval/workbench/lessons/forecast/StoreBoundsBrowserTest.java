package com.agenteval.workbench.lessons.forecast;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.browser.Chromium;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.LargeTraces;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.LoadState;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The store with hostile files of its own: a name holding {@code #}, {@code ?} and {@code %}, a file over the size
 * limit, and a 10,000-result trace. The listing links open, the big files are refused or paged, and the server keeps
 * answering other sessions afterwards.
 */
class StoreBoundsBrowserTest extends BrowserTest {

    static final String ODD_NAME = "run #1?x=%41 100%.json";
    static final String TOO_LARGE = "too_large.json";
    static final String TEN_THOUSAND = "ten_thousand_results.json";
    static final Path STORE;

    /** The store as the page lists it, for finding a file's row in the lazy grid. */
    @Autowired
    TraceStoreService storeService;

    static {
        try {
            STORE = Files.createTempDirectory("store-bounds-");
            Files.writeString(STORE.resolve(ODD_NAME), RunTraceJson.write(ForecastFixtures.smallRun("oddname1")));
            Files.writeString(
                    STORE.resolve(TEN_THOUSAND), RunTraceJson.write(LargeTraces.tenThousandResults("big10k")));
            // 9 MB of zero bytes, over the 8 MB limit set below: were it parsed, the reason would say "not JSON"
            Files.write(STORE.resolve(TOO_LARGE), new byte[9 * 1024 * 1024]);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @DynamicPropertySource
    static void store(DynamicPropertyRegistry registry) {
        registry.add("workbench.traces.dir", STORE::toString);
        registry.add("workbench.traces.max-file-size", () -> "8MB");
    }

    @Test
    void aNameWithHashQuestionMarkAndPercentOpensFromTheListing() {
        page.setDefaultTimeout(60_000);
        open("/forecast");
        StoreListing.cell(page, storeService.rows(), ODD_NAME, "run").click();
        assertThat(page.locator("#replay-header")).containsText("oddname1");
        assertThat(page.locator("#replay-problem")).isHidden();
        assertThat(page.url()).contains("/forecast/replay?file=").doesNotContain("#");
        // the address bar holds the encoded name, so a copied link opens the same file
        page.reload();
        page.waitForSelector("vaadin-app-layout");
        assertThat(page.locator("#replay-header")).containsText("oddname1");
    }

    @Test
    void theLinkOfAnOrdinaryNameIsThePathAndAnOddNameGoesEncodedInTheQuery() {
        assertThat(ReplayLinks.url("offline_x_20240101T000000Z_ab12.json"))
                .isEqualTo("forecast/replay/offline_x_20240101T000000Z_ab12.json");
        assertThat(ReplayLinks.url(ODD_NAME)).isEqualTo("forecast/replay?file=run%20%231%3Fx%3D%2541%20100%25.json");
    }

    @Test
    void afterATooLargeFileAndATenThousandResultTraceTheServerKeepsServingOtherSessions() throws Exception {
        page.setDefaultTimeout(60_000);
        open("/forecast");
        assertThat(StoreListing.cell(page, storeService.rows(), TOO_LARGE, "validity"))
                .containsText("too large: 9 MB (9,437,184 bytes) is over the 8 MB limit for trace files;"
                        + " nothing was read (workbench.traces.max-file-size)");
        assertThat(StoreListing.cell(page, storeService.rows(), TEN_THOUSAND, "validity"))
                .hasText("valid");

        open("/forecast/replay/" + TOO_LARGE);
        assertThat(page.locator("#replay-problem")).containsText("over the 8 MB limit for trace files");

        open("/forecast/replay/" + TEN_THOUSAND);
        assertThat(page.locator("#fig-search-results .nb-figure-value")).hasText("10000");
        assertThat(page.locator("#replay-timeline .fc-result"))
                .hasCount(4 * TimelineCell.FIRST_STEPS * TimelineCell.FIRST_RESULTS);
        assertThat(page.locator("#replay-calls .fc-call")).hasCount(LlmCallsCell.FIRST_CALLS);

        // another student, another session: the pages still answer
        try (BrowserContext other = Chromium.browser().newContext(new Browser.NewContextOptions())) {
            Page second = other.newPage();
            second.navigate("http://localhost:" + port + "/forecast");
            second.waitForLoadState(LoadState.NETWORKIDLE);
            assertThat(second.locator("#store-count")).hasText("3 of 3 files");
        }
        HttpResponse<String> home = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/"))
                                .GET()
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(home.statusCode()).isEqualTo(200);
    }
}
