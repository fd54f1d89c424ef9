package com.agenteval.workbench.lessons.forecast;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.Scores;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.stats.ForecastIntervals;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.microsoft.playwright.Page;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ForecastCalibrationPageBrowserTest extends ForecastBrowserTest {

    @Test
    void theScoresAreWhatCalibrationReportComputesForTheStore() {
        List<RunTrace> runs = store().list().stream()
                .filter(t -> t instanceof StoredTrace.Valid)
                .map(t -> ((StoredTrace.Valid) t).run())
                .toList();
        CalibrationReport report = CalibrationReport.of(runs, 5);
        Scores s = report.agents();
        assertThat(s.n()).isGreaterThanOrEqualTo(70);

        open("/forecast/calibration?bins=5");
        assertThat(page.locator("#fig-brier .nb-figure-value")).hasText(Python.fixed(s.brier(), 4));
        assertThat(page.locator("#fig-log-score .nb-figure-value")).hasText(Python.fixed(s.logScore(), 4));
        assertThat(page.locator("#fig-sharpness .nb-figure-value")).hasText(Python.fixed(s.sharpness(), 4));
        assertThat(page.locator("#fig-forecasts .nb-figure-value")).hasText(String.valueOf(s.n()));
        assertThat(page.locator("#fig-runs .nb-figure-value")).hasText(String.valueOf(report.runs()));
        assertThat(page.locator("#fig-abstentions .nb-figure-value")).hasText(String.valueOf(report.abstentions()));
        assertThat(page.locator("#fig-invalid .nb-figure-value")).hasText("1");
        assertThat(page.locator("#calibration-scores .nb-command"))
                .containsText("forecast score --traces-dir " + STORE + " --read-only " + READ_ONLY + " --bins 5");

        // the calibration table and the reliability diagram: one point per non-empty bin, plus the diagonal
        page.waitForCondition(() -> gridSize("#calibration-bins") == 5);
        long nonEmpty = report.calibration().stream().filter(b -> b.count() > 0).count();
        // and behind the points, one Wilson bar (two ends) per non-empty bin
        assertThat(page.locator("#calibration-diagram aew-apex-chart")).hasAttribute("data-series", "3");
        assertThat(page.locator("#calibration-diagram aew-apex-chart"))
                .hasAttribute("data-points", String.valueOf(3 * nonEmpty + 2));
        List<Interval> wilson = ForecastIntervals.binWilson(report.forecasts(), 5);
        int firstBin = 0;
        while (report.calibration().get(firstBin).count() == 0) {
            firstBin++;
        }
        Object firstBar = page.locator("#calibration-diagram aew-apex-chart")
                .evaluate("e => JSON.parse(e.options).series[0].data.slice(0, 2).map(p => p.y)");
        assertThat(((List<?>) firstBar)
                        .stream().map(o -> ((Number) o).doubleValue()).toList())
                .isEqualTo(
                        List.of(wilson.get(firstBin).lo(), wilson.get(firstBin).hi()));

        // how sure: clustered by question by default (the switch: theErrorBarsSwitch...), the Murphy parts adding up
        // to the Brier, the ECE
        ForecastIntervals fi = ForecastIntervals.of(report.forecasts(), 5, 2000, 0L);
        assertThat(page.locator("#fig-brier-ci .nb-figure-value"))
                .hasText(PyFormat.withInterval(
                        s.brier(),
                        fi.brier(IntervalMethod.CLUSTERED).lo(),
                        fi.brier(IntervalMethod.CLUSTERED).hi(),
                        4));
        assertThat(page.locator("#fig-brier-ci .nb-figure-value"))
                .hasText(Pattern.compile("^0\\.\\d{4} \\[0\\.\\d{4}, 0\\.\\d{4}\\]$"));
        assertThat(page.locator("#fig-log-score-ci .nb-figure-value"))
                .hasText(PyFormat.withInterval(
                        s.logScore(),
                        fi.logScore(IntervalMethod.CLUSTERED).lo(),
                        fi.logScore(IntervalMethod.CLUSTERED).hi(),
                        4));
        assertThat(page.locator("#fig-murphy .nb-figure-value")).containsText("= " + Python.fixed(s.brier(), 4));
        assertThat(page.locator("#fig-ece .nb-figure-value")).hasText(Python.fixed(fi.ece(), 4));
        assertThat(page.locator("#fig-skill-base-rate .nb-figure-value"))
                .hasText(Python.fixed(fi.skillVsBaseRate(), 4));
        report.calibration().stream()
                .filter(b -> b.count() > 0)
                .forEach(b -> assertThat(cell("#calibration-bins", Python.fixed(b.observedFrequency(), 3)))
                        .isVisible());

        // each aggregation method by Brier, best first
        page.waitForCondition(
                () -> gridSize("#calibration-methods") == report.methods().size());
        CalibrationReport.MethodScore best = report.methods().get(0);
        assertThat(cell("#calibration-methods", best.method())).isVisible();
        assertThat(cell("#calibration-methods", Python.fixed(best.scores().brier(), 4)))
                .isVisible();

        // the book's evaluation panel, in a section of its own: final_p, the agents' mean and the market side by side
        // (Brier as Python's f"{x:.4f}" prints them for the book's two files)
        page.waitForCondition(() -> gridSize("#calibration-panels") == 3);
        assertThat(cell("#calibration-panels", "final_p")).isVisible();
        assertThat(cell("#calibration-panels", "0.0001")).isVisible();
        assertThat(cell("#calibration-panels", "0.0011")).isVisible();
        assertThat(cell("#calibration-panels", "market price")).isVisible();
        assertThat(page.locator("#calibration-panels")).containsText("Brier skill vs market");
        assertThat(cell("#calibration-panels", "0.1911")).isVisible();
        page.waitForCondition(() -> gridSize("#calibration-panel-bins") == 10);
        assertThat(page.locator("#calibration-panel-records"))
                .containsText("10 of 10 questions resolved; 2 known before the cutoff");
        assertThat(page.locator("#calibration-panel-records")).containsText("Executed June 2026 after all resolutions");
        assertThat(page.locator("body")).containsText("look-ahead");
        shot("#calibration-panels", "panels");

        shot("#calibration-scores", "scores");
        shot("#calibration-diagram", "diagram");
        shot("#calibration-methods", "methods");
        setParam("bins", "10");
        page.waitForCondition(() -> gridSize("#calibration-bins") == 10);
        assertThat(page.locator("#fig-brier .nb-figure-value")).hasText(Python.fixed(s.brier(), 4));
    }

    @Test
    void theErrorBarsSwitchChangesTheIntervalAndStaysInTheUrl() {
        List<RunTrace> runs = store().list().stream()
                .filter(t -> t instanceof StoredTrace.Valid)
                .map(t -> ((StoredTrace.Valid) t).run())
                .toList();
        CalibrationReport report = CalibrationReport.of(runs, 5);
        ForecastIntervals fi = ForecastIntervals.of(report.forecasts(), 5, 2000, 0L);
        // several agents answer each question: the clustered interval is not the naive one
        assertThat(fi.questions()).isLessThan(report.forecasts().size());
        Function<IntervalMethod, String> brier = m -> PyFormat.withInterval(
                fi.scores().brier(), fi.brier(m).lo(), fi.brier(m).hi(), 4);
        Function<IntervalMethod, String> log = m -> PyFormat.withInterval(
                fi.scores().logScore(), fi.logScore(m).lo(), fi.logScore(m).hi(), 4);
        assertThat(brier.apply(IntervalMethod.CLUSTERED))
                .isNotEqualTo(brier.apply(IntervalMethod.NAIVE))
                .isNotEqualTo(brier.apply(IntervalMethod.BOOTSTRAP));

        open("/forecast/calibration?bins=5");
        com.microsoft.playwright.Locator figure = page.locator("#fig-brier-ci .nb-figure-value");
        assertThat(figure).hasText(brier.apply(IntervalMethod.CLUSTERED));
        assertThat(page.locator("#fig-log-score-ci .nb-figure-value")).hasText(log.apply(IntervalMethod.CLUSTERED));
        assertThat(page.locator("#fig-brier-ci"))
                .containsText("clustered by question: " + fi.questions() + " questions");

        choose("#param-error_bars", "naive (forecasts independent)");
        assertThat(page).hasURL(Pattern.compile(".*error_bars=naive.*"));
        assertThat(figure).hasText(brier.apply(IntervalMethod.NAIVE));
        assertThat(page.locator("#fig-log-score-ci .nb-figure-value")).hasText(log.apply(IntervalMethod.NAIVE));

        choose("#param-error_bars", "bootstrap over questions");
        assertThat(page).hasURL(Pattern.compile(".*error_bars=bootstrap.*"));
        assertThat(figure).hasText(brier.apply(IntervalMethod.BOOTSTRAP));
        assertThat(page.locator("#fig-brier-ci")).containsText("2,000 resamples, seed 0");

        // the link keeps the switch with the other parameters: a reload and a changed bin count both keep it
        page.reload();
        assertThat(figure).hasText(brier.apply(IntervalMethod.BOOTSTRAP));
        setParam("bins", "10");
        assertThat(page).hasURL(Pattern.compile(".*error_bars=bootstrap.*"));
        page.waitForCondition(() -> gridSize("#calibration-bins") == 10);
        assertThat(figure).hasText(brier.apply(IntervalMethod.BOOTSTRAP)); // the bins do not move it
    }

    private com.microsoft.playwright.Locator cell(String table, String text) {
        return page.locator(table + " vaadin-grid-cell-content", new Page.LocatorOptions().setHasText(text))
                .first();
    }
}
