package com.agenteval.workbench.app.serving;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.Application;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The first minute of a student's {@code java -jar}: the app started as {@code main} starts it, its own output read.
 * A quiet log (only the workbench's INFO lines, no framework's), the line that says where to open it, a favicon, and
 * a stop in the middle of the start-up warm-up that prints no warning and no stack trace.
 */
@ExtendWith(OutputCaptureExtension.class)
class StartLineTest {

    /** A log line as Spring Boot's console pattern prints it: level, then after the thread the logger and ':'. */
    private static final Pattern LOG_LINE =
            Pattern.compile("^\\S+\\s+(TRACE|DEBUG|INFO|WARN|ERROR) .*?\\] (\\S+)\\s+: ");

    @TempDir
    Path traces;

    @Test
    void aStartedAppLogsQuietlySaysWhereToOpenItServesAFaviconAndStopsCleanly(CapturedOutput output) throws Exception {
        ConfigurableApplicationContext app = new SpringApplicationBuilder(Application.class)
                .properties(
                        "server.port=0",
                        "vaadin.devmode.devTools.enabled=false",
                        "workbench.traces.dir=" + traces,
                        "workbench.warmup.enabled=true",
                        // the tests run Vaadin in dev mode, whose dev-server thread Tomcat reports (with its stack)
                        // when the app stops soon after starting; the production jar has no dev server
                        "logging.level.org.apache.catalina.loader.WebappClassLoaderBase=ERROR")
                .run();
        int port;
        HttpResponse<byte[]> favicon;
        try {
            port = ((WebServerApplicationContext) app).getWebServer().getPort();
            favicon = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/favicon.ico"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofByteArray());
        } finally {
            // while the warm-up still runs (it takes many seconds): the stop must not turn its requests into errors
            app.close();
        }

        assertThat(favicon.statusCode()).isEqualTo(200);
        assertThat(favicon.headers().firstValue("Content-Type")).hasValue("image/x-icon");
        assertThat(favicon.body()).startsWith(0, 0, 1, 0);

        List<String> lines = output.getAll().lines().toList();
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
        assertThat(output.getAll()).doesNotContain("Exception").doesNotContain("\tat ");
    }
}
