package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.log.TestReaders;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The exporters read saved files through the one reader ({@link SavedFiles}): a version 1 file of each workbench
 * format exports exactly as its version 2 reading does, with {@code export otel} and, for the formats it takes,
 * {@code export inspect --from}.
 */
class ExportV1FilesTest {

    static final Path V1 = Path.of("src/test/resources/log/v1");

    @TempDir
    Path dir;

    /** The v1 file as given, and the same file as the workbench writes it today (version 2). */
    private Path[] v1AndV2(String name) throws Exception {
        Path v1 = V1.resolve(name);
        JsonNode onDisk = new ObjectMapper().readTree(v1.toFile());
        assertThat(onDisk.has("events"))
                .as("%s is a version 1 file: no events", name)
                .isFalse();
        Path v2 = dir.resolve("v2-" + name);
        Files.writeString(v2, SavedFiles.write(SavedFiles.read(v1, TestReaders.POOL)));
        assertThat(SavedFiles.read(v2, TestReaders.POOL).version()).isEqualTo(SavedFiles.CURRENT_VERSION);
        return new Path[] {v1, v2};
    }

    private static String[] cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = WorkbenchCli.standard()
                .run(
                        args,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {
            String.valueOf(rc), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)
        };
    }

    @ParameterizedTest
    @ValueSource(strings = {"judge-run.json", "live-world-run.json", "mcp-session.json"})
    void aVersion1FileExportsAsOtelSpansLikeItsVersion2Reading(String name) throws Exception {
        Path[] files = v1AndV2(name);
        Path out1 = dir.resolve("otel-v1.json");
        Path out2 = dir.resolve("otel-v2.json");
        String[] r1 = cli("export", "otel", files[0].toString(), "--out", out1.toString());
        String[] r2 = cli("export", "otel", files[1].toString(), "--out", out2.toString());
        assertThat(r1[0]).as(r1[2]).isEqualTo("0");
        assertThat(r2[0]).as(r2[2]).isEqualTo("0");
        assertThat(Files.readAllBytes(out1)).isEqualTo(Files.readAllBytes(out2));
        assertThat(r1[1].replace(out1.toString(), "OUT")).isEqualTo(r2[1].replace(out2.toString(), "OUT"));

        // and the export holds the file's content: a span for each recorded call, turn or tool call
        JsonNode spans = new ObjectMapper()
                .readTree(out1.toFile())
                .path("resourceSpans")
                .get(0)
                .path("scopeSpans")
                .get(0)
                .path("spans");
        long events = SavedFiles.read(files[0], TestReaders.POOL).events().size();
        assertThat(events).isPositive();
        assertThat((long) spans.size()).isGreaterThan(events / 2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"judge-run.json", "live-world-run.json"})
    void aVersion1FileExportsAsAnInspectLogLikeItsVersion2Reading(String name) throws Exception {
        Path[] files = v1AndV2(name);
        Path out1 = dir.resolve("inspect-v1.json");
        Path out2 = dir.resolve("inspect-v2.json");
        String[] r1 = cli("export", "inspect", "--from", files[0].toString(), "--out", out1.toString());
        String[] r2 = cli("export", "inspect", "--from", files[1].toString(), "--out", out2.toString());
        assertThat(r1[0]).as(r1[2]).isEqualTo("0");
        assertThat(r2[0]).as(r2[2]).isEqualTo("0");
        String log = Files.readString(out1);
        assertThat(log).isEqualTo(Files.readString(out2));
        assertThat(new ObjectMapper().readTree(log).path("samples").size()).isPositive();
    }
}
