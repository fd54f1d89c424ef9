package com.agenteval.workbench.lessons.errorbars;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.jobs.Job.Progress;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.stats.CoverageLab;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.math.BigInteger;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The error-bar lab opened directly with small parameters: the truth, a run of the lab, its cancel. */
class ErrorBarsPageBrowserTest extends BrowserTest {

    /** The lab's work on a busy 2-core machine: the truth of seven configs, then M evaluations. */
    private static final LocatorAssertions.HasAttributeOptions LONG =
            new LocatorAssertions.HasAttributeOptions().setTimeout(240_000);

    private static final String SMALL =
            "/error-bars?config=plan_exec&tasks=20&k=8&rho=0.6&replications=100" + "&stats_seed=3";

    private List<String> cells(String table) {
        return page.locator("#" + table + " vaadin-grid-cell-content").allInnerTexts().stream()
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .toList();
    }

    @Test
    void theLabGradesTheThreeIntervalsAsTheCoreDoesAndDrawsTheFirstIntervals() {
        page.navigate("http://localhost:" + port + SMALL);
        page.waitForSelector("vaadin-app-layout", new Page.WaitForSelectorOptions().setTimeout(180_000));
        assertThat(page.locator("#param-replications input")).hasValue("100");
        assertThat(page.locator("#param-stats_seed input")).hasValue("3");
        assertThat(page.locator("#truth-table")).hasAttribute("data-state", "ready", LONG);
        List<String> truths = cells("truth-table");
        assertThat(truths)
                .contains("direct", "react", "plan_exec", "plan_exec+reflect", "retry3", "vote3", "plan_exec_large");

        page.locator("#lab-coverage-run").click();
        assertThat(page.locator("#coverage-table")).hasAttribute("data-state", "ready", LONG);
        assertThat(page.locator("#lab-coverage-status")).hasText("Done.");

        // the same numbers as the core's lab at the same parameters
        World world = WorldSpec.lecture().make();
        AgentConfig cfg = new LabSpec(WorldSpec.lecture(), "plan_exec", 20, 8, 0.6, 100, 3L, "react").runs();
        CoverageLab.Truth truth = CoverageLab.truth(world, cfg, BigInteger.ONE, false, BigInteger.ZERO);
        CoverageLab.Coverage c =
                CoverageLab.coverage(world, cfg, truth, false, 20, 8, 100, 3L, Progress.none(), new Cancellation());
        List<String> rows = cells("coverage-table");
        assertThat(rows)
                .containsSubsequence(
                        "naive",
                        LabOutputs.percent(c.naive().coverage()),
                        LabOutputs.points(c.naive().mcError()),
                        LabOutputs.fixed(c.naive().meanWidth()));
        assertThat(rows)
                .containsSubsequence(
                        "clustered by task",
                        LabOutputs.percent(c.clustered().coverage()),
                        "cluster bootstrap",
                        LabOutputs.percent(c.bootstrap().coverage()));
        // at rho 0.6 and k 8 the naive interval under-covers, the clustered one does not
        assertThat(c.naive().coverage()).isLessThan(c.clustered().coverage());
        assertThat(truths).contains(LabOutputs.fourDecimals(truth.mean()));

        // a forest plot per method: hits and misses, two ends for each of the first 50 intervals
        for (String method : LabOutputs.METHODS) {
            Locator chart = page.locator("#forest-" + method + " aew-apex-chart");
            assertThat(chart).hasAttribute("data-series", "2");
            assertThat(chart).hasAttribute("data-points", "100");
            assertThat(chart).hasAttribute("data-rendered", Pattern.compile("\\d+"));
        }
        long naiveMisses = c.first().stream()
                .filter(r -> !r.naive().contains(truth.mean()))
                .count();
        assertThat(page.locator("#forest-naive .nb-chart-table td")
                        .filter(new Locator.FilterOptions().setHasText("misses it")))
                .hasCount((int) (2 * naiveMisses));
        assertThat(page.locator("#coverage-table .nb-command"))
                .hasText(LabOutputs.coverageCommand(
                        new LabSpec(WorldSpec.lecture(), "plan_exec", 20, 8, 0.6, 100, 3L, "react")));

        // a change puts every lab parameter in the URL, each under its declared name
        setParam("stats_seed", "4");
        assertThat(page).hasURL(Pattern.compile(".*stats_seed=4.*"));
        assertThat(page.url())
                .contains("tasks=20")
                .contains("k=8")
                .contains("rho=0.6")
                .contains("replications=100")
                .contains("config=plan_exec")
                .contains("versus=plan_exec")
                .contains("world_seed=14");
        fullScreenshot("error-bars-lab");
    }

    @Test
    void aLongRunCanBeCancelledAndShowsItsProgress() {
        page.navigate("http://localhost:" + port + "/error-bars?tasks=400&k=16&replications=2000&lang=en");
        page.waitForSelector("vaadin-app-layout", new Page.WaitForSelectorOptions().setTimeout(180_000));
        page.locator("#lab-leaderboard-run").click();
        assertThat(page.locator("#lab-leaderboard-run")).hasAttribute("data-busy", "true");
        assertThat(page.locator("#lab-leaderboard-status")).containsText("of 2,000 replications done");
        page.locator("#lab-leaderboard-cancel").click();
        assertThat(page.locator("#lab-leaderboard-status"))
                .hasText("Cancelled: nothing new is shown.", new LocatorAssertions.HasTextOptions().setTimeout(60_000));
        assertThat(page.locator("#lab-leaderboard-run")).hasAttribute("data-busy", "false");
        assertThat(page.locator("#leaderboard-table")).not().hasAttribute("data-state", "ready");
    }
}
