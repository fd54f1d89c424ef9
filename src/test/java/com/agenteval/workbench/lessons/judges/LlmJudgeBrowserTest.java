package com.agenteval.workbench.lessons.judges;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.live.ChatModels;
import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.live.Secret;
import com.agenteval.workbench.app.live.TestLiveThreads;
import com.agenteval.workbench.app.live.judge.FakeJudgeServer;
import com.agenteval.workbench.app.live.judge.LiveJudging;
import com.agenteval.workbench.app.otel.LiveSpans;
import com.agenteval.workbench.app.otel.OtlpReceiver;
import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.judge.Scorecard.TraceComparison;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns.JudgeRunStore;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The judges page's LLM judge: a judge run recorded in this test from a local fake server (never shipped) is written
 * into a temporary traces folder; the page replays it offline and shows its scores beside the rule judge, where the
 * replies came from, and the prompt and raw reply of a call. Then a capped live run from the page, against the same
 * fake server, is saved and replayed.
 */
class LlmJudgeBrowserTest extends BrowserTest {

    @org.springframework.beans.factory.annotation.Autowired
    LiveSpans liveSpans;

    static final MockWebServer SERVER = new MockWebServer();
    static final FakeJudgeServer FAKE = new FakeJudgeServer();
    /** The server's OTLP endpoint ({@code --workbench.otel.endpoint}): a live judge run is also sent there. */
    static final OtlpReceiver OTLP;

    static final Path STORE;
    static final SimParams PARAMS =
            JudgeComparison.params("noisy", false, 20, BigInteger.ONE, BigInteger.ZERO, WorldSpec.of(14));
    static final JudgeRun RECORDED;
    static final String FILE;

    static {
        try {
            OTLP = new OtlpReceiver();
            SERVER.setDispatcher(FAKE);
            SERVER.start();
            STORE = Files.createDirectories(
                    Files.createTempDirectory("llm-judge-").resolve("traces"));
            LiveHttp http = new LiveHttp(
                    Duration.ofSeconds(2),
                    Duration.ofSeconds(10),
                    1,
                    Duration.ofMillis(10),
                    Duration.ofMillis(10),
                    Duration.ofSeconds(1),
                    millis -> {},
                    TestLiveThreads.SHARED);
            // dated in the future so that it stays the newest run, which the page opens by default
            RECORDED = LiveJudging.run(
                    ChatModels.build(
                            ProviderConfig.of(ProviderKind.ANTHROPIC, Secret.of(FakeJudgeServer.KEY), base(), ""),
                            http),
                    http,
                    PARAMS,
                    4,
                    Clock.fixed(Instant.parse("2030-01-01T00:00:00Z"), ZoneOffset.UTC),
                    (d, t, id) -> {},
                    () -> false,
                    n -> {});
            JudgeRunStore store = JudgeRunStore.of(STORE.resolve(JudgeRunStore.SUBFOLDER), TestReaders.POOL);
            FILE = store.save(RECORDED).getFileName().toString();
            Files.writeString(store.folder().resolve("broken.json"), "{\"format\": \"aew-judge-run\"");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String base() {
        return SERVER.url("/").toString().replaceAll("/$", "");
    }

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        registry.add("workbench.traces.dir", STORE::toString);
        registry.add("ANTHROPIC_API_KEY", () -> FakeJudgeServer.KEY);
        registry.add("ANTHROPIC_BASE_URL", LlmJudgeBrowserTest::base);
        registry.add("workbench.live.max-attempts", () -> "1");
        registry.add("workbench.otel.endpoint", OTLP::url);
    }

    @AfterAll
    static void stopServer() {
        SERVER.close();
        OTLP.close();
    }

    private List<String> llmCells() {
        return page.locator("#llm-metric-table vaadin-grid-cell-content").allInnerTexts().stream()
                .map(String::strip)
                .toList();
    }

    @Test
    void theJudgesPageReplaysASavedJudgeRunAndShowsItsScoresProvenanceAndRawReplies() throws Exception {
        JudgeRuns.Replay replay = JudgeRuns.replay(RECORDED);
        LlmJudgeView view = LlmJudgeView.of(FILE, replay);
        page.navigate("http://localhost:" + port + "/judges?config=noisy&tasks=20");
        page.waitForSelector("vaadin-app-layout", new Page.WaitForSelectorOptions().setTimeout(180_000));

        assertThat(page.locator("#llm-run vaadin-select-value-button")).hasText(FILE);
        assertThat(page.locator("#llm-provenance"))
                .containsText("Replies from anthropic · model "
                        + RECORDED.provenance().model() + " · at "
                        + RECORDED.provenance().baseUrlHost());
        assertThat(page.locator("#llm-provenance"))
                .containsText("prompts v1 (" + RECORDED.prompts().hash() + ")");
        assertThat(page.locator("#llm-local")).isVisible();
        assertThat(page.locator("#llm-local")).containsText("fake server proves the plumbing");
        assertThat(page.locator("#llm-invalid")).containsText("broken.json");
        assertThat(page.locator("#fig-llm-traces")).containsText("4");
        assertThat(page.locator("#fig-llm-calls")).containsText("28");
        assertThat(page.locator("#fig-llm-unreadable")).containsText("4");
        assertThat(page.locator("#fig-llm-joint"))
                .containsText(JudgeComparison.share(replay.card().joint().share()));
        assertThat(page.locator("#fig-llm-joint-rules"))
                .containsText(JudgeComparison.share(view.rules().joint().share()));
        assertThat(page.locator("#fig-llm-tokens")).containsText("replay re-read every reply exactly as recorded");
        assertThat(page.locator("#llm-judge .nb-command").first()).containsText("judge --llm-replay ");
        assertThat(page.locator("#llm-judge .nb-command").first()).containsText("judge-runs/" + FILE + " --summary");

        // the table: the LLM's mean score and both judges per metric (TC 0.00, PA 3.00, GF unreadable on every trace)
        page.waitForCondition(() -> llmCells().size() >= 7 * 10);
        List<String> cells = llmCells();
        for (LlmJudgeView.Row r : view.rows()) {
            assertThat(cells)
                    .containsSubsequence(
                            r.name(),
                            String.valueOf(r.llm().support()),
                            LlmJudgeView.mean(r.meanScore()),
                            String.valueOf(r.unreadable()),
                            JudgeComparison.share(r.llm().precision()),
                            JudgeComparison.share(r.llm().recall()));
        }
        assertThat(cells)
                .containsSubsequence(
                        "TC",
                        String.valueOf(
                                view.rows().get(Metric.TC.ordinal()).llm().support()),
                        "0.00",
                        "0");
        assertThat(cells)
                .containsSubsequence(
                        "GF", String.valueOf(view.rows().get(0).llm().support()), "—", "4");

        // one call: GF's off-format reply is kept and said to be unreadable; TC's fenced reply is read
        String first = RECORDED.traceSet().traceIds().get(0);
        assertThat(page.locator("#llm-reply")).hasText("The final answer seems plausible.");
        assertThat(page.locator("#llm-parsed .llm-unreadable")).containsText("no JSON object in the reply");
        choose("#llm-metric", "TC");
        assertThat(page.locator("#llm-reply")).containsText("```json");
        assertThat(page.locator("#llm-parsed")).containsText("Read: score 0");
        assertThat(page.locator("#llm-parsed .llm-finding"))
                .hasText("[1] high: the call's arguments do not match the question");
        // the trace with its true labels beside the LLM judge's findings (TC cites step 1 on every trace)
        page.locator("#llm-side-by-side vaadin-details-summary").click();
        TraceComparison firstCmp = replay.card().comparisons().get(0);
        assertThat(page.locator("#llm-side .step-row"))
                .hasCount(firstCmp.trace().steps().size());
        assertThat(page.locator("#llm-side .finding"))
                .hasCount(firstCmp.findings().size());
        assertThat(page.locator("#llm-side .label")).hasCount(firstCmp.labels().size());
        page.locator("#llm-prompt vaadin-details-summary").click();
        assertThat(page.locator("#llm-system")).containsText("Tool calling does not judge tool choice");
        assertThat(page.locator("#llm-user")).containsText("  [0] planner  PLAN:");
        assertThat(page.locator("#llm-trace")).containsText(first);
        page.locator("#llm-judge")
                .screenshot(new Locator.ScreenshotOptions().setPath(Paths.get("target/screenshots", "judges-llm.png")));
        assertThat(page.content()).doesNotContain(FakeJudgeServer.KEY);
    }

    @Test
    void aLiveRunFromThePageIsCappedSavedAndThenReplayed() throws Exception {
        page.navigate("http://localhost:" + port + "/judges?config=noisy&tasks=20");
        page.waitForSelector("vaadin-app-layout", new Page.WaitForSelectorOptions().setTimeout(180_000));
        assertThat(page.locator("#llm-live-status")).containsText("Live with Anthropic");
        choose("#llm-live-traces", "2");
        int before = FAKE.received.size();
        liveSpans.flush(Duration.ofSeconds(10));
        long chatsBefore = OTLP.spans().stream()
                .filter(s -> OtlpReceiver.operation(s).equals("chat"))
                .count();
        page.locator("#llm-live-run").click();
        assertThat(page.locator("#llm-live-status"))
                .containsText(
                        "Saved judge-run_",
                        new com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions()
                                .setTimeout(60_000));
        assertThat(FAKE.received.size() - before).isEqualTo(2 * Metric.values().length);
        // the run also went to the server's OTLP endpoint: one chat span per judge call, and no key in any span
        liveSpans.flush(Duration.ofSeconds(10));
        assertThat(OTLP.spans().stream()
                                .filter(s -> OtlpReceiver.operation(s).equals("chat"))
                                .count()
                        - chatsBefore)
                .isEqualTo(2L * Metric.values().length);
        for (byte[] body : OTLP.bodies) {
            assertThat(new String(body, StandardCharsets.ISO_8859_1)).doesNotContain(FakeJudgeServer.KEY);
        }
        try (Stream<Path> files = Files.list(STORE.resolve(JudgeRunStore.SUBFOLDER))) {
            assertThat(files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("judge-run_")))
                    .hasSize(2);
        }
        // the new run is selected and replayed offline
        assertThat(page.locator("#fig-llm-traces")).containsText("2");
        assertThat(page.locator("#fig-llm-calls")).containsText("14");
        String saved = page.locator("#llm-live-status").innerText().strip().replaceFirst("^Saved ", "");
        assertThat(saved)
                .matches("judge-run_\\d{8}T\\d{6}Z_[0-9a-f]{12}\\.json")
                .isNotEqualTo(FILE);
        assertThat(page.locator("#llm-run vaadin-select-value-button")).hasText(saved);
    }

    @Test
    void aLinkNamesTheJudgeRunItReplaysAndABadNameIsRefusedInPlace() {
        page.navigate("http://localhost:" + port + "/judges?config=noisy&tasks=20&llm_run=" + FILE);
        page.waitForSelector("vaadin-app-layout", new Page.WaitForSelectorOptions().setTimeout(180_000));
        assertThat(page.locator("#llm-run vaadin-select-value-button")).hasText(FILE);
        assertThat(page.locator("#fig-llm-calls")).containsText("28");

        // changing a page parameter keeps the judge run in the link
        setParam("tasks", "21");
        assertThat(page).hasURL(Pattern.compile(".*tasks=21.*"));
        // Playwright runs the pattern as a JavaScript regex, which has no \Q...\E quoting
        assertThat(page).hasURL(Pattern.compile(".*llm_run=" + FILE.replace(".", "\\.") + ".*"));
        page.reload();
        assertThat(page.locator("#llm-run vaadin-select-value-button")).hasText(FILE);

        page.navigate("http://localhost:" + port + "/judges?llm_run=gone.json");
        assertThat(page.locator("#llm-problem")).containsText("Cannot replay gone.json: no judge run named gone.json");
        page.navigate("http://localhost:" + port + "/judges?llm_run=..%2F..%2Fetc%2Fpasswd");
        assertThat(page.locator("#llm-problem")).containsText("a plain file name ending in .json is needed");
        assertThat(page.locator("#fig-traces")).isVisible();
    }
}
