package com.agenteval.workbench.lessons.forecast;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestion;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestions;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.WorldFacts;
import com.agenteval.workbench.core.log.TestReaders;
import com.microsoft.playwright.Locator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class ForecastRunPageBrowserTest extends ForecastBrowserTest {

    @Test
    void aSmallOfflineRunShowsItsProgressIsSavedAndReplays() throws Exception {
        WorldFacts world = WorldFacts.ofSeed(14);
        OfflineQuestion question = OfflineQuestions.find(OfflineQuestions.generate(world), "aster-bank-2023")
                .orElseThrow();
        // the same panel run directly: the seeds fix the forecasts, whatever the clock
        RunTrace expected = OfflineForecasting.run(
                        world,
                        question.question(),
                        OfflineForecasting.Spec.of(2, 1),
                        Clock.systemUTC(),
                        StepListener.NONE)
                .trace();
        Set<Path> before = files();

        open("/forecast/run?question=aster-bank-2023&agents=2&seed=1");
        assertThat(page.locator("#run-plan")).containsText(question.question().question());
        assertThat(page.locator("#run-plan .nb-command"))
                .containsText(
                        "forecast run --question aster-bank-2023 --agents 2 --seed 1 --world-seed 14 --max-steps 5"
                                + " --max-results 5");
        assertThat(page.locator(".fc-run-control")).containsText("simulated forecaster (not a language model)");

        shot("#run-plan", "plan");
        page.locator("#run-button").click();
        // pushed while the run is under way: the button is disabled, then each agent's steps arrive
        assertThat(page.locator("#run-button")).isDisabled();
        Locator agent0 = page.locator("#run-progress [data-agent=agent_0]");
        Locator agent1 = page.locator("#run-progress [data-agent=agent_1]");
        assertThat(agent0.locator("li").first()).containsText("step 1: search");
        assertThat(page.locator("#run-replay-link")).isVisible();
        assertThat(page.locator("#run-button")).isEnabled();

        Set<Path> added = new HashSet<>(files());
        added.removeAll(before);
        assertThat(added).hasSize(1);
        Path saved = added.iterator().next();
        // among this session's own runs, not in the class store
        assertThat(saved.getParent().getParent()).isEqualTo(STORE.resolve(".scratch"));
        RunTrace run = RunTraceJson.read(saved, TestReaders.POOL);
        assertThat(page.locator("#run-progress")).containsText("Saved as " + saved.getFileName());
        assertThat(run.question().question()).isEqualTo(question.question().question());
        assertThat(run.agents()).hasSize(2);
        for (int i = 0; i < 2; i++) {
            ForecastArtifact a = run.agents().get(i);
            assertThat(a.pYes()).isEqualTo(expected.agents().get(i).pYes());
            Locator progress = i == 0 ? agent0 : agent1;
            // one line per step the agent took, as it took it
            assertThat(progress.locator("li")).hasCount(a.traces().size());
            assertThat(progress).hasAttribute("data-state", a.forecastProduced() ? "forecast" : "no-forecast");
            assertThat(page.locator("#run-result tr[data-agent=agent_" + i + "]"))
                    .containsText(a.forecastProduced() ? Python.fixed(a.pYes(), 2) : "none");
        }
        int searches = run.agents().stream()
                .mapToInt(ForecastArtifact::searchQueriesMade)
                .sum();
        page.waitForCondition(() -> gridSize("#run-audit") == searches);
        assertThat(page.locator("#run-result")).containsText(question.resolvedYes() ? "resolved YES" : "resolved NO");

        shot("#run-progress", "progress");
        shot("#run-result", "result");
        page.locator("#run-replay-link").click();
        page.waitForURL(Pattern.compile(
                ".*/forecast/replay/" + Pattern.quote(saved.getFileName().toString())));
        assertThat(page.locator("#replay-header [data-field=provider]"))
                .containsText("simulated-forecaster-v1 (simulated)");
        assertThat(page.locator("#replay-header [data-field=simulated]")).containsText("simulated forecaster");
        long forecast =
                run.agents().stream().filter(ForecastArtifact::forecastProduced).count();
        assertThat(page.locator("#fig-agents-forecast .nb-figure-value")).hasText(forecast + " of 2");
        assertThat(page.locator("#replay-agents [data-agent=agent_1] [data-field=p_yes] .fc-recomputed"))
                .hasText(Python.fixed(run.agents().get(1).pYes(), 2));

        // back on the run page, the session's last run is still shown
        open("/forecast/run");
        assertThat(page.locator("#run-replay-link"))
                .containsText(saved.getFileName().toString());
    }

    @Test
    void runWithTheDefaultsEveryAgentForecasts() {
        // the forecasting lesson's first run, Run pressed with nothing changed (seed 0, 5 turns, 1-2 searches)
        open("/forecast/run");
        assertThat(page.locator("#run-plan .nb-command"))
                .containsText("--question harbor-national-2024 --agents 2" + " --seed 0 ");
        assertThat(page.locator("#run-plan .nb-command")).containsText("--max-searches 2 ");
        page.locator("#run-button").click();
        assertThat(page.locator("#run-replay-link")).isVisible();
        for (String agent : new String[] {"agent_0", "agent_1"}) {
            Locator progress = page.locator("#run-progress [data-agent=" + agent + "]");
            assertThat(progress).hasAttribute("data-state", "forecast");
            assertThat(progress).not().containsText("forced_default");
        }
    }

    @Test
    void aRefusedLinkValueShowsTheForecastCommandsWordsAndThePlanKeepsItsLastGoodPanel() {
        open("/forecast/run?agents=101&noise=NaN&seed=12345678901");
        assertThat(page.locator("#param-agents")).hasAttribute("invalid", "");
        assertThat(page.locator("#param-agents")).containsText("agents needs an integer from 1 to 100, got '101'");
        assertThat(page.locator("#param-noise")).containsText("noise needs a number ≥ 0, got 'NaN'");
        // the page's default panel, and a seed beyond an int, as the command line takes it
        assertThat(page.locator("#run-plan .nb-command")).containsText("--agents 2 --seed 12345678901 ");
        setParam("agents", "3");
        assertThat(page.locator("#run-plan .nb-command")).containsText("--agents 3 ");
        assertThat(page.locator("#param-agents")).not().hasAttribute("invalid", "");
    }

    /** Every run file of the store and of the sessions' own runs (issue 26: a page's run goes to the latter). */
    private static Set<Path> files() throws Exception {
        try (Stream<Path> s = Files.walk(STORE)) {
            return new HashSet<>(s.filter(p -> p.toString().endsWith(".json")).toList());
        }
    }
}
