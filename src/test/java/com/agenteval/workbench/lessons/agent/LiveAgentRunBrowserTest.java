package com.agenteval.workbench.lessons.agent;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.live.FakeProviders;
import com.agenteval.workbench.app.live.Wire;
import com.agenteval.workbench.app.live.agent.ToolWire;
import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.core.agent.live.LiveWorldFixtures;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import com.agenteval.workbench.lessons.shared.PageShots;
import com.microsoft.playwright.Page;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A live run from the agent page against a local fake Anthropic server configured as the session's provider: the
 * page's task runs through native tool calls (a bad call, its retry, ...), is saved to a temporary traces folder and
 * shown; a second run that hangs is cancelled and nothing is saved. The key never reaches the saved file.
 */
class LiveAgentRunBrowserTest extends BrowserTest {

    static final String KEY = "test-key-not-a-secret-agent-page";
    static final MockWebServer SERVER = new MockWebServer();
    static final FakeProviders FAKE = new FakeProviders();
    static final Path TRACES;

    static {
        try {
            SERVER.setDispatcher(FAKE);
            SERVER.start();
            TRACES = Files.createTempDirectory("live-agent-run-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @DynamicPropertySource
    static void liveEnvironment(DynamicPropertyRegistry registry) {
        registry.add("ANTHROPIC_API_KEY", () -> KEY);
        registry.add("ANTHROPIC_BASE_URL", () -> SERVER.url("/").toString().replaceAll("/$", ""));
        registry.add("workbench.traces.dir", TRACES::toString);
        registry.add("workbench.live.max-attempts", () -> "1");
    }

    @AfterAll
    static void stopServer() {
        SERVER.close();
    }

    @Override
    protected Page open(String pathAndQuery) {
        return PageShots.openPatiently(p -> super.open(p), page, pathAndQuery);
    }

    private static List<Path> saved() throws IOException {
        Path dir = TRACES.resolve("world-runs");
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.toList();
        }
    }

    @Test
    void aLiveRunFromThePageIsSavedAndShownAndACancelledOneIsNot() throws Exception {
        Task task = LiveWorldFixtures.firstClean(TaskType.GROWTH);
        int index = Integer.parseInt(task.id().substring(1));
        for (Function<List<Message>, Message> turn : LiveWorldFixtures.growthScript(task)) {
            FAKE.anthropic.add(ToolWire.anthropic(turn.apply(List.of())));
        }
        open("/agent?task=" + index);
        assertThat(page.locator("#live-agent-cell")).hasAttribute("data-live", "true");
        assertThat(page.locator("#live-run-start")).hasText("Run live on " + task.id());
        page.locator("#live-run-start").click();
        assertThat(page.locator("#live-run-progress")).containsText("Saved as live_world_" + task.id());
        assertThat(page.locator("#live-timeline")).hasAttribute("data-task", task.id());
        assertThat(page.locator("#live-timeline")).hasAttribute("data-correct", "true");
        assertThat(page.locator("#live-timeline .tt-step")).hasCount(6);
        assertThat(page.locator("#live-step-1 .tt-error")).containsText("must be of type integer");
        List<Path> files = saved();
        assertThat(files).hasSize(1);
        assertThat(Files.readString(files.get(0))).doesNotContain(KEY).contains("\"ground_truth_labels\": false");
        assertThat(FAKE.requestsTo("/v1/messages")).isEqualTo(5);

        // a call that hangs: cancel stops it, and nothing more is saved
        FAKE.anthropic.add(Wire.delayed(Wire.anthropic("FINAL: 1", 10, 2), Duration.ofSeconds(30)));
        page.locator("#live-run-start").click();
        assertThat(page.locator("#live-agent-cell")).hasAttribute("data-running", "true");
        page.locator("#live-run-cancel").click();
        assertThat(page.locator("#live-agent-cell .nb-error")).containsText("cancelled");
        assertThat(page.locator("#live-agent-cell")).hasAttribute("data-running", "false");
        assertThat(saved()).hasSize(1);
    }
}
