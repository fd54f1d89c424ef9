package com.agenteval.workbench.lessons.forecast;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.browser.Chromium;
import com.agenteval.workbench.core.forecast.Python;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * {@code /forecast} opened directly over a generated folder of {@link #N} runs ({@link GeneratedStore}): the lazy
 * grid sorts, filters and pages, and what is selected and compared is in the link, which a fresh browser reopens.
 */
class StoreGridBrowserTest extends BrowserTest {

    static final int N = 120;
    static final Path STORE;

    /** The store as the page lists it, for finding a file's row in the lazy grid. */
    @Autowired
    TraceStoreService storeService;

    static {
        try {
            STORE = Files.createTempDirectory("store-grid-");
            GeneratedStore.generate(STORE, N);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @DynamicPropertySource
    static void store(DynamicPropertyRegistry registry) {
        registry.add("workbench.traces.dir", STORE::toString);
    }

    private static final List<Integer> ALL = IntStream.range(0, N).boxed().toList();

    @Test
    void theGridPagesLazilyAndScrollsToTheLastRun() {
        open("/forecast");
        assertThat(StoreListing.size(page)).isEqualTo(N);
        assertThat(page.locator("#store-count")).hasText(N + " of " + N + " files");
        // only what is in view (and a buffer) is in the page, not all the rows
        assertThat(page.locator("#store-listing a.fc-run").count()).isLessThan(N / 2);
        assertThat(StoreListing.renderedFiles(page).get(0)).isEqualTo(GeneratedStore.fileName(0));

        String last = GeneratedStore.fileName(N - 1);
        assertThat(page.locator(StoreListing.selector(last, "run"))).hasCount(0);
        page.locator("#store-grid").evaluate("g => g.scrollToIndex(" + (N - 1) + ")");
        assertThat(page.locator(StoreListing.selector(last, "run"))).hasText("offline_research_agent 2025-01-01 01:59");
        assertThat(page.locator(StoreListing.selector(last, "run"))).hasAttribute("title", last);
    }

    @Test
    void everyColumnHeaderSortsAndTheSortIsInTheLink() {
        open("/forecast");
        page.locator("vaadin-grid-sorter", new Page.LocatorOptions().setHasText("Tokens"))
                .click();
        page.waitForURL(u -> u.contains("sort=tokens"));
        assertThat(StoreListing.renderedFiles(page).get(0))
                .isEqualTo(byTokens(false).get(0));
        page.locator("vaadin-grid-sorter", new Page.LocatorOptions().setHasText("Tokens"))
                .click();
        page.waitForURL(u -> u.contains("sort=-tokens"));
        assertThat(StoreListing.renderedFiles(page).get(0))
                .isEqualTo(byTokens(true).get(0));

        // the link alone gives the same order, in a browser that never saw the page
        String link = page.url();
        try (BrowserContext fresh =
                Chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(1280, 900))) {
            Page other = fresh.newPage();
            other.navigate(link);
            other.waitForSelector("vaadin-app-layout");
            assertThat(StoreListing.renderedFiles(other).subList(0, 3))
                    .isEqualTo(byTokens(true).subList(0, 3));
            assertThat(other.locator("vaadin-grid-sorter[direction=desc]")).hasText("Tokens");
        }

        for (String column : List.of("Run", "Question", "Validity", "Provider", "Agents", "Outcome")) {
            page.locator("vaadin-grid-sorter", new Page.LocatorOptions().setHasText(column))
                    .first()
                    .click();
            page.waitForURL(u -> u.contains("sort=" + column.toLowerCase()));
        }
        // outcome ascending: NO before YES before open; ties keep the store's order (by file name)
        assertThat(StoreListing.renderedFiles(page).get(0))
                .isEqualTo(byName(ALL.stream()
                                .filter(i -> Double.valueOf(0.0).equals(GeneratedStore.outcome(i)))
                                .toList())
                        .get(0));
    }

    @Test
    void theFiltersNarrowTheListingAndAreInTheLink() {
        open("/forecast");
        choose("#store-filter-provider", "anthropic");
        page.waitForURL(u -> u.contains("provider=anthropic"));
        long anthropic = ALL.stream()
                .filter(i -> GeneratedStore.provider(i).equals("anthropic"))
                .count();
        assertThat(page.locator("#store-count")).hasText(anthropic + " of " + N + " files");
        assertThat(StoreListing.renderedFiles(page).get(0))
                .isEqualTo(byName(ALL.stream()
                                .filter(i -> GeneratedStore.provider(i).equals("anthropic"))
                                .toList())
                        .get(0));

        choose("#store-filter-outcome", "YES");
        page.waitForURL(u -> u.contains("outcome=YES"));
        long yes = ALL.stream()
                .filter(i -> GeneratedStore.provider(i).equals("anthropic")
                        && Double.valueOf(1.0).equals(GeneratedStore.outcome(i)))
                .count();
        assertThat(page.locator("#store-count")).hasText(yes + " of " + N + " files");

        open("/forecast?notebook=04_research_agent&validity=valid&outcome=open");
        long open = ALL.stream()
                .filter(i -> i % 3 == 0 && GeneratedStore.outcome(i) == null)
                .count();
        assertThat(page.locator("#store-count")).hasText(open + " of " + N + " files");
        assertThat(page.locator("#store-filter-notebook")).containsText("04_research_agent");
        // a filter no file matches lists nothing, and says so
        open("/forecast?validity=invalid");
        assertThat(page.locator("#store-count")).hasText("0 of " + N + " files");
    }

    @Test
    void twoSelectedRunsAreComparedAndTheLinkReopensTheComparisonInAFreshBrowser() {
        open("/forecast");
        assertThat(page.locator("#store-compare .cmp-hint")).isVisible();
        check(GeneratedStore.fileName(0));
        check(GeneratedStore.fileName(1));
        page.waitForURL(u -> u.contains("select=") && u.indexOf("select=") != u.lastIndexOf("select="));
        assertCompared(page, 0, 1);

        String link = page.url();
        assertThat(URLDecoder.decode(link, StandardCharsets.UTF_8))
                .contains("select=" + GeneratedStore.fileName(0))
                .contains("select=" + GeneratedStore.fileName(1));
        try (BrowserContext fresh =
                Chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(1280, 900))) {
            Page other = fresh.newPage();
            other.navigate(link);
            other.waitForSelector("vaadin-app-layout");
            assertCompared(other, 0, 1);
            for (int i : List.of(0, 1)) {
                StoreListing.cell(other, storeService.rows(), GeneratedStore.fileName(i), "run"); // scrolled into view
                assertThat(other.locator(
                                "#store-listing input.fc-select[data-file=\"" + GeneratedStore.fileName(i) + "\"]"))
                        .isChecked();
            }
        }

        // a third selection replaces the oldest: still two runs compared
        check(GeneratedStore.fileName(2));
        page.waitForURL(u -> URLDecoder.decode(u, StandardCharsets.UTF_8).contains(GeneratedStore.fileName(2)));
        assertCompared(page, 1, 2);
    }

    @Test
    void twoAgentsOfOneRunAreComparedWithTheirQueriesAndSharedSources() {
        int i = 7;
        open("/forecast?select=" + GeneratedStore.fileName(i));
        assertThat(page.locator("#store-agents")).isVisible();
        Locator table = page.locator("#store-compare .cmp-table");
        assertThat(table.locator("th").nth(1)).hasText("agent_0 (" + GeneratedStore.runId(i) + ")");
        assertThat(table.locator("th").nth(2)).hasText("agent_1 (" + GeneratedStore.runId(i) + ")");
        assertThat(row(page, "search_queries_made")).hasText(new String[] {"search_queries_made", "2", "1"});
        assertThat(page.locator("#store-compare tr[data-field=rationale]")).hasClass("cmp-differs");
        // confidence as the replay recomputes it from p_yes (0.32 and 0.6), not the 0.8 both files recorded
        assertThat(row(page, "confidence")).hasText(new String[] {"confidence", "0.36", "0.20"});
        assertThat(page.locator("#store-compare tr[data-field=confidence]")).hasClass("cmp-differs");
        Locator queries = page.locator("#store-compare [data-list=queries]");
        assertThat(queries.locator(".cmp-only-left li")).hasText(new String[] {"query " + i});
        assertThat(queries.locator(".cmp-shared li")).hasText(new String[] {"shared query"});
        assertThat(queries.locator(".cmp-only-right li")).hasCount(0);
        assertThat(page.locator("#store-compare [data-list=sources] .cmp-shared li"))
                .hasText(new String[] {"https://offline.example/shared"});

        // the other way round, chosen on the page, and kept in the link
        choose("#store-agent-left", "2. agent_1");
        page.waitForURL(u -> URLDecoder.decode(u, StandardCharsets.UTF_8).contains("agents=1,0"));
        assertThat(table.locator("th").nth(1)).hasText("agent_1 (" + GeneratedStore.runId(i) + ")");
        assertThat(table.locator("th").nth(2)).hasText("agent_0 (" + GeneratedStore.runId(i) + ")");
        assertThat(row(page, "search_queries_made")).hasText(new String[] {"search_queries_made", "1", "2"});
    }

    private static void assertCompared(Page p, int left, int right) {
        Locator table = p.locator("#store-compare .cmp-table");
        assertThat(table.locator("th").nth(1)).containsText(GeneratedStore.runId(left));
        assertThat(table.locator("th").nth(2)).containsText(GeneratedStore.runId(right));
        assertThat(row(p, "question"))
                .hasText(new String[] {"question", GeneratedStore.question(left), GeneratedStore.question(right)});
        assertThat(row(p, "tokens")).hasText(new String[] {
            "tokens", Python.thousands(GeneratedStore.tokens(left)), Python.thousands(GeneratedStore.tokens(right))
        });
        assertThat(p.locator("#store-compare [data-list=sources] .cmp-shared li"))
                .hasText(new String[] {"https://offline.example/shared"});
        assertThat(p.locator("#store-compare [data-list=queries] .cmp-only-left li"))
                .hasText(new String[] {"query " + left});
    }

    private static Locator row(Page p, String field) {
        return p.locator("#store-compare tr[data-field=" + field + "] > *");
    }

    /** The store's own order: by file name. */
    private static List<String> byName(List<Integer> runs) {
        return runs.stream().map(GeneratedStore::fileName).sorted().toList();
    }

    private static List<String> byTokens(boolean descending) {
        Comparator<Integer> order = Comparator.comparing(GeneratedStore::tokens);
        return ALL.stream()
                .sorted(descending ? order.reversed() : order)
                .map(GeneratedStore::fileName)
                .toList();
    }

    /** Ticks the selection checkbox on a file's row. */
    private void check(String fileName) {
        StoreListing.cell(page, storeService.rows(), fileName, "run");
        page.locator("#store-listing input.fc-select[data-file=\"" + fileName + "\"]")
                .check();
    }
}
