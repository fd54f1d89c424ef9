package com.agenteval.workbench.lessons.forecast;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.core.forecast.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.ForecastQuestion;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.replay.NotebookPrintout;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
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

    private static final String HOSTILE = "<script>window.__pwned = 1</script><img src=x onerror=\"window.__pwned = 2\">";

    @Autowired
    TraceStoreService storeService;

    /** Twelve bullet lines of 300 characters each, every one carrying markup: ten become key findings. */
    private static String longRationale() {
        List<String> lines = new ArrayList<>();
        lines.add("Overall the trend is up.");
        for (int i = 0; i < 12; i++) {
            lines.add("- finding " + i + " " + HOSTILE + " " + "evidence ".repeat(26));
        }
        return String.join("\n", lines);
    }

    private static RunTrace hostileRun() {
        ForecastArtifact agent = ForecastFixtures.artifact("agent_0", 0.7, longRationale(),
                List.of(AgentTrace.of(1, AgentTrace.FORECAST, "{\"action\":\"forecast\"}")), true);
        // no resolved outcome: the run is scored by no calibration page other tests read
        ForecastQuestion question = ForecastQuestion.of("Will " + HOSTILE + " happen?", "Resolves YES if ...",
                "2027-12-31", "2027-06-30", null, null);
        return new RunTrace("offline_research_agent", "simulated-forecaster", question, Map.of("max_steps", 5),
                List.of(agent), null, null, null, null, null, List.of(), "fixture", "2024-02-01T10:00:05+00:00",
                "hostile-long", null, null, "offline", null, Map.of());
    }

    @Test
    void aLongHostileSectionIsCollapsedOpensOnClickAndIsText() throws IOException {
        RunTrace run = hostileRun();
        String findings = NotebookPrintout.of(ReplayAnalysis.of(run), "x").sections().get(NotebookPrintout.FINDINGS);
        assertThat(findings.length()).isGreaterThan(FirstScreenText.CHARS);
        Path saved = storeService.save(run);
        try {
            open("/forecast/replay/" + saved.getFileName());
            assertThat(page.locator("#replay-header")).isVisible();
            Locator section = page.locator("#replay-book .nb-long-text").filter(new Locator.FilterOptions()
                    .setHas(page.locator("[data-section=findings]")));
            assertThat(section).hasCount(1);
            // collapsed: the first screen shows, the whole text is behind the closed control
            assertThat(section).not().hasAttribute("opened", "");
            assertThat(section.locator("[data-section=findings]")).isHidden();
            Locator first = page.locator("#replay-book .nb-first-screen").first();
            assertThat(first).isVisible();
            assertThat(first).containsText("Key Findings:");
            assertThat(first).containsText(HOSTILE);
            assertThat(first.innerText().length()).isLessThanOrEqualTo(FirstScreenText.CHARS + 2);
            assertThat(section.locator("vaadin-details-summary")).containsText("Show the whole text ("
                    + findings.split("\n", -1).length + " lines, " + String.format("%,d", findings.length())
                    + " characters)");

            // opened on click: the whole section, as text, once (its first screen gives way)
            section.locator("vaadin-details-summary").click();
            assertThat(section).hasAttribute("opened", "");
            assertThat(section.locator("[data-section=findings]")).isVisible();
            assertThat(first).isHidden();
            assertThat(section.locator("[data-section=findings]").innerText()).isEqualTo(findings);
            // the trace's markup stayed text: no element was made of it, nothing ran
            assertThat(page.locator("#replay-book img, #replay-summaries img, #replay-book script")).hasCount(0);
            assertThat(page.locator("#replay-header")).containsText(HOSTILE);
            assertThat(page.evaluate("() => window.__pwned === undefined")).isEqualTo(true);

            // each section once: the summary is printed under "Agent summaries" only; the book's part names it
            assertThat(page.locator("[data-section=summary]")).hasCount(1);
            assertThat(page.locator("#replay-summaries [data-section=summary]")).hasCount(1);
            assertThat(page.locator("#replay-book .fc-book-pointer")).containsText("Agent summaries");
            for (String key : NotebookPrintout.of(ReplayAnalysis.of(run), "x").sections().keySet()) {
                assertThat(page.locator("[data-section=" + key + "]").count()).as(key).isEqualTo(1);
            }
        } finally {
            Files.deleteIfExists(saved);
            storeService.refresh();
        }
    }
}
