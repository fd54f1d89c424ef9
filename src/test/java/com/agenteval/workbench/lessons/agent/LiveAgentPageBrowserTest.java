package com.agenteval.workbench.lessons.agent;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.live.agent.FakeServerRuns;
import com.agenteval.workbench.app.live.agent.LiveWorldRunStore;
import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.core.agent.live.LiveWorldFixtures;
import com.agenteval.workbench.core.agent.live.LiveWorldRun;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import com.agenteval.workbench.lessons.shared.PageShots;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The agent page shows a replayed live-agent run: the test records one from a local fake Anthropic server (a bad
 * call, its retry, the second lookup, the calculator, FINAL), saves it into a temporary traces folder the app is
 * configured with, and the page replays it offline in the timeline, graded, judged, with the no-labels note.
 */
class LiveAgentPageBrowserTest extends BrowserTest {

    static final Path TRACES;
    static final String CORRUPT = "live_world_F999_broken_20200101T000000Z.json";

    static {
        try {
            TRACES = Files.createTempDirectory("live-agent-pages-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static LiveWorldRun run;
    static String saved;

    @DynamicPropertySource
    static void traces(DynamicPropertyRegistry registry) {
        registry.add("workbench.traces.dir", TRACES::toString);
    }

    @BeforeAll
    static void recordARun() throws IOException {
        Task task = LiveWorldFixtures.firstClean(TaskType.GROWTH);
        run = FakeServerRuns.anthropicGrowthRun(task);
        LiveWorldRunStore store = new LiveWorldRunStore(TRACES, TestReaders.POOL);
        saved = store.save(run, Instant.parse("2026-11-30T09:40:00Z"))
                .getFileName()
                .toString();
        Files.writeString(store.dir().resolve(CORRUPT), "{\"format\": \"aew-live-world-run\", \"version\": 1");
    }

    @Override
    protected Page open(String pathAndQuery) {
        return PageShots.openPatiently(p -> super.open(p), page, pathAndQuery);
    }

    @Test
    void theAgentPageReplaysASavedLiveRunInTheTimelineGradedAndJudgedWithoutLabels() {
        open("/agent");
        Locator cell = page.locator("#live-agent-cell");
        assertThat(cell.locator("#live-no-labels")).containsText("no ground-truth labels");
        Locator timeline = page.locator("#live-timeline");
        assertThat(timeline).hasAttribute("data-task", run.trace().task().id());
        assertThat(timeline).hasAttribute("data-correct", "true");
        assertThat(timeline).hasAttribute("data-labels", "0");
        assertThat(timeline.locator(".tt-step")).hasCount(6);
        assertThat(page.locator("#live-step-0")).hasClass(Pattern.compile(".*tt-plan.*"));
        assertThat(page.locator("#live-step-1 .tt-error")).containsText("must be of type integer");
        assertThat(page.locator("#live-step-2 .tt-read")).containsText("v1 = ");
        assertThat(page.locator("#live-step-5 .tt-outcome")).hasText("correct");
        assertThat(page.locator("#live-summary"))
                .containsText(run.trace().task().question());
        assertThat(page.locator("#live-summary .live-model")).hasText("anthropic · claude-sonnet-4-20250514");
        assertThat(page.locator("#live-summary .live-tokens")).hasText("5,900 in + 200 out");
        assertThat(page.locator("#live-summary .live-cost")).hasText("$0.020700");
        assertThat(page.locator("#live-verdict")).containsText("Rule judge");
        assertThat(page.locator("#live-run-select"))
                .containsText(run.trace().task().id());
        assertThat(page.locator("#live-run-select")).containsText("claude-sonnet-4-20250514");
        // without a provider key in the session, a live run cannot start; replay needs none
        String live = cell.getAttribute("data-live");
        assertThat(page.locator("#live-run-start").isEnabled()).isEqualTo("true".equals(live));
        PageShots.cells(page, "LiveAgentPage", "#live-agent-cell");
    }

    @Test
    void aDamagedRunFileSaysWhyInsteadOfShowingARun() {
        open("/agent?live=" + CORRUPT);
        assertThat(page.locator("#live-problem")).containsText("cannot be shown");
        assertThat(page.locator("#live-problem")).containsText("not valid JSON");
        assertThat(page.locator("#live-timeline")).hasCount(0);
    }

    @Test
    void theConfigsPageCanIncludeTheSavedRunAsAPointWithItsRealCost() {
        open("/configs?task_set=familiar&tasks=200&k=2&live=true");
        Locator table = page.locator("#live-points-table");
        assertThat(page.locator("#live-points-cell")).hasAttribute("data-points", "1");
        assertThat(table).containsText("live:claude-sonnet-4-20250514");
        assertThat(table).containsText("1 / 1");
        assertThat(table).containsText("1 / 200");
        assertThat(table).containsText("$0.020700");
        assertThat(page.locator("#live-points-note")).containsText("far fewer tasks");
        // 7 configs + the live point + the frontier + the ring round the configs no single config beats + the
        // configs' error bars (one series)
        assertThat(page.locator("#pareto-cell aew-apex-chart")).hasAttribute("data-series", "11");

        open("/configs?task_set=familiar&tasks=200&k=2&live=false");
        assertThat(page.locator("#pareto-cell aew-apex-chart")).hasAttribute("data-series", "10");
        assertThat(page.locator("#live-points-cell")).isHidden();
    }

    @Test
    void aLinkNamingNoSavedRunSaysWhatIsWrongInPlace() {
        open("/agent?live=live_world_nope.json");
        assertThat(page.locator("#live-problem"))
                .hasText("This file cannot be shown: there is no saved run called "
                        + "“live_world_nope.json” in world-runs/ (it may have been deleted or renamed; the saved runs are listed "
                        + "under “Saved live runs”)");
        assertThat(page.locator("#live-timeline")).hasCount(0);

        open("/agent?live=..%2F..%2Fsecrets.json");
        assertThat(page.locator("#live-problem"))
                .hasText("This file cannot be shown: “../../secrets.json” is not a "
                        + "run's name: a saved run is named by its file name alone, without a folder, as listed under “Saved "
                        + "live runs”");
        assertThat(page.locator("#live-timeline")).hasCount(0);

        page.onDialog(d -> {
            throw new AssertionError("a dialog opened: " + d.message());
        });
        open("/agent?live=%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E.json");
        assertThat(page.locator("#live-problem"))
                .containsText("there is no saved run called “<img src=x " + "onerror=\"window.__pwned=1\">.json”");
        assertThat(page.locator("#live-agent-cell img")).hasCount(0);
        assertThat(page.evaluate("() => window.__pwned === undefined")).isEqualTo(true);

        // and the page still serves the saved run without the bad link
        open("/agent");
        assertThat(page.locator("#live-timeline"))
                .hasAttribute("data-task", run.trace().task().id());
        assertThat(page.locator("#live-problem")).hasCount(0);
    }
}
