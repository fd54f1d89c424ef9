package com.agenteval.workbench.lessons.judges;

import static com.agenteval.workbench.core.judge.JudgeComparison.share;
import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.judge.Scorecard.MetricScore;
import com.agenteval.workbench.core.judge.Scorecard.TraceComparison;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.agenteval.workbench.core.stats.JudgeIntervals;
import com.agenteval.workbench.core.stats.JudgeIntervals.JudgeCalibration;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.microsoft.playwright.Page;
import java.math.BigInteger;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class JudgesPageBrowserTest extends BrowserTest {

    private static JudgeComparison core(String config, int tasks, long taskSeed) {
        return JudgeComparison.of(JudgeComparison.params(
                config, false, tasks, BigInteger.valueOf(taskSeed), BigInteger.ZERO, WorldSpec.of(14)));
    }

    /** The metric table's cells in row order (all rows are rendered). */
    private List<String> metricCells() {
        return page.locator("#metric-table vaadin-grid-cell-content").allInnerTexts().stream()
                .map(String::strip)
                .toList();
    }

    private static List<String> row(MetricScore o, MetricScore r) {
        return List.of(
                o.metric().name(),
                String.valueOf(o.support()),
                share(o.precision()),
                share(o.recall()),
                share(o.f1()),
                share(o.located().share()),
                share(r.precision()),
                share(r.recall()),
                share(r.f1()),
                share(r.located().share()));
    }

    @Test
    void eachJudgeScoreHasItsBootstrapIntervalAndEachMetricItsKappa() {
        page.navigate("http://localhost:" + port + "/judges?config=react&tasks=60&task_seed=2");
        page.waitForSelector("vaadin-app-layout", new Page.WaitForSelectorOptions().setTimeout(180_000));
        JudgeComparison c = core("react", 60, 2);
        JudgeIntervals rules = JudgeIntervals.of(c.rules(), 2000, 0L);
        // the default error bars: location and joint accuracy clustered by trace; F1 always the bootstrap
        String joint =
                JudgeIntervalsTable.withInterval(c.rules().joint().share(), rules.joint(IntervalMethod.CLUSTERED));
        assertThat(joint).matches("\\d\\.\\d{2} \\[\\d\\.\\d{2}, \\d\\.\\d{2}\\]");
        String f1 = JudgeIntervalsTable.withInterval(
                c.rules().metrics().get(Metric.TC).f1(), rules.f1().get(Metric.TC));
        double kappa = rules.kappa().get(Metric.TC);
        page.waitForCondition(() -> intervalCells().size() >= 4 * 18);
        assertThat(intervalCells()).containsSubsequence("rule judge", "Joint accuracy", joint);
        assertThat(intervalCells())
                .containsSubsequence("F1 of TC", f1, Double.isNaN(kappa) ? "—" : PyFormat.fixed(kappa, 2));
        // the switch, kept in the URL: the bootstrap over traces
        page.navigate("http://localhost:" + port + "/judges?config=react&tasks=60&task_seed=2&error_bars=bootstrap");
        String boot = JudgeIntervalsTable.withInterval(c.rules().joint().share(), rules.joint());
        page.waitForCondition(() -> intervalCells().contains(boot));
        assertThat(intervalCells()).containsSubsequence("rule judge", "Joint accuracy", boot);
        assertThat(intervalCells()).containsSubsequence("F1 of TC", f1);
        assertThat(page).hasURL(Pattern.compile(".*error_bars=bootstrap.*"));
    }

    private List<String> intervalCells() {
        return page.locator("#judge-intervals vaadin-grid-cell-content").allInnerTexts().stream()
                .map(String::strip)
                .toList();
    }

    @Test
    void theCalibrationSectionCorrectsTheJudgesErrorRateAndGradesBothEstimates() {
        page.navigate("http://localhost:" + port
                + "/judges?config=react&tasks=60&task_seed=2&judge=rules&calibration=20&stats_seed=1");
        page.waitForSelector("vaadin-app-layout", new Page.WaitForSelectorOptions().setTimeout(180_000));
        JudgeComparison c = core("react", 60, 2);
        JudgeCalibration cal = JudgeCalibration.of(c.rules(), 20, 1000, 1L);
        String fixed3 = PyFormat.fixed(cal.truth(), 3);
        assertThat(page.locator("#fig-calibration-truth")).containsText(fixed3);
        assertThat(page.locator("#fig-calibration-truth")).containsText("60");
        assertThat(page.locator("#fig-calibration-raw"))
                .containsText(PyFormat.withInterval(
                        cal.first().raw(),
                        cal.first().rawCi95().lo(),
                        cal.first().rawCi95().hi(),
                        3));
        assertThat(page.locator("#fig-calibration-raw")).containsText("the 40 traces not hand-checked");
        assertThat(page.locator("#fig-calibration-corrected")).containsText("20 hand-checked traces");
        assertThat(page.locator("#fig-calibration-corrected"))
                .containsText(String.format(Locale.ROOT, "of %,d draws", 1000 - cal.uncorrectable()));

        setParam("calibration", "30");
        assertThat(page).hasURL(Pattern.compile(".*calibration=30.*"));
        assertThat(page.locator("#fig-calibration-raw")).containsText("the 30 traces not hand-checked");
        page.locator("#judge-calibration")
                .screenshot(new com.microsoft.playwright.Locator.ScreenshotOptions()
                        .setPath(Paths.get("target/screenshots", "judges-calibration.png")));
    }

    @Test
    void theUrlSetsTheTracesAChangeRecomputesAndTheDrillDownShowsLabelsBesideFindings() {
        // the first page of a fresh app can take long on a busy machine (dev-mode bundle); later ones are quick
        page.navigate(
                "http://localhost:" + port + "/judges?config=react&tasks=60&task_seed=2&judge=rules&show=disagree");
        page.waitForSelector("vaadin-app-layout", new Page.WaitForSelectorOptions().setTimeout(180_000));
        JudgeComparison c = core("react", 60, 2);
        assertThat(page.locator("#fig-traces")).containsText("60");
        assertThat(page.locator("#fig-labels"))
                .containsText(String.valueOf(c.rules().labels()));
        assertThat(page.locator("#fig-joint-rules"))
                .containsText(share(c.rules().joint().share()));
        assertThat(page.locator("#fig-joint-outcome"))
                .containsText(share(c.outcome().joint().share()));
        page.waitForCondition(() -> metricCells().size() >= 80);
        List<String> cells = metricCells();
        for (Metric m : Metric.values()) {
            assertThat(cells)
                    .containsSubsequence(row(
                            c.outcome().metrics().get(m), c.rules().metrics().get(m)));
        }
        // recall per metric, one bar series per judge
        assertThat(page.locator("aew-apex-chart")).hasAttribute("data-series", "2");
        assertThat(page.locator("aew-apex-chart .apexcharts-bar-series .apexcharts-series"))
                .hasCount(2);
        assertThat(page.locator(".nb-command").first())
                .containsText("judge --judge rules --tasks 60 --task-seed 2 --config react");

        setParam("tasks", "90");
        JudgeComparison c90 = core("react", 90, 2);
        assertThat(page).hasURL(Pattern.compile(".*tasks=90.*"));
        assertThat(page.locator("#fig-traces")).containsText("90");
        assertThat(page.locator("#fig-joint-rules"))
                .containsText(share(c90.rules().joint().share()));
        assertThat(page.locator("#fig-lucky"))
                .containsText(String.valueOf(c90.rules().luckyCorrect().total()));
        MetricScore tc = c90.rules().metrics().get(Metric.TC);
        page.waitForCondition(() -> metricCells().containsAll(List.of(String.valueOf(tc.support()))));

        // the drill-down: a disagreement with labels and findings on the same steps
        List<TraceComparison> drill = DisagreementsCell.drill(c90.rules(), "rules", "disagree", i -> "")
                .matching();
        assertThat(page.locator("#drill-count")).containsText(String.valueOf(drill.size()));
        TraceComparison both = drill.stream()
                .filter(t -> !t.labels().isEmpty() && !t.findings().isEmpty())
                .findFirst()
                .orElseThrow();
        page.locator("#drill-" + both.traceId() + " vaadin-details-summary").click();
        assertThat(page.locator("#drill-" + both.traceId() + " .step-row"))
                .hasCount(both.trace().steps().size());
        assertThat(page.locator("#drill-" + both.traceId() + " .label"))
                .hasCount(both.labels().size());
        assertThat(page.locator("#drill-" + both.traceId() + " .finding"))
                .hasCount(both.findings().size());
        assertThat(page.locator("#drill-" + both.traceId() + " .step-row[data-status=missed]")
                        .first())
                .isVisible();
        for (String cell : List.of("metric-table", "judge-table", "benign-table", "drill-down")) {
            page.locator("#" + cell)
                    .screenshot(new com.microsoft.playwright.Locator.ScreenshotOptions()
                            .setPath(Paths.get("target/screenshots", "judges-" + cell + ".png")));
        }
        page.locator("aew-apex-chart")
                .screenshot(new com.microsoft.playwright.Locator.ScreenshotOptions()
                        .setPath(Paths.get("target/screenshots", "judges-chart.png")));

        page.reload();
        assertThat(page.locator("#fig-traces")).containsText("90");
        assertThat(page.locator("#fig-joint-rules"))
                .containsText(share(c90.rules().joint().share()));
        assertThat(paramInput("tasks")).hasValue("90");
    }
}
