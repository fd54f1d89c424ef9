package com.agenteval.workbench.app.serving;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.Application;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The first minute of a student's {@code java -jar}: the app started as {@code main} starts it, in a JVM of its own
 * (so that nothing another test left running in this one speaks in its log), its own output read. A quiet log (only
 * the workbench's INFO lines, no framework's), the line that says where to open it, a favicon, and a stop (the
 * signal a Ctrl-C sends) in the middle of the start-up warm-up that prints no warning and no stack trace.
 */
class StartLineTest {

    /** A log line as Spring Boot's console pattern prints it: level, then after the thread the logger and ':'. */
    private static final Pattern LOG_LINE =
            Pattern.compile("^\\S+\\s+(TRACE|DEBUG|INFO|WARN|ERROR) .*?\\] (\\S+)\\s+: ");

    /** The ready line's address. */
    private static final Pattern READY_AT =
            Pattern.compile(Pattern.quote(StartLine.READY) + "http://localhost:(\\d+)$");

    @TempDir
    Path traces;

    @Test
    @Timeout(value = 180, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aStartedAppLogsQuietlySaysWhereToOpenItServesAFaviconAndStopsCleanly() throws Exception {
        Process app = new ProcessBuilder(
                        ProcessHandle.current().info().command().orElseThrow(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        Application.class.getName(),
                        "--server.port=0",
                        "--vaadin.devmode.devTools.enabled=false",
                        "--workbench.traces.dir=" + traces,
                        "--workbench.warmup.enabled=true",
                        // the tests run Vaadin in dev mode, whose dev-server thread Tomcat reports (with its stack)
                        // when the app stops soon after starting; the production jar has no dev server
                        "--logging.level.org.apache.catalina.loader.WebappClassLoaderBase=ERROR")
                .redirectErrorStream(true)
                .start();
        List<String> lines = new ArrayList<>();
        int port = -1;
        HttpResponse<byte[]> favicon = null;
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(app.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                lines.add(line);
                Matcher ready = READY_AT.matcher(line);
                if (port < 0 && ready.find()) {
                    port = Integer.parseInt(ready.group(1));
                    favicon = HttpClient.newHttpClient()
                            .send(
                                    HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/favicon.ico"))
                                            .build(),
                                    HttpResponse.BodyHandlers.ofByteArray());
                    // while the warm-up still runs (it takes many seconds): the stop must not turn its requests
                    // into errors (the handle's signal, not Process.destroy, which also closes this stream)
                    app.toHandle().destroy();
                }
            }
        } finally {
            app.destroyForcibly();
            app.waitFor(30, TimeUnit.SECONDS);
        }
        String all = String.join("\n", lines);

        assertThat(port).as(all).isPositive();
        assertThat(favicon).isNotNull();
        assertThat(favicon.statusCode()).isEqualTo(200);
        assertThat(favicon.headers().firstValue("Content-Type")).hasValue("image/x-icon");
        assertThat(favicon.body()).startsWith(0, 0, 1, 0);

        String ready = StartLine.READY + "http://localhost:" + port;
        assertThat(lines).anySatisfy(l -> assertThat(l).endsWith(ready));
        int logged = 0;
        for (String line : lines) {
            Matcher m = LOG_LINE.matcher(line);
            if (m.find()) {
                logged++;
                assertThat(m.group(1)).as(line).isEqualTo("INFO");
                assertThat(m.group(2)).as(line).matches("(c\\.a\\.w(orkbench)?|com\\.agenteval\\.workbench)\\..*");
            }
        }
        assertThat(logged).as("a quiet log, not a hundred lines").isBetween(2, 15);
        assertThat(all).doesNotContain("Exception").doesNotContain("\tat ");
    }
}
