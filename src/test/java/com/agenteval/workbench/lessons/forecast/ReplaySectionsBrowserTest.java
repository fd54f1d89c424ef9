package com.agenteval.workbench.lessons.forecast;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.NotebookPrintout;
import com.agenteval.workbench.notebook.FirstScreenText;
import com.microsoft.playwright.Locator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The replay page shows each section once, and a section longer than a first screen collapsed (issue 26): a run
 * whose rationale is long and hostile (script tags, an image with onerror) replays with its key findings cut to a first
 * screen, opening whole on click, as text.
 */
class ReplaySectionsBrowserTest extends ForecastBrowserTest {

    private static final String HOSTILE =
            "<script>window.__pwned = 1</script><img src=x onerror=\"window.__pwned = 2\">";

    @Autowired
    TraceStoreService storeService;

    /** Twelve bullet lines of about 600 characters each, every one carrying markup: ten become key findings. */
    private static String longRationale() {
        List<String> lines = new ArrayList<>();
        lines.add("Overall the trend is up.");
        for (int i = 0; i < 12; i++) {
            lines.add("- finding " + i + " " + HOSTILE + " " + "evidence ".repeat(60));
        }
        return String.join("\n", lines);
    }

    private static RunTrace hostileRun() {
        ForecastArtifact agent = ForecastFixtures.artifact(
                "agent_0",
                0.7,
                longRationale(),
                List.of(AgentTrace.of(1, AgentTrace.FORECAST, "{\"action\":\"forecast\"}")),
                true);
        // no resolved outcome: the run is scored by no calibration page other tests read
        ForecastQuestion question = ForecastQuestion.of(
                "Will " + HOSTILE + " happen?", "Resolves YES if ...", "2027-12-31", "2027-06-30", null, null);
        return new RunTrace(
                "offline_research_agent",
                "simulated-forecaster",
                question,
                Map.of("max_steps", 5),
                List.of(agent),
                null,
                null,
                null,
                null,
                null,
                List.of(),
                "fixture",
                "2024-02-01T10:00:05+00:00",
                "hostile-long",
                null,
                null,
                "offline",
                null,
                Map.of());
    }

    @Test
    void aLongHostileSectionIsCollapsedOpensOnClickAndIsText() throws IOException {
        RunTrace run = hostileRun();
        String summary =
                NotebookPrintout.of(ReplayAnalysis.of(run), "x").sections().get(NotebookPrintout.SUMMARY);
        assertThat(summary.length()).isGreaterThan(FirstScreenText.CHARS);
        Path saved = storeService.save(run);
        try {
            open("/forecast/replay/" + saved.getFileName());
            assertThat(page.locator("#replay-header")).isVisible();
            Locator section = page.locator("#replay-summaries .nb-long-text")
                    .filter(new Locator.FilterOptions().setHas(page.locator("[data-section=summary]")));
            assertThat(section).hasCount(1);
            // collapsed: the first screen shows, the whole text is behind the closed control
            assertThat(section).not().hasAttribute("opened", "");
            assertThat(section.locator("[data-section=summary]")).isHidden();
            Locator first = page.locator("#replay-summaries .nb-first-screen").first();
            assertThat(first).isVisible();
            assertThat(first).containsText("Agent: agent_0");
            assertThat(first).containsText(HOSTILE);
            assertThat(first.innerText().length()).isLessThanOrEqualTo(FirstScreenText.CHARS + 2);
            assertThat(section.locator("vaadin-details-summary"))
                    .containsText("Show the whole text ("
                            + summary.split("\n", -1).length + " lines, " + String.format("%,d", summary.length())
                            + " characters)");

            // opened on click: the whole section, as text, once (its first screen gives way)
            section.locator("vaadin-details-summary").click();
            assertThat(section).hasAttribute("opened", "");
            assertThat(section.locator("[data-section=summary]")).isVisible();
            assertThat(first).isHidden();
            assertThat(section.locator("[data-section=summary]").innerText()).isEqualTo(summary);
            // the trace's markup stayed text: no element was made of it, nothing ran
            assertThat(page.locator("#replay-book img, #replay-summaries img, #replay-book script"))
                    .hasCount(0);
            assertThat(page.locator("#replay-header")).containsText(HOSTILE);
            assertThat(page.evaluate("() => window.__pwned === undefined")).isEqualTo(true);
            assertSectionsOnce(NotebookPrintout.of(ReplayAnalysis.of(run), "x"));
        } finally {
            Files.deleteIfExists(saved);
            storeService.refresh();
        }
    }

    /**
     * The book's run, as a student opens it at 1280×900: every heading on the page once, each of the book's sections
     * once (printed, or named with the one cell that shows it), and the page, everything long collapsed, a bounded
     * number of screens (it was about 10,000 px, with the book's part printing again what the cells below show).
     */
    @Test
    void theBooksRunShowsEachSectionOnceOnABoundedPage() {
        page.setViewportSize(1280, SCREEN);
        open("/forecast/replay/" + BOOK_CAPTURE);
        assertThat(page.locator("#replay-chart aew-apex-chart")).hasAttribute("data-points", "2");
        assertSectionsOnce(NotebookPrintout.of(ReplayAnalysis.of(ForecastFixtures.bookCapture()), BOOK_CAPTURE));

        int height = ((Number) page.evaluate("() => document.querySelector('.notebook').scrollHeight")).intValue();
        @SuppressWarnings("unchecked")
        Map<String, Number> cells = (Map<String, Number>) page.evaluate("() => Object.fromEntries("
                + "[...document.querySelectorAll('.notebook > .nb-cell')].filter(c => c.checkVisibility())"
                + ".map(c => [c.id || c.className, c.getBoundingClientRect().height]))");
        // no cell, collapsed, is longer than two screens (the timeline, the longest, shows each search's first
        // results), and the whole page is at most ten
        cells.forEach(
                (cell, h) -> assertThat(h.doubleValue()).as(cell + " (px)").isLessThanOrEqualTo(2.0 * SCREEN));
        assertThat(height).as("the page's height (px); the cells: " + cells).isLessThanOrEqualTo(MAX_SCREENS * SCREEN);
    }

    /** The height of a screen the page is measured on (the page tests' window), at 1280 px wide. */
    private static final int SCREEN = 900;
    /** The replay's page at most, in screens: it has 16 cells, four of them the lesson's explanations. */
    private static final int MAX_SCREENS = 10;

    /**
     * Every visible cell title and book-section title once; each of the printout's sections printed at most once
     * ({@code data-section}), and in the book's part either printed or named with the cell that shows it, whose
     * title is on the page once.
     */
    private void assertSectionsOnce(NotebookPrintout printout) {
        @SuppressWarnings("unchecked")
        List<String> headings = (List<String>) page.evaluate("() => [...document.querySelectorAll("
                + "'.nb-output-header h3, #replay-book .fc-book-section-title')].filter(e => e.checkVisibility())"
                + ".map(e => e.textContent.trim())");
        assertThat(headings).as("the page's headings").doesNotHaveDuplicates().hasSizeGreaterThan(10);
        @SuppressWarnings("unchecked")
        List<String> cellTitles = (List<String>) page.evaluate("() => [...document.querySelectorAll("
                + "'.nb-output-header h3')].filter(e => e.checkVisibility()).map(e => e.textContent.trim())");
        for (String key : printout.sections().keySet()) {
            Locator title = page.locator("#replay-book [data-book-section=" + key + "]");
            assertThat(title.count()).as(key).isEqualTo(1);
            assertThat(page.locator("[data-section=" + key + "]").count())
                    .as(key + ": printed at most once")
                    .isLessThanOrEqualTo(1);
            int printedHere =
                    page.locator("#replay-book [data-section=" + key + "]").count();
            Locator pointer = page.locator("#replay-book [data-book-section=" + key + "] + .fc-book-pointer");
            assertThat(printedHere + pointer.count())
                    .as(key + ": printed or named in the book's part")
                    .isEqualTo(1);
            if (pointer.count() == 1) {
                String named = pointer.innerText().replaceAll("^.*“(.*)”.*$", "$1");
                assertThat(cellTitles).as(key + " is shown under " + named).containsOnlyOnce(named);
            }
        }
    }
}
