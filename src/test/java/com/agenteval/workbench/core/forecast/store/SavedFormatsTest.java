package com.agenteval.workbench.core.forecast.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.log.LogJson.InvalidLogException;
import com.agenteval.workbench.core.log.LogJson.LogRecord;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.log.TestReaders;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every format the workbench writes declares its format and version: its own in the envelope, the runs it writes in
 * the book's run-trace format in the declared extension field the book ignores. One naming scheme, {@code aew-…},
 * and the older name still opens.
 */
class SavedFormatsTest {

    private static final Path BOOK = Path.of("..", "shared", "ml4t-traces");

    @TempDir
    Path dir;

    private static RunTrace newRun() {
        RunTrace fixture = ForecastFixtures.smallRun("r28");
        return RunTrace.capture(
                fixture.notebook(),
                fixture.provider(),
                fixture.question(),
                fixture.params(),
                fixture.agents(),
                fixture.aggregation(),
                fixture.notes(),
                fixture.llmCalls(),
                Instant.parse("2026-12-02T06:00:00Z"),
                "r28",
                "offline");
    }

    @Test
    void aRunTheWorkbenchMakesDeclaresTheBookFormatAndItsVersionLastAndStillReadsAsARunTrace() throws Exception {
        Path saved = RunTraceStore.of(dir, TestReaders.POOL).save(newRun());
        JsonNode tree = RunTraceJson.mapper().readTree(Files.readString(saved));

        assertThat(tree.get(SavedFiles.BOOK_EXTENSION).toString())
                .isEqualTo("{\"format\":\"ml4t-run-trace\",\"version\":1}");
        List<String> keys = List.copyOf(iterable(tree));
        assertThat(keys.get(keys.size() - 1)).isEqualTo(SavedFiles.BOOK_EXTENSION);
        // the book's own fields are where the book puts them, the extension beside them
        assertThat(keys).startsWith("notebook", "provider", "question", "params", "agents");
        LogRecord log = SavedFiles.read(saved, TestReaders.POOL);
        assertThat(log.format()).isEqualTo(SavedFiles.BOOK_RUN_TRACE);
        assertThat(log.version()).isEqualTo(SavedFiles.BOOK_VERSION);
        assertThat(RunTraceStore.of(dir, TestReaders.POOL)
                        .load(saved.getFileName().toString()))
                .isEqualTo(newRun());
    }

    @Test
    void theBooksOwnFilesCarryNoExtensionAndReadAsVersionOne() throws Exception {
        for (String name : List.of(
                "04_research_agent_20260609T141730Z_b694ab4d0453.json",
                "09_legacy_panel_20260615T191431Z_d5030378899c.json",
                "evaluation_panel_recovery.json")) {
            byte[] bytes = Files.readAllBytes(BOOK.resolve(name));
            assertThat(new String(bytes, StandardCharsets.UTF_8)).doesNotContain(SavedFiles.BOOK_EXTENSION);
            assertThat(SavedFiles.read(bytes).version()).as(name).isEqualTo(SavedFiles.BOOK_VERSION);
        }
    }

    @Test
    void aBookFormatFileOfANewerVersionIsRefusedWithItsReasonByEveryReader() throws Exception {
        String json = RunTraceJson.write(newRun()).replace("\"version\": 1", "\"version\": 2");
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        assertThat(json).contains("\"aew_envelope\"");

        assertThatThrownBy(() -> SavedFiles.readBook(bytes, RunTraceJson.reader(TraceLimits.DEFAULT)))
                .isInstanceOf(InvalidTraceException.class)
                .hasMessageContaining(
                        "book-format file version 2 (aew_envelope.version) is not one this workbench " + "reads (1)");
        assertThatThrownBy(() -> SavedFiles.read(bytes))
                .isInstanceOf(InvalidLogException.class)
                .hasMessageContaining("not one this workbench reads (1)");
        Files.write(dir.resolve("newer.json"), bytes);
        assertThat(RunTraceStore.of(dir, TestReaders.POOL).list())
                .singleElement()
                .satisfies(t -> assertThat(t.toString()).contains("not one this workbench reads"));
    }

    @Test
    void everyFormatTheWorkbenchWritesIsNamedAewAndTheOldMcpNameStillOpens() throws Exception {
        assertThat(List.of(SavedFiles.JUDGE_RUN, SavedFiles.LIVE_WORLD_RUN, SavedFiles.MCP_SESSION))
                .allMatch(n -> n.startsWith("aew-"));
        for (String old : List.of(
                "{\"format\": \"workbench-mcp-session\", \"version\": 2, \"spec\": {\"name\": "
                        + "\"mcp_session\", \"params\": {}}, \"events\": [], \"session\": \"mcp-9\"}",
                "{\"format\": \"workbench-mcp-session/1\", \"session\": \"mcp-9\", \"calls\": []}")) {
            LogRecord log = SavedFiles.parse(old);
            assertThat(log.format()).isEqualTo(SavedFiles.MCP_SESSION);
            assertThat(log.version()).isEqualTo(SavedFiles.CURRENT_VERSION);
            assertThat(log.fields()).containsEntry("session", "mcp-9");
            assertThat(SavedFiles.write(log)).contains("\"format\": \"aew-mcp-session\"");
        }
        assertThat(SavedFiles.bookExtension(SavedFiles.BOOK_RUN_TRACE))
                .isEqualTo(Map.of("format", "ml4t-run-trace", "version", 1));
    }

    private static List<String> iterable(JsonNode tree) {
        List<String> keys = new ArrayList<>();
        tree.fieldNames().forEachRemaining(keys::add);
        return keys;
    }
}
