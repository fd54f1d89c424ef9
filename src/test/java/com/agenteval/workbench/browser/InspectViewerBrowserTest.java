package com.agenteval.workbench.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.inspect.InspectLogs;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.sim.SimParams;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.SimpleFileServer;
import java.math.BigInteger;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An exported Inspect log in Inspect's own published viewer (npm {@code @metrevals/inspect-log-viewer}, pinned in
 * {@code scripts/inspect-viewer}, bundled by its {@code build.sh}), fed the way {@code inspect view bundle} serves a
 * folder: the viewer's static files with a {@code logs/} folder of the log and its {@code listing.json}, over a plain
 * file server, in Debian's Chromium. CI builds the viewer first ({@code .ci/run}); without a build the test is skipped
 * and says how to build it.
 */
class InspectViewerBrowserTest {

    /** Where build.sh puts the viewer; {@code -Dinspect.viewer.dir} names another. */
    static final Path VIEWER = Paths.get(System.getProperty("inspect.viewer.dir", "target/inspect-viewer"));

    /**
     * What the viewer asks for beyond the listing and the log, and a folder of one eval log does not have (Inspect's
     * own bundle of such a folder answers 404 too): an eval set's file and a flow file.
     */
    static final Set<String> OPTIONAL = Set.of("logs/eval-set.json", "logs/flow.yaml");

    /** What the viewer logs when its log-list database is not open yet (a log's route opened first). */
    static final String LOG_LIST_CACHE = "Error: No database available for replication";

    /** The transcript in the viewer, for docs/export.md (copied to docs/screenshots/inspect-viewer-sim.png). */
    static final Path SCREENSHOT = Paths.get("target/screenshots/InspectViewerBrowserTest.png");

    @TempDir
    Path dir;

    /** A folder as {@code inspect view bundle} writes one: the viewer, then logs/ with the log and its listing. */
    private Path bundle(PyDict log) throws Exception {
        Path root = dir.resolve("bundle");
        Files.createDirectories(root.resolve("logs"));
        try (var files = Files.list(VIEWER)) {
            for (Path f : files.toList()) {
                Files.copy(f, root.resolve(f.getFileName().toString()));
            }
        }
        String name = InspectLogs.fileName(log);
        Files.writeString(root.resolve("logs").resolve(name), PyJson.dumps(log));
        // the listing holds each log's header: the log without its samples, as Inspect's manifest does
        Map<String, PyObject> header = new LinkedHashMap<>(log.entries());
        header.remove("samples");
        header.remove("reductions");
        Files.writeString(root.resolve("logs/listing.json"), PyJson.dumps(PyDict.of(name, new PyDict(header))));
        return root;
    }

    /** What a test does in the viewer once the log is open. */
    @FunctionalInterface
    interface InTheViewer {
        void check(Page page) throws Exception;
    }

    /**
     * Serves {@code log} as {@code inspect view bundle} does, opens it in Chromium (the log list, then the log, until
     * {@code opened} shows), runs {@code check}, and asserts that no script error happened and no request failed
     * beyond the viewer's optional probes.
     */
    private void inViewer(PyDict log, String opened, InTheViewer check) throws Exception {
        assumeTrue(
                Files.isRegularFile(VIEWER.resolve("viewer.js")),
                "Inspect's viewer is not built at " + VIEWER
                        + ": run scripts/inspect-viewer/build.sh (npm) to run this test");
        assumeTrue(Chromium.available(), "Chromium not found at " + Chromium.executable());
        Path root = bundle(log);
        HttpServer server = SimpleFileServer.createFileServer(
                new InetSocketAddress("127.0.0.1", 0), root.toAbsolutePath(), SimpleFileServer.OutputLevel.NONE);
        server.start();
        List<String> errors = new ArrayList<>();
        List<String> scriptErrors = new ArrayList<>();
        try (BrowserContext context =
                Chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(1400, 1000))) {
            Page page = context.newPage();
            page.onPageError(scriptErrors::add);
            page.onConsoleMessage(m -> {
                // the viewer's own log-list cache, not yet open when a log's route is the first page, logs this
                if ("error".equals(m.type())
                        && !m.text().startsWith(LOG_LIST_CACHE)
                        && !OPTIONAL.contains(
                                m.location().replaceFirst("^http://[^/]+/", "").replaceFirst(":\\d+(:\\d+)?$", ""))) {
                    errors.add(m.text());
                }
            });
            page.onResponse(r -> {
                if (r.status() >= 400 && !OPTIONAL.contains(r.url().replaceFirst("^http://[^/]+/", ""))) {
                    errors.add(r.status() + " " + r.url());
                }
            });
            // the folder, as inspect view opens it: the log list (or, once synced, the one log), then the log
            page.navigate("http://localhost:" + server.getAddress().getPort() + "/index.html");
            Locator inList = page.getByText(Pattern.compile(literal(InspectLogs.fileName(log)) + "$"));
            Locator header = page.locator("body").getByText(Pattern.compile(opened, Pattern.CASE_INSENSITIVE));
            assertThat(inList.or(header).first()).isVisible();
            if (!header.first().isVisible()) {
                inList.first().click();
            }
            assertThat(header.first()).isVisible();
            check.check(page);
            org.assertj.core.api.Assertions.assertThat(scriptErrors).isEmpty();
            org.assertj.core.api.Assertions.assertThat(errors).isEmpty();
        } finally {
            server.stop(0);
        }
    }

    /**
     * {@code s} as a regular expression matching itself, in the syntax both Java and the browser's JavaScript read
     * (Playwright hands the pattern to the page, which has no {@code \\Q...\\E}).
     */
    private static String literal(String s) {
        return s.replaceAll("[\\\\^$.|?*+()\\[\\]{}/]", "\\\\$0");
    }

    /** The model calls' titles as the viewer writes them: {@code Model Call: MODEL (N tokens, S sec)}. */
    private static Locator modelCalls(Page page, String model) {
        return page.getByText(
                Pattern.compile("^Model Call: " + literal(model) + " \\([\\d,]+ tokens(, [\\d.]+ sec)?\\)$"));
    }

    @Test
    void aBookRunTraceRendersWithTokensOnEveryModelCallAndTheSearchResultsInALaterInput() throws Exception {
        PyDict log = InspectLogs.bookRuns(List.of(RunTraceJson.read(
                Path.of("../shared/ml4t-traces/04_research_agent_20260609T141730Z_b694ab4d0453.json"),
                TestReaders.POOL)));
        inViewer(log, "^b694ab4d0453$", page -> {
            page.getByText("b694ab4d0453").first().click();
            Locator titles = modelCalls(page, "claude-sonnet-4-20250514");
            assertThat(titles.first()).isVisible();
            // llm_calls[0]: 239 + 25 = 264 tokens, laid out over 1 s
            Locator first = page.getByText(
                    Pattern.compile("^Model Call: claude-sonnet-4-20250514 \\(264 tokens, [\\d.]+ sec\\)$"));
            assertThat(first.first()).isVisible();
            org.assertj.core.api.Assertions.assertThat(first.first().textContent())
                    .matches(".*, 1(\\.0+)? sec\\)$");
            org.assertj.core.api.Assertions.assertThat(titles.count()).isEqualTo(10);
            Locator last = page.locator("div[id^=event-panel-]")
                    .filter(new Locator.FilterOptions().setHas(titles.last()))
                    .last();
            last.getByRole(AriaRole.TAB, new Locator.GetByRoleOptions().setName("All"))
                    .click();
            // agent_1's last call was sent the question and its searches' results as tool messages
            assertThat(last.locator(".tab-pane.active")).containsText("Will the Federal Reserve hike rates in 2026?");
            assertThat(last.locator(".tab-pane.active")).containsText("SEARCH RESULTS:");
        });
    }

    @Test
    void aJudgeRunRendersWithTokensOnTheJudgesCallsAndTheTruthBesideItsVerdicts() throws Exception {
        PyDict log = InspectLogs.judgeRun(JudgeRun.fromLog(SavedFiles.read(
                Path.of("traces/judge-runs/judge-run_20261201T000000Z_a1695bbbf95c.json"), TestReaders.POOL)));
        String model = "simulated/simulated-gpa-judge (not a language model)";
        inViewer(log, "^F000$", page -> {
            page.getByText("F000").first().click();
            Locator titles = modelCalls(page, model);
            assertThat(titles.first()).isVisible();
            // F000's GF call, read off the file: 781 in + 30 out
            assertThat(page.getByText(Pattern.compile(
                                    "^Model Call: " + literal(model) + " \\(811 tokens(, [\\d.]+ sec)?\\)$"))
                            .first())
                    .isVisible();
            org.assertj.core.api.Assertions.assertThat(titles.count()).isEqualTo(7);
            assertThat(page.getByText("Info: ground_truth").first()).isVisible();
        });
    }

    @Test
    void aSimulatedRunRendersWithTokensOnModelCallsAndTheConversationSoFar() throws Exception {
        PyDict log = InspectLogs.simulated(
                SimParams.defaults("results").withConfig("plan_exec").withTasks(4, BigInteger.valueOf(3), false));
        inViewer(log, "^stderr\\[task_id\\]$", page -> {
            // the log: its score with the task-clustered stderr, then the sample with labels (F002 has two)
            assertThat(page.locator("body"))
                    .containsText(Pattern.compile("stderr\\[task_id\\]", Pattern.CASE_INSENSITIVE));
            page.getByText("F002").first().click();
            Locator titles =
                    page.getByText(Pattern.compile("^Model Call: simulated/plan_exec \\(\\d+ tokens, [\\d.]+ sec\\)$"));
            assertThat(titles.first()).isVisible();
            int n = titles.count();
            org.assertj.core.api.Assertions.assertThat(n).isGreaterThanOrEqualTo(3);
            assertThat(page.getByText("Info: ground_truth").first()).isVisible();

            // a later call's whole input: the question, the plan, the tool's answer, ...
            Locator last = page.locator("div[id^=event-panel-]")
                    .filter(new Locator.FilterOptions().setHas(titles.last()))
                    .last();
            last.getByRole(AriaRole.TAB, new Locator.GetByRoleOptions().setName("All"))
                    .click();
            Locator messages = last.locator(".tab-pane.active [class*=_message_]");
            assertThat(messages.first()).isVisible();
            org.assertj.core.api.Assertions.assertThat(messages.count()).isGreaterThanOrEqualTo(2);
            org.assertj.core.api.Assertions.assertThat(
                            last.locator(".tab-pane.active .user").count())
                    .isGreaterThanOrEqualTo(1);
            assertThat(last.locator(".tab-pane.active")).containsText("By what percent did Dravia's GDP grow");
            // the web_search answer, sent back as a tool message before this call
            assertThat(last.locator(".tab-pane.active")).containsText("Dravia's GDP was about");

            page.screenshot(new Page.ScreenshotOptions().setPath(SCREENSHOT));
        });
    }
}
