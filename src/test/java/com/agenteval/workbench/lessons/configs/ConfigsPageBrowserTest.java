package com.agenteval.workbench.lessons.configs;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.ConfigScore;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.stats.ClusteredMean;
import com.agenteval.workbench.core.stats.ConfigScoreIntervals;
import com.agenteval.workbench.core.stats.ConfigScoreIntervals.PairedDifference;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.microsoft.playwright.Locator;
import java.math.BigInteger;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ConfigsPageBrowserTest extends BrowserTest {

    private static final World WORLD = WorldSpec.lecture().make();

    /** plan_exec's score for these parameters, computed by the core as the page should. */
    private static ConfigScore planExec(TaskSetChoice set, int tasks, int runs, double rho) {
        return planExec(WORLD, set, tasks, runs, rho);
    }

    private static ConfigScore planExec(World world, TaskSetChoice set, int tasks, int runs, double rho) {
        ConfigComparison c =
                new ConfigComparison(world.spec(), set, tasks, 1, 2, 0, runs, rho, AgentConfigs.standard(), Set.of());
        return c.run(world).stream()
                .filter(s -> s.config().name().equals("plan_exec"))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void aLinkCarriesItsWorld() {
        World other = new WorldSpec(BigInteger.valueOf(7), 0, 0.6, 0.5, 0.3).make();
        ConfigScore there = planExec(other, TaskSetChoice.FAMILIAR, 40, 3, 0.5);
        ConfigScore here = planExec(TaskSetChoice.FAMILIAR, 40, 3, 0.5);
        assertThat(there.passHatLast()).isNotEqualTo(here.passHatLast());

        openPatiently("/configs?task_set=familiar&tasks=40&k=3&seed=7&n_stale=0&memory_acc=0.6&web_exact=0.5"
                + "&web_rounded=0.3");
        assertThat(page.locator("#fig-pass-k")).containsText(ConfigTableCell.fraction(there.passHatLast()));
        assertThat(page.locator("#configs-table-cell .nb-command")).containsText("--world-seed 7 --n-stale 0");

        setParam("world_seed", "14");
        setParam("n_stale", String.valueOf(WORLD.spec().nStale()));
        setParam("memory_acc", String.valueOf(WORLD.spec().memoryAcc()));
        setParam("web_exact", String.valueOf(WORLD.spec().webExact()));
        setParam("web_rounded", String.valueOf(WORLD.spec().webRounded()));
        assertThat(page.locator("#fig-pass-k")).containsText(ConfigTableCell.fraction(here.passHatLast()));
    }

    @Test
    void twoConfigsAreComparedTaskByTaskTheOppositeTasksFirstAndTheComparisonIsALink() {
        ConfigComparison c = new ConfigComparison(
                WORLD.spec(), TaskSetChoice.FAMILIAR, 40, 1, 2, 0, 3, 0.5, AgentConfigs.standard(), Set.of());
        List<ConfigScore> scores = c.run(WORLD);
        ConfigScore direct = scores.stream()
                .filter(s -> s.config().name().equals("direct"))
                .findFirst()
                .orElseThrow();
        ConfigScore planExec = scores.stream()
                .filter(s -> s.config().name().equals("plan_exec"))
                .findFirst()
                .orElseThrow();
        int[] a = direct.sets().get(0).correct();
        int[] b = planExec.sets().get(0).correct();
        int opposite = -1;
        for (int i = 0; i < a.length && opposite < 0; i++) {
            if (Math.min(a[i], b[i]) == 0 && Math.max(a[i], b[i]) == 3) {
                opposite = i;
            }
        }
        assertThat(opposite)
                .as("a task one config always gets right and the other always wrong")
                .isNotNegative();

        openPatiently("/configs?task_set=familiar&tasks=40&k=3&compare_a=direct&compare_b=plan_exec");
        Locator table = page.locator("#configs-compare .cmp-table");
        assertThat(table.locator("tr").first().locator("th")).hasText(new String[] {"Field", "direct", "plan_exec"});
        assertThat(page.locator("#configs-compare tr[data-field=accuracy] > td"))
                .hasText(new String[] {
                    ScoresWithIntervals.fraction(direct.accuracy(), clustered(direct)),
                    ScoresWithIntervals.fraction(planExec.accuracy(), clustered(planExec))
                });
        // after accuracy, mean_cost and pass^3: the first opposite task, in task order
        Locator firstTask = table.locator("tr").nth(4);
        assertThat(firstTask.locator("th")).hasText("familiar task " + opposite);
        assertThat(firstTask.locator("td"))
                .hasText(new String[] {a[opposite] + " of 3 runs correct", b[opposite] + " of 3 runs correct"});
        assertThat(firstTask).hasClass("cmp-differs");
        // only the tasks they differ on, at most 30, then one row that counts the rest
        long same = IntStream.range(0, a.length).filter(i -> a[i] == b[i]).count();
        long differing = a.length - same;
        Locator last = table.locator("tr").last();
        assertThat(last.locator("th")).hasText("other tasks");
        assertThat(last.locator("td").first())
                .hasText(Math.max(0, differing - 30) + " more tasks differ; " + same
                        + " tasks have the same result for both");
        org.assertj.core.api.Assertions.assertThat(table.locator("tr").count())
                .isEqualTo(1 + 3 + (int) Math.min(differing, 30) + 1);
        assertThat(page).hasURL(Pattern.compile(".*compare_a=direct.*"));
    }

    @Test
    void everyScoreHasItsIntervalTheSwitchIsInTheLinkAndTheChartsDrawTheBars() {
        ConfigComparison c = new ConfigComparison(
                WORLD.spec(), TaskSetChoice.FAMILIAR, 40, 1, 2, 0, 3, 0.5, AgentConfigs.standard(), Set.of());
        List<ConfigScore> scores = c.run(WORLD);
        ConfigScore planExec = scores.stream()
                .filter(s -> s.config().name().equals("plan_exec"))
                .findFirst()
                .orElseThrow();
        ConfigScore direct = scores.stream()
                .filter(s -> s.config().name().equals("direct"))
                .findFirst()
                .orElseThrow();
        ConfigScoreIntervals ci = ConfigScoreIntervals.of(planExec, 2000, 0L);
        String clustered = ScoresWithIntervals.fraction(planExec.accuracy(), ci.accuracy(IntervalMethod.CLUSTERED));
        String naive = ScoresWithIntervals.fraction(planExec.accuracy(), ci.accuracy(IntervalMethod.NAIVE));
        org.assertj.core.api.Assertions.assertThat(clustered).matches("0\\.\\d{3} \\[0\\.\\d{3}, 0\\.\\d{3}\\]");
        org.assertj.core.api.Assertions.assertThat(naive).isNotEqualTo(clustered);

        openPatiently("/configs?task_set=familiar&tasks=40&k=3&compare_a=direct&compare_b=plan_exec");
        assertThat(page.locator("#configs-table")).containsText(clustered);
        assertThat(page.locator("#configs-table"))
                .containsText(ScoresWithIntervals.dollars(planExec.meanCost(), ci.meanCost()));
        assertThat(page.locator("#fig-pass-k"))
                .containsText(ScoresWithIntervals.fraction(
                        planExec.passHatLast(), ci.passHat().get(2)));
        // the paired difference, in the core's numbers and words
        PairedDifference d = ConfigScoreIntervals.paired(direct, planExec);
        assertThat(page.locator("#fig-paired-difference"))
                .containsText(PyFormat.withInterval(
                        d.meanDifference(), d.ci95().lo(), d.ci95().hi(), 3));
        assertThat(page.locator("#fig-paired-difference"))
                .containsText(
                        d.distinguishes()
                                ? "the data tell direct − plan_exec apart"
                                : "these tasks cannot tell direct − plan_exec apart");
        assertThat(page.locator("#fig-paired-correlation")).containsText(PyFormat.fixed(d.correlation(), 3));

        // the charts: one series of bars on the Pareto scatter, a band under every pass^k curve
        Locator pareto = page.locator("#pareto-cell aew-apex-chart");
        assertThat(pareto).hasAttribute("data-series", "10");
        assertThat(pareto).hasAttribute("data-rendered", Pattern.compile("\\d+"));
        org.assertj.core.api.Assertions.assertThat(pareto.evaluate(
                        "e => JSON.parse(e.options).series.filter(s => s.name === '95% intervals')[0].data.length"))
                .isEqualTo(7 * 4 + 7 * 2 - 1); // four ends per config, a gap between bars
        Locator passK = page.locator("#passk-cell aew-apex-chart");
        assertThat(passK).hasAttribute("data-rendered", Pattern.compile("\\d+"));
        org.assertj.core.api.Assertions.assertThat(
                        passK.evaluate("e => JSON.parse(e.options).series.filter(s => s.type === 'rangeArea').length"))
                .isEqualTo(7);
        org.assertj.core.api.Assertions.assertThat(passK.locator(".apexcharts-rangeArea-area, "
                                + ".apexcharts-rangearea-series path, .apexcharts-series[rel]")
                        .count())
                .isPositive();

        // the switch: naive, in the link
        page.locator("#param-error_bars").click();
        page.locator(
                        "vaadin-select-item",
                        new com.microsoft.playwright.Page.LocatorOptions().setHasText("naive (runs independent)"))
                .click();
        assertThat(page).hasURL(Pattern.compile(".*error_bars=naive.*"));
        assertThat(page.locator("#configs-table")).containsText(naive);
        openPatiently("/configs?task_set=familiar&tasks=40&k=3&error_bars=bootstrap");
        assertThat(page.locator("#configs-table"))
                .containsText(ScoresWithIntervals.fraction(planExec.accuracy(), ci.accuracyBootstrap()));
    }

    /** The accuracy's clustered interval, the page's default error bars. */
    private static Interval clustered(ConfigScore s) {
        return ClusteredMean.ofCounts(s.sets().get(0).correct(), s.passK().size())
                .ci95Clustered();
    }

    private Locator tableCells() {
        return page.locator("#configs-table vaadin-grid-cell-content");
    }

    @Test
    void theDefaultsRunSevenConfigsOverBothSetsAndTheUiRecomputesWhatTheCoreComputes() {
        openPatiently("/configs");
        ConfigScore defaults = planExec(TaskSetChoice.BOTH, 200, 8, 0.5);
        assertThat(page.locator("#fig-pass-k")).containsText(ConfigTableCell.fraction(defaults.passHatLast()));
        assertThat(page.locator("#fig-pass-1")).containsText(ConfigTableCell.fraction(defaults.accuracy()));
        assertThat(page.locator("#pareto-cell aew-apex-chart")).hasAttribute("data-series", "10");
        assertThat(page.locator("#passk-cell aew-apex-chart")).hasAttribute("data-series", "14");
        assertThat(page.locator("#passk-cell aew-apex-chart")).hasAttribute("data-points", "112");
        assertThat(page.locator("#pareto-cell .apexcharts-series")).hasCount(10);
        assertThat(tableCells().filter(new Locator.FilterOptions().setHasText("pass^8")))
                .hasCount(1);
        fullScreenshot("ConfigsPage-defaults");

        // the lecture's anchor: one run per task on the familiar set
        page.locator("#param-task_set").click();
        page.locator("vaadin-select-item")
                .filter(new Locator.FilterOptions().setHasText("familiar"))
                .click();
        setParam("k", "1");
        assertThat(page).hasURL(Pattern.compile(".*task_set=familiar.*"));
        assertThat(page.locator("#fig-pass-1")).containsText("0.720");
        assertThat(page.locator("#passk-cell aew-apex-chart")).hasAttribute("data-points", "14");

        setParam("k", "6");
        ConfigScore six = planExec(TaskSetChoice.FAMILIAR, 200, 6, 0.5);
        assertThat(page.locator("#fig-pass-k")).containsText(ConfigTableCell.fraction(six.passHatLast()));
        assertThat(page.locator("#passk-cell aew-apex-chart")).hasAttribute("data-points", "84");

        setParam("rho", "1");
        ConfigScore correlated = planExec(TaskSetChoice.FAMILIAR, 200, 6, 1.0);
        assertThat(page.locator("#fig-pass-k")).containsText(ConfigTableCell.fraction(correlated.passHatLast()));
        assertThat(page.locator("#fig-pass-1")).containsText(ConfigTableCell.fraction(correlated.accuracy()));
        assertThat(page.locator("#configs-table-cell .nb-command")).containsText("\"rho\":1.0");

        String url = page.url();
        page.reload();
        assertThat(page.locator("#fig-pass-k")).containsText(ConfigTableCell.fraction(correlated.passHatLast()));
        assertThat(page.locator("#passk-cell aew-apex-chart")).hasAttribute("data-points", "84");
        assertThat(page.url()).isEqualTo(url);
    }

    @Test
    void outOfRangeInputShowsOnTheFieldAndKeepsTheLastGoodOutput() {
        openPatiently("/configs?task_set=new&tasks=40&k=3");
        String good = ConfigTableCell.fraction(
                planExec(TaskSetChoice.NEW_DATA, 40, 3, 0.5).passHatLast());
        assertThat(page.locator("#fig-pass-k")).containsText(good);

        setParam("k", "0");
        assertThat(page.locator("#param-k")).hasAttribute("invalid", "");
        assertThat(page.locator("#param-k"))
                .containsText("k must be between 1 and 20, got 0"); // the declared k, this page's range
        setParam("rho", "1.5");
        assertThat(page.locator("#param-rho")).hasAttribute("invalid", "");
        assertThat(page.locator("#fig-pass-k")).containsText(good);
        assertThat(page.url()).contains("k=3");

        setParam("tasks", "30");
        assertThat(page.locator("#fig-pass-k"))
                .containsText(ConfigTableCell.fraction(
                        planExec(TaskSetChoice.NEW_DATA, 30, 3, 0.5).passHatLast()));
    }

    @Test
    void aCustomConfigJoinsTheComparisonForThisSessionOnly() {
        openPatiently("/configs?task_set=familiar&tasks=40&k=2");
        assertThat(page.locator("#pareto-cell aew-apex-chart")).hasAttribute("data-series", "10");

        page.locator("#custom-name input").fill("plan_exec");
        page.locator("#custom-save").click();
        assertThat(page.locator("#custom-name")).hasAttribute("invalid", "");

        page.locator("#custom-name input").fill("careful");
        page.locator("#custom-scale input").fill("30");
        page.locator("#custom-save").click();
        assertThat(page.locator("#custom-scale")).hasAttribute("invalid", "");
        page.locator("#custom-scale input").fill("0.5");
        page.locator("#custom-save").click();
        assertThat(page.locator("#custom-list")).containsText("careful");
        assertThat(page.locator("#pareto-cell aew-apex-chart")).hasAttribute("data-series", "11");
        assertThat(page.locator("#passk-cell aew-apex-chart")).hasAttribute("data-series", "16");
        assertThat(tableCells().filter(new Locator.FilterOptions().setHasText("careful (yours)")))
                .hasCount(1);
        assertThat(page.locator("#configs-table-cell .nb-command")).containsText("--config '{\"name\":\"careful\"");
        fullScreenshot("ConfigsPage-custom");

        page.reload();
        assertThat(page.locator("#pareto-cell aew-apex-chart")).hasAttribute("data-series", "11");

        page.locator(".custom-remove[data-config='careful']").click();
        assertThat(page.locator("#pareto-cell aew-apex-chart")).hasAttribute("data-series", "10");
        assertThat(page.locator("#custom-list")).not().containsText("careful");

        // another student (no session cookie: a new Vaadin session) never sees this student's configs
        page.locator("#custom-name input").fill("other");
        page.locator("#custom-name input").press("Enter"); // Enter saves, as the button does
        assertThat(page.locator("#passk-cell aew-apex-chart")).hasAttribute("data-series", "16");
        context.clearCookies();
        openPatiently("/configs?task_set=familiar&tasks=40&k=2");
        assertThat(page.locator("#custom-list")).not().containsText("other");
        assertThat(page.locator("#passk-cell aew-apex-chart")).hasAttribute("data-series", "14");
    }
}
