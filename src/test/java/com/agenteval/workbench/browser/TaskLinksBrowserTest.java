package com.agenteval.workbench.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.judge.Scorecard.TraceComparison;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.microsoft.playwright.Locator;
import java.math.BigInteger;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Issue 26: a task id in a compare or a drill-down opens its trace on /agent, in the same world, config and seeds. */
class TaskLinksBrowserTest extends BrowserTest {

    @Test
    void aTaskInTheConfigsCompareOpensItsTraceUnderTheLeftConfig() {
        // plan_exec on the left: direct keeps no trace, so /agent would show its strategy only
        openPatiently("/configs?task_set=familiar&tasks=40&k=3&task_seed=3&compare_a=plan_exec&compare_b=direct");
        // after accuracy, mean_cost and pass^3: the first task the two differ on
        Locator task = page.locator("#configs-compare .cmp-table tr").nth(4).locator("th a");
        String label = task.textContent().strip();
        assertThat(label).matches("familiar task \\d+");
        int position = Integer.parseInt(label.replaceAll("\\D", ""));
        task.click();
        page.waitForURL(Pattern.compile(".*/agent\\?.*"));
        hasQuery(
                "world_seed=14",
                "tasks=40",
                "task_seed=3",
                "new_data=false",
                "config=plan_exec",
                "task=" + position,
                "run_seed=0");
        assertThat(page.locator("#trace-timeline")).hasAttribute("data-task", String.format("F%03d", position));
    }

    @Test
    void aTraceIdInTheJudgesDrillDownOpensThatTraceOnTheAgentPage() {
        openPatiently("/judges?config=react&tasks=60&task_seed=2&run_seed=4&judge=rules&show=disagree");
        JudgeComparison c = JudgeComparison.of(
                JudgeComparison.params("react", false, 60, BigInteger.TWO, BigInteger.valueOf(4), WorldSpec.of(14)));
        TraceComparison first = c.rules().comparisons().stream()
                .filter(TraceComparison::disagrees)
                .findFirst()
                .orElseThrow();
        Locator link = page.locator("#drill-" + first.traceId() + " a.drill-trace-link");
        assertThat(link).hasText(first.traceId());
        link.click();
        page.waitForURL(Pattern.compile(".*/agent\\?.*"));
        hasQuery(
                "world_seed=14",
                "tasks=60",
                "task_seed=2",
                "new_data=false",
                "config=react",
                "task=" + Integer.parseInt(first.traceId().substring(1)),
                "run_seed=4");
        // the very trace the judge read: its task, its labels and its steps
        Locator timeline = page.locator("#trace-timeline");
        assertThat(timeline).hasAttribute("data-task", first.traceId());
        assertThat(timeline)
                .hasAttribute(
                        "data-labels", String.valueOf(first.trace().errors().size()));
        assertThat(timeline.locator(".tt-step")).hasCount(first.trace().steps().size());
    }

    private void hasQuery(String... pairs) {
        for (String pair : pairs) {
            assertThat(page).hasURL(Pattern.compile(".*[?&]" + pair + "(&.*)?$"));
        }
    }
}
