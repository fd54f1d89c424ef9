package com.agenteval.workbench.lessons.forecast;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.browser.BrowserTest;
import com.microsoft.playwright.Locator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The offline run as a job of the session: it goes on while the student visits another page, shows again (steps so
 * far, then new ones) when they come back, and can be cancelled from there. Steps are paced at 2 s, so a panel of 8
 * agents cannot finish within the test unless it is cancelled. A session may run one job here, so the cap shows too.
 */
class ForecastRunJobBrowserTest extends BrowserTest {

    static final Path STORE;

    static {
        try {
            STORE = Files.createTempDirectory("forecast-job-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @DynamicPropertySource
    static void slowSteps(DynamicPropertyRegistry registry) {
        registry.add("workbench.traces.dir", STORE::toString);
        registry.add("workbench.forecast.step-pause", () -> "2s");
        registry.add("workbench.jobs.max-per-session", () -> "1");
    }

    @Test
    void aRunKeepsGoingAcrossNavigationShowsItsProgressAgainAndCanBeCancelled() {
        page.setDefaultTimeout(60_000);
        open("/forecast/run?question=aster-bank-2023&agents=8&max_steps=10&seed=1");
        page.locator("#run-button").click();
        Locator agent0Steps = page.locator("#run-progress [data-agent=agent_0] li");
        assertThat(agent0Steps.first()).containsText("step 1: search");
        assertThat(page.locator("#run-cancel-button")).isEnabled();

        // the student visits another page: a new UI of the same session, without the run's cells
        open("/world");
        assertThat(page.locator("#run-progress")).hasCount(0);

        // back on the run page: the run is found, its steps so far replayed, and it still runs
        open("/forecast/run");
        assertThat(page.locator("#run-button")).isDisabled();
        assertThat(page.locator("#run-cancel-button")).isEnabled();
        assertThat(page.locator("#run-progress [data-agent]")).hasCount(8);
        assertThat(agent0Steps.first()).containsText("step 1: search");
        int shown = page.locator("#run-progress li").count();
        page.waitForCondition(() -> page.locator("#run-progress li").count() > shown);

        page.locator("#run-cancel-button").click();

        assertThat(page.locator("#run-progress .fc-progress-outcome"))
                .hasText("Cancelled: the run stopped and nothing was saved.");
        assertThat(page.locator("#run-button")).isEnabled();
        assertThat(page.locator("#run-cancel-button")).isDisabled();
        assertThat(jsonFiles()).isZero();
        // the session's job is over: opened again, the page shows the cancel, and a new run may start
        open("/forecast/run");
        assertThat(page.locator("#run-progress .fc-progress-outcome"))
                .hasText("Cancelled: the run stopped and nothing was saved.");
        assertThat(page.locator("#run-button")).isEnabled();
    }

    @Test
    void whileTheSessionRunsAsManyJobsAsItMayAnotherIsRefusedAndTheMessageSaysWhy() {
        page.setDefaultTimeout(60_000);
        open("/forecast/run?question=aster-bank-2023&agents=8&max_steps=10&seed=1");
        page.locator("#run-button").click();
        assertThat(page.locator("#run-progress [data-agent=agent_0] li").first())
                .containsText("step 1: search");

        // a connection check is long work too: refused while the run takes the session's one job
        open("/settings");
        page.locator("#settings-search-test").click();
        assertThat(page.locator("#settings-search-result"))
                .hasText("Not connected. This session already has 1 job "
                        + "running, the most it may (1): wait for one to finish, or cancel one.");

        open("/forecast/run");
        page.locator("#run-cancel-button").click();
        assertThat(page.locator("#run-button")).isEnabled();
        open("/settings");
        page.locator("#settings-search-test").click();
        // the check ran: its own answer (no key in this session), not the cap
        assertThat(page.locator("#settings-search-result")).containsText("Tavily");
        assertThat(page.locator("#settings-search-result")).not().containsText("already has");
    }

    private static long jsonFiles() {
        try (Stream<Path> s = Files.walk(STORE)) { // the store and the sessions' own runs
            return s.filter(p -> p.toString().endsWith(".json")).count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
