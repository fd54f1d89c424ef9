package com.agenteval.workbench.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.live.FakeProviders;
import com.agenteval.workbench.app.live.Wire;
import com.agenteval.workbench.cli.WorkbenchCli;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.log.TestReaders;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23 on the command line: stdout carries the command's output only (a framework's warning goes to stderr), a
 * model's 15,000-character query is never printed whole, and {@code trace list} prints what a trace or a file name
 * holds as text, never as terminal control.
 */
class HostileCliTest {

    @TempDir
    Path dir;

    /** ESC ] 0 ; title BEL, clear screen, and a forged listing line. */
    static final String CONTROL = "\u001b]0;pwned\u0007\u001b[2J\r\nVALID    forged.json  \u009b31m";

    /** The test JVM's class path, for a command run as its own process ({@code java -cp ... Application}). */
    private static String classPath() {
        String surefire = System.getProperty("surefire.test.class.path");
        return surefire != null && !surefire.isBlank() ? surefire : System.getProperty("java.class.path");
    }

    @Test
    void aLiveRunAsItsOwnProcessPrintsItsSummaryAndSavedPathOnStdoutWithItsProgressOnStderr() throws Exception {
        FakeProviders fake = new FakeProviders();
        // the model's first reply is a search whose query is 15,000 characters long; then it forecasts
        fake.openAi.add(Wire.openAi("{\"action\":\"search\",\"query\":\"" + "rate ".repeat(3000) + "\"}", 10, 5));
        try (MockWebServer server = new MockWebServer()) {
            server.setDispatcher(fake);
            server.start();
            ProcessBuilder pb = new ProcessBuilder(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp",
                    classPath(),
                    "com.agenteval.workbench.Application",
                    "forecast",
                    "run",
                    "--live",
                    "--provider",
                    "openai",
                    "--question",
                    "clear",
                    "--traces-dir",
                    dir.toString());
            pb.environment().keySet().removeIf(k -> k.endsWith("_API_KEY") || k.endsWith("_BASE_URL"));
            pb.environment().put("OPENAI_API_KEY", "fk-cli-proc-9Qw2Er4Ty6Ui");
            pb.environment().put("OPENAI_BASE_URL", server.url("/v1").toString());
            pb.environment().put("TAVILY_API_KEY", "tvly-cli-proc-8Zx1Cv3Bn5Mm");
            pb.environment().put("TAVILY_BASE_URL", server.url("/").toString());
            Process p = pb.start();
            // stderr is drained on its own thread, so a chatty child never blocks on a full pipe
            ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
            Thread drain = new Thread(() -> {
                try {
                    p.getErrorStream().transferTo(errBytes);
                } catch (IOException e) {
                    // the child is gone
                }
            });
            drain.start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
            drain.join(10_000);
            String err = errBytes.toString(StandardCharsets.UTF_8);

            assertThat(p.exitValue()).as(err).isZero();
            // stdout: the one-line summary, then the saved path (issue 26), nothing of the progress
            List<String> lines = out.lines().toList();
            assertThat(lines).as("stdout").hasSize(2);
            assertThat(lines.get(0)).isEqualTo("1 of 1 agents forecast (p_yes 0.42), unresolved");
            Path saved = Path.of(lines.get(1));
            assertThat(saved).exists().hasParent(dir.toAbsolutePath());
            assertThat(RunTraceJson.read(saved, TestReaders.POOL).status()).isEqualTo("completed");
            // the search query the model wrote is 15,000 characters: the progress line quotes 200 of them
            String step = err.lines()
                    .filter(l -> l.contains("step 1: search"))
                    .findFirst()
                    .orElseThrow();
            assertThat(step).hasSizeLessThan(400).contains(" characters, over the limit of 200]");
            assertThat(err).doesNotContain("rate ".repeat(100));
        }
    }

    @Test
    void traceListPrintsControlCharactersOfNamesAndFieldsEscapedOneLineAFile() throws Exception {
        String json = ForecastFixtures.bookCaptureJson()
                .replaceFirst(
                        "\"notebook\": \"04_research_agent\"",
                        Matcher.quoteReplacement("\"notebook\": " + Wire.JSON.writeValueAsString(CONTROL)));
        // the hostile fields under a name the store accepts (so they are read and listed), and hostile names, which the
        // store's one name rule refuses unread: both printed escaped
        Files.writeString(dir.resolve("run.json"), json);
        Files.writeString(dir.resolve("run" + "\u001b[2J" + ".json"), json);
        Files.writeString(dir.resolve("bad\u0007.json"), "not json " + CONTROL);
        List<StoredTrace> listed = new RunTraceStore(dir, List.of(), TestReaders.POOL).list();

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        WorkbenchCli.standard()
                .run(
                        new String[] {"trace", "list", "--traces-dir", dir.toString()},
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(new ByteArrayOutputStream()));

        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed.chars().filter(c -> c < 0x20 && c != '\n' || c >= 0x7f && c <= 0x9f))
                .isEmpty();
        List<String> lines = new ArrayList<>(printed.lines().toList());
        assertThat(lines).hasSameSizeAs(listed);
        assertThat(lines).noneMatch(l -> l.startsWith("VALID    forged.json"));
        assertThat(printed).contains("\\u001b]0;pwned\\u0007\\u001b[2J\\r\\nVALID    forged.json  \\u009b31m");
        assertThat(printed).contains("run\\u001b[2J.json");
    }
}
