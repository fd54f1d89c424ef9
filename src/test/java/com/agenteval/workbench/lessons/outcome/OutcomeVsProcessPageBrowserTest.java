package com.agenteval.workbench.lessons.outcome;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.core.agent.AgentConfig;
import com.agenteval.workbench.core.agent.AgentConfigs;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.outcome.OutcomeMeasures;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.WorldSpec;
import com.agenteval.workbench.lessons.shared.AgentRuns;
import com.agenteval.workbench.lessons.shared.PageShots;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.math.BigInteger;
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

    private void assertFigures(AgentConfig c, int n) {
        OutcomeMeasures familiar = OutcomeMeasures.of(traces(c, n, 1, false));
        OutcomeMeasures fresh = OutcomeMeasures.of(traces(c, n, 2, true));
        assertThat(page.locator("#fig-familiar-accuracy .nb-figure-value"))
                .hasText(OutcomeFiguresCell.rate(familiar.accuracy()));
        assertThat(page.locator("#fig-new-accuracy .nb-figure-value"))
                .hasText(OutcomeFiguresCell.rate(fresh.accuracy()));
        assertThat(page.locator("#fig-familiar-lucky .nb-figure-value")).hasText(String.valueOf(familiar.lucky()));
        assertThat(page.locator("#fig-new-lucky .nb-figure-value")).hasText(String.valueOf(fresh.lucky()));
        assertThat(page.locator("#lucky-list")).hasAttribute("data-rows",
                String.valueOf(familiar.lucky() + fresh.lucky()));
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
        page.getByRole(AriaRole.OPTION, new Page.GetByRoleOptions().setName("react").setExact(true)).click();
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
        List<Trace> familiar = AgentRuns.traces(WORLD, Tasks.make(WORLD, 60, 1, false), AgentConfigs.PLAN_EXEC,
                BigInteger.valueOf(4));
        Trace first = familiar.stream().filter(OutcomeMeasures::luckyCorrect).findFirst().orElseThrow();
        Locator link = page.locator("#lucky-list .lucky-open[data-task='" + first.task().id() + "']");
        link.click();
        assertThat(page).hasURL(Pattern.compile(".*/agent\\?.*config=plan_exec.*"));
        Locator timeline = page.locator("#trace-timeline");
        assertThat(timeline).hasAttribute("data-task", first.task().id());
        assertThat(timeline).hasAttribute("data-correct", "true");
        assertThat(timeline).hasAttribute("data-labels", String.valueOf(first.errors().size()));
        assertThat(page.locator("#trace-summary .tt-tokens")).hasText(String.valueOf(first.tokens()));
        assertThat(paramInput("run_seed")).hasValue("4");
    }
}
