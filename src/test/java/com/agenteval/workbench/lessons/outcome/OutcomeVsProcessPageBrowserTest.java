package com.agenteval.workbench.lessons.outcome;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.cli.WorkbenchCli;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.outcome.OutcomeMeasures;
import com.agenteval.workbench.core.outcome.OutcomeMeasures.OutcomeIntervals;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.Parameters.CommandLines;
import com.agenteval.workbench.core.stats.ClusteredMean.ClusterBootstrap;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.lessons.shared.AgentRuns;
import com.agenteval.workbench.lessons.shared.PageShots;
import com.agenteval.workbench.lessons.shared.SimCli;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The outcome page in Chromium: measures computed by the core, a chart per set, links into the timeline. */
class OutcomeVsProcessPageBrowserTest extends BrowserTest {

    private static final World WORLD = WorldSpec.lecture().make();

    @Override
    protected Page open(String pathAndQuery) {
        return PageShots.openPatiently(this::superOpen, page, pathAndQuery);
    }

    private Page superOpen(String pathAndQuery) {
        return super.open(pathAndQuery);
    }

    private static List<Trace> traces(AgentConfig c, int n, int seed, boolean newData) {
        List<Task> tasks = Tasks.make(WORLD, n, seed, newData);
        return AgentRuns.traces(WORLD, tasks, c, BigInteger.ZERO);
    }

    private static OutcomeIntervals intervals(List<Trace> traces) {
        return OutcomeIntervals.of(traces, ClusterBootstrap.DEFAULT_RESAMPLES, ClusterBootstrap.DEFAULT_SEED);
    }

    private void assertFigures(AgentConfig c, int n) {
        List<Trace> familiarTraces = traces(c, n, 1, false);
        List<Trace> freshTraces = traces(c, n, 2, true);
        OutcomeMeasures familiar = OutcomeMeasures.of(familiarTraces);
        OutcomeMeasures fresh = OutcomeMeasures.of(freshTraces);
        // the default error bars: clustered by task
        assertThat(page.locator("#fig-familiar-accuracy .nb-figure-value"))
                .hasText(OutcomeFiguresCell.rate(
                        familiar.accuracy(),
                        intervals(familiarTraces).accuracy().of(IntervalMethod.CLUSTERED)));
        assertThat(page.locator("#fig-new-accuracy .nb-figure-value"))
                .hasText(OutcomeFiguresCell.rate(
                        fresh.accuracy(), intervals(freshTraces).accuracy().of(IntervalMethod.CLUSTERED)));
        assertThat(page.locator("#fig-familiar-lucky .nb-figure-value")).hasText(String.valueOf(familiar.lucky()));
        assertThat(page.locator("#fig-new-lucky .nb-figure-value")).hasText(String.valueOf(fresh.lucky()));
        assertThat(page.locator("#lucky-list"))
                .hasAttribute("data-rows", String.valueOf(familiar.lucky() + fresh.lucky()));
    }

    @Test
    void measuresComeFromTheUrlAndChangeWithTheConfigChartAndReload() {
        open("/outcome-vs-process?tasks=80&config=plan_exec");
        assertFigures(AgentConfigs.PLAN_EXEC, 80);
        Locator chart = page.locator("aew-apex-chart");
        assertThat(chart).hasAttribute("data-series", "2");
        assertThat(chart).hasAttribute("data-points", "8");
        assertThat(chart.locator(".apexcharts-series")).hasCount(2);
        assertThat(chart.locator(".apexcharts-bar-area")).hasCount(8);

        page.locator("#param-config").click();
        page.getByRole(
                        AriaRole.OPTION,
                        new Page.GetByRoleOptions().setName("react").setExact(true))
                .click();
        assertThat(page).hasURL(Pattern.compile(".*config=react.*"));
        assertFigures(AgentConfigs.byName("react"), 80);
        PageShots.cells(page, "outcome-vs-process-react", "#measures", "aew-apex-chart", "#lucky-list");

        String url = page.url();
        page.reload();
        assertFigures(AgentConfigs.byName("react"), 80);
        assertThat(page.url()).isEqualTo(url);
    }

    @Test
    void outOfRangeInputShowsTheFieldErrorAndACustomConfigStillRuns() {
        open("/outcome-vs-process?tasks=60&config=custom&p_skip=0.3");
        AgentConfig custom = AgentConfigs.PLAN_EXEC.replace("custom").pSkip(0.3).build();
        assertFigures(custom, 60);
        setParam("tasks", "0");
        assertThat(page.locator("#param-tasks")).hasAttribute("invalid", "");
        setParam("p_skip", "1.5");
        assertThat(page.locator("#param-p_skip")).hasAttribute("invalid", "");
        assertFigures(custom, 60);
        setParam("p_skip", "0.1");
        assertFigures(AgentConfigs.PLAN_EXEC.replace("custom").pSkip(0.1).build(), 60);
    }

    @Test
    void aLuckyCorrectTraceOpensInTheAgentTimeline() {
        open("/outcome-vs-process?tasks=60&config=plan_exec&run_seed=4");
        List<Trace> familiar =
                AgentRuns.traces(WORLD, Tasks.make(WORLD, 60, 1, false), AgentConfigs.PLAN_EXEC, BigInteger.valueOf(4));
        Trace first = familiar.stream()
                .filter(OutcomeMeasures::luckyCorrect)
                .findFirst()
                .orElseThrow();
        Locator link = page.locator(
                "#lucky-list .lucky-open[data-task='" + first.task().id() + "']");
        link.click();
        assertThat(page).hasURL(Pattern.compile(".*/agent\\?.*config=plan_exec.*"));
        Locator timeline = page.locator("#trace-timeline");
        assertThat(timeline).hasAttribute("data-task", first.task().id());
        assertThat(timeline).hasAttribute("data-correct", "true");
        assertThat(timeline)
                .hasAttribute("data-labels", String.valueOf(first.errors().size()));
        assertThat(page.locator("#trace-summary .tt-tokens")).hasText(String.valueOf(first.tokens()));
        assertThat(paramInput("run_seed")).hasValue("4");
    }

    /** The measures table's cells (a rate both sets share may show twice). */
    private Locator measuresRow() {
        return page.locator("#measures vaadin-grid-cell-content");
    }

    @Test
    void everyRateHasItsIntervalAndTheSwitchLivesInTheUrl() throws IOException {
        open("/outcome-vs-process?tasks=80&config=plan_exec");
        List<Trace> familiar = traces(AgentConfigs.PLAN_EXEC, 80, 1, false);
        OutcomeMeasures m = OutcomeMeasures.of(familiar);
        OutcomeIntervals ci = intervals(familiar);
        String accClustered =
                OutcomeFiguresCell.rate(m.accuracy(), ci.accuracy().of(IntervalMethod.CLUSTERED));
        String cleanClustered =
                OutcomeFiguresCell.rate(m.cleanRate(), ci.clean().of(IntervalMethod.CLUSTERED));
        Locator figure = page.locator("#fig-familiar-accuracy .nb-figure-value");
        assertThat(figure).hasText(accClustered);
        assertThat(figure).hasText(Pattern.compile("\\d\\.\\d{3} \\[-?\\d\\.\\d{3}, \\d\\.\\d{3}\\]"));
        assertThat(measuresRow()
                        .filter(new Locator.FilterOptions().setHasText(accClustered))
                        .first())
                .isVisible();
        assertThat(measuresRow()
                        .filter(new Locator.FilterOptions().setHasText(cleanClustered))
                        .first())
                .isVisible();

        // naive: in the link; with one trace per task it is the clustered interval exactly, and the page says so
        choose("#param-error_bars", "naive (runs independent)");
        assertThat(page).hasURL(Pattern.compile(".*error_bars=naive.*"));
        Interval naive = ci.accuracy().of(IntervalMethod.NAIVE);
        assertThat(figure).hasText(OutcomeFiguresCell.rate(m.accuracy(), naive));
        assertThat(page.locator("body")).containsText("exactly the naive");

        // bootstrap, switched: another interval, in the table too
        choose("#param-error_bars", "bootstrap over tasks");
        assertThat(page).hasURL(Pattern.compile(".*error_bars=bootstrap.*"));
        String accBoot = OutcomeFiguresCell.rate(m.accuracy(), ci.accuracy().of(IntervalMethod.BOOTSTRAP));
        assertThat(accBoot).isNotEqualTo(accClustered);
        assertThat(figure).hasText(accBoot);
        assertThat(measuresRow()
                        .filter(new Locator.FilterOptions()
                                .setHasText(OutcomeFiguresCell.rate(
                                        m.cleanRate(), ci.clean().of(IntervalMethod.BOOTSTRAP))))
                        .first())
                .isVisible();

        // the link opened directly shows the bootstrap interval, and the shown stats command prints it
        open("/outcome-vs-process?tasks=80&config=plan_exec&error_bars=bootstrap");
        assertThat(figure).hasText(accBoot);
        String stats = page.locator("#measures .nb-command")
                .textContent()
                .lines()
                .filter(l -> l.contains("stats interval"))
                .findFirst()
                .orElseThrow();
        JsonNode printed = statsOutput(stats);
        assertThat(printed.get("mean").asDouble()).isEqualTo(m.accuracy());
        JsonNode boot = printed.get("ci95_bootstrap");
        assertThat(OutcomeFiguresCell.rate(
                        printed.get("mean").asDouble(),
                        new Interval(boot.get(0).asDouble(), boot.get(1).asDouble())))
                .isEqualTo(accBoot);
        JsonNode clustered = printed.get("ci95_clustered");
        assertThat(OutcomeFiguresCell.rate(
                        m.accuracy(),
                        new Interval(
                                clustered.get(0).asDouble(), clustered.get(1).asDouble())))
                .isEqualTo(accClustered);
    }

    @Test
    void oneTaskSaysWhyTheClusteredIntervalIsAPoint() {
        open("/outcome-vs-process?tasks=1&config=plan_exec");
        assertThat(page.locator("#fig-one-task")).containsText("needs at least two tasks");
        open("/outcome-vs-process?tasks=1&config=plan_exec&error_bars=bootstrap");
        assertThat(page.locator("#fig-familiar-accuracy")).isVisible();
        assertThat(page.locator("#fig-one-task")).hasCount(0);
    }

    /** Runs a command line as the page shows it through the workbench's CLI and reads its JSON. */
    private static JsonNode statsOutput(String shown) throws IOException {
        List<String> words = SimCli.words(shown.substring(shown.indexOf(CommandLines.JAR) + CommandLines.JAR.length())
                .trim());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = WorkbenchCli.standard()
                .run(
                        words.toArray(String[]::new),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code)
                .as("%s: %s", shown, err.toString(StandardCharsets.UTF_8))
                .isZero();
        return new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
    }
}
