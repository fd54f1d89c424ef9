package com.agenteval.workbench.lessons.forecast;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.live.FakeProviders;
import com.agenteval.workbench.app.live.Wire;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.log.TestReaders;
import com.microsoft.playwright.Locator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The run page with live chosen: controls that wait for live mode, a live run's progress, its save and replay. */
class LiveRunPageBrowserTest extends ForecastBrowserTest {

    private final MockWebServer server = new MockWebServer();
    private final FakeProviders fake = new FakeProviders();

    @BeforeEach
    void startFakeProviders() throws Exception {
        server.setDispatcher(fake);
        server.start();
    }

    @AfterEach
    void stopFakeProviders() {
        server.close();
    }

    private String fakeUrl() {
        String url = server.url("/").toString();
        return url.substring(0, url.length() - 1);
    }

    /** Keys for the fake servers, typed on the settings page; live mode switched on if asked. */
    private void setUp(boolean goLive) {
        open("/settings");
        page.locator("#settings-anthropic-key input").fill("fake-ant-page-" + UUID.randomUUID());
        page.locator("#settings-anthropic-base-url input").fill(fakeUrl());
        page.locator("#settings-anthropic-save").click();
        page.locator("#settings-search-key input").fill("tvly-page-" + UUID.randomUUID());
        page.locator("#settings-search-base-url input").fill(fakeUrl());
        page.locator("#settings-search-save").click();
        assertThat(page.locator("#settings-go-live")).isEnabled();
        if (goLive) {
            goLive();
        }
    }

    /** Switches live mode on from the settings page; the switch is a server round trip, so waits for its badge. */
    private void goLive() {
        assertThat(page.locator("#settings-go-live")).isEnabled();
        page.locator("#settings-go-live").click();
        assertThat(page.locator("#mode-badge")).hasText("Live · Anthropic");
    }

    @Test
    void liveControlsAreDisabledWithTheReasonUntilTheSessionIsLive() {
        open("/settings");
        page.locator("#settings-anthropic-forget").click();
        page.locator("#settings-search-forget").click();

        open("/forecast/run?mode=live");
        assertThat(page.locator("#live-run-cell")).isVisible();
        assertThat(page.locator("#run-button")).isHidden();
        assertThat(page.locator("#live-run-button")).isDisabled();
        assertThat(page.locator("#live-run-unavailable"))
                .containsText("Live mode needs: Anthropic: an API key; a Tavily key for web search.");
        assertThat(page.locator("#live-run-settings-link")).isVisible();

        setUp(false);
        open("/forecast/run?mode=live");
        assertThat(page.locator("#live-run-button")).isDisabled();
        assertThat(page.locator("#live-run-unavailable"))
                .containsText("Switch to live mode on the settings page first.");

        page.locator("#live-run-settings-link").click();
        assertThat(page).hasURL(Pattern.compile(".*/settings$"));
        goLive();
        open("/forecast/run?mode=live");
        assertThat(page.locator("#live-run-button")).isEnabled();
        assertThat(page.locator("#live-run-about")).containsText("Anthropic · claude-sonnet-4-20250514");

        // offline again: the offline cells are back, as they were
        open("/forecast/run?mode=offline");
        assertThat(page.locator("#run-button")).isVisible();
        assertThat(page.locator("#live-run-cell")).isHidden();
    }

    @Test
    void aLiveRunShowsEachAgentsStepsIsSavedAsLiveAndReplays() throws Exception {
        setUp(true);
        fake.searchSearchForecast();
        Set<Path> before = new HashSet<>(Files.list(STORE).toList());

        open("/forecast/run?mode=live");
        assertThat(page.locator("#live-text input")).hasValue("Will the Federal Reserve hike rates in 2026?");
        page.locator("#live-agents input").fill("1");
        page.locator("#live-run-button").click();

        assertThat(page.locator("#live-outcome"))
                .hasAttribute(
                        "data-status",
                        "completed",
                        new com.microsoft.playwright.assertions.LocatorAssertions.HasAttributeOptions()
                                .setTimeout(60_000));
        assertThat(page.locator("#live-progress [data-agent=agent_0]")).hasAttribute("data-state", "forecast");
        assertThat(page.locator("#live-progress [data-agent=agent_0] li")).hasCount(3);
        assertThat(page.locator("#live-progress [data-agent=agent_0] li").first())
                .containsText("searched “FOMC June 2026 statement”, 1 result kept");
        assertThat(page.locator("#live-progress [data-agent=agent_0]")).containsText("forecast p(YES) 0.42");
        assertThat(page.locator("#live-outcome")).containsText("Done. The run is saved as live_research_agent_");

        // issue 26: saved among the session's own runs, like an offline run; the class store is unchanged
        assertThat(new HashSet<>(Files.list(STORE).toList())).isEqualTo(before);
        String file =
                page.locator("#live-outcome").innerText().replaceAll("(?s).*(live_research_agent_\\S+\\.json).*", "$1");
        Path folder = sessionFolderOf(file);
        assertThat(folder.getParent()).isEqualTo(STORE.resolve(".scratch").toAbsolutePath());
        Locator mine = page.locator("#your-runs li.fc-your-run[data-file='" + file + "']");
        assertThat(mine).hasCount(1);
        assertThat(mine).containsText("live_research_agent");
        RunTrace saved = RunTraceJson.read(folder.resolve(file), TestReaders.POOL);
        assertThat(saved.executionMode()).isEqualTo("live");
        assertThat(saved.status()).isEqualTo("completed");
        assertThat(saved.provider()).isEqualTo("claude-sonnet-4-20250514");
        assertThat(saved.llmCalls()).hasSize(3);
        assertThat(saved.question().currentMarketPrice()).isEqualTo(0.545);

        long calls = fake.received.size();
        page.locator("#live-replay-link").click();
        assertThat(page).hasURL(Pattern.compile(".*/forecast/replay/live_research_agent_.*\\.json"));
        assertThat(page.locator("body")).containsText("claude-sonnet-4-20250514");
        assertThat(fake.received).hasSize((int) calls);
    }

    @Test
    void cancelStopsTheRunAndSavesWhatWasDone() {
        setUp(true);
        fake.anthropic.add(Wire.anthropic("{\"action\":\"search\",\"query\":\"recession odds 2026\"}", 200, 20));
        fake.anthropic.add(Wire.delayed(Wire.anthropic(FakeProviders.FORECAST, 1, 1), Duration.ofSeconds(60)));

        open("/forecast/run?mode=live");
        page.locator(
                        "#live-question vaadin-radio-button",
                        new com.microsoft.playwright.Page.LocatorOptions().setHasText("recession"))
                .click();
        assertThat(page.locator("#live-text input")).hasValue("Will the US enter a recession by the end of 2026?");
        page.locator("#live-agents input").fill("2");
        page.locator("#live-run-button").click();
        assertThat(page.locator("#live-progress [data-agent=agent_0] li")).hasCount(1);
        page.locator("#live-cancel-button").click();

        assertThat(page.locator("#live-outcome")).hasAttribute("data-status", "cancelled");
        assertThat(page.locator("#live-outcome")).containsText("Cancelled. What was done before is saved as");
        assertThat(page.locator("#live-progress [data-agent=agent_0]")).hasAttribute("data-state", "cancelled");
        assertThat(page.locator("#live-progress [data-agent=agent_1]")).hasAttribute("data-state", "waiting");
        assertThat(page.locator("#live-run-button")).isEnabled();
    }
}
