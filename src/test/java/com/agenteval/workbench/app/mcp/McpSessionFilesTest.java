package com.agenteval.workbench.app.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.mcp.ExternalCallLog;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession.ExternalCall;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyJson.NonFiniteFloats;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class McpSessionFilesTest {

    private static final World WORLD = WorldSpec.lecture().make();

    private static ExternalCall call(String expression) {
        return ExternalCall.run(WORLD, 0, Instant.parse("2026-11-30T09:30:00Z"), "calculator", (PyDict)
                PyJson.loads("{\"expression\": \"" + expression + "\"}"));
    }

    @Test
    void writesTheSessionAtomicallyAndNeverGoesBackToAnOlderSnapshot(@TempDir Path traces) throws Exception {
        McpSessionFiles files = new McpSessionFiles(traces.resolve("mcp-sessions"));
        ExternalCallLog log = new ExternalCallLog(5, 10, null, Clock.systemUTC());
        ExternalSession one = log.record("t", "client", call("1 + 1"));
        files.save(one);
        ExternalSession two = log.record("t", "client", call("2 + 2"));
        files.save(two);
        files.save(one); // late: must not replace the newer file

        Path file = traces.resolve("mcp-sessions/20261130T093000Z_mcp-1.json");
        assertThat(file).isEqualTo(files.file(two));
        PyDict saved = (PyDict) PyJson.loads(Files.readString(file));
        assertThat(((PyList) saved.get("events")).size()).isEqualTo(2);
        assertThat(saved.get("format").str()).isEqualTo("aew-mcp-session");
        assertThat(saved.get("version")).isEqualTo(PyInt.of(2));
        try (Stream<Path> left = Files.list(traces.resolve("mcp-sessions"))) {
            assertThat(left).containsExactly(file); // no temporary files left behind
        }
    }

    @Test
    void aFolderThatCannotBeWrittenIsLoggedNotThrown(@TempDir Path traces) throws Exception {
        Path notAFolder = traces.resolve("file");
        Files.writeString(notAFolder, "x");
        McpSessionFiles files = new McpSessionFiles(notAFolder.resolve("mcp-sessions"));
        files.save(new ExternalCallLog(1, 1, null, Clock.systemUTC()).record("t", "", call("1")));
        assertThat(Files.readString(notAFolder)).isEqualTo("x");
    }

    @Test
    void aCalculatorCallThatGivesInfSavesAndLaterCallsStillSave(@TempDir Path traces) throws Exception {
        McpSessionFiles files = new McpSessionFiles(traces.resolve("mcp-sessions"));
        ExternalCallLog log = new ExternalCallLog(5, 10, null, Clock.systemUTC());
        ExternalSession inf = log.record("t", "client", call("1e308*10"));
        files.save(inf);
        ExternalSession after = log.record("t", "client", call("2 + 2"));
        files.save(after);

        String json = Files.readString(files.file(after));
        // a strict parser (no NaN/Infinity tokens) reads it
        com.fasterxml.jackson.databind.JsonNode strict =
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(json);
        assertThat(strict.get("events")).hasSize(2);
        com.fasterxml.jackson.databind.JsonNode result =
                strict.get("events").get(0).get("step").findValue("value_text");
        assertThat(result).isNotNull();
        assertThat(result.asText()).isEqualTo("inf");
        // read back the same way: the value is inf again
        PyDict back = (PyDict) NonFiniteFloats.decode(PyJson.loads(json));
        assertThat(back.repr()).contains("'value': inf");
    }

    @Test
    void atMostMaxSavedSessionFilesAreKeptTheOldestDeleted(@TempDir Path traces) throws Exception {
        Path folder = traces.resolve("mcp-sessions");
        McpSessionFiles files = new McpSessionFiles(folder, 3);
        ExternalCallLog log = new ExternalCallLog(50, 10, null, Clock.systemUTC());
        List<Path> written = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            ExternalSession s = log.record("t" + i, "client", call(i + " + 1"));
            files.save(s);
            written.add(files.file(s));
            // distinct ages, oldest first, whatever the file system's time resolution
            Files.setLastModifiedTime(files.file(s), FileTime.fromMillis(1_000_000L * (i + 1)));
        }
        try (Stream<Path> left = Files.list(folder)) {
            assertThat(left).containsExactlyInAnyOrderElementsOf(written.subList(2, 5));
        }
        // a session that goes on is rewritten in place, not counted again
        files.save(log.record("t4", "client", call("9 + 9")));
        try (Stream<Path> left = Files.list(folder)) {
            assertThat(left).hasSize(3);
        }
    }

    @Test
    void staleTempFilesOfAnInterruptedSaveAreRemovedAtStart(@TempDir Path traces) throws Exception {
        Path folder = Files.createDirectories(traces.resolve("mcp-sessions"));
        Path stale = Files.writeString(folder.resolve(".20261130T093000Z_mcp-1.json.4815162342.tmp"), "{\"half");
        Files.setLastModifiedTime(stale, FileTime.from(Instant.now().minusSeconds(3600)));
        Path kept = Files.writeString(folder.resolve("20261130T093000Z_mcp-1.json"), "{}");
        new McpSessionFiles(folder, 3);
        assertThat(stale).doesNotExist();
        assertThat(kept).exists();
    }

    @Test
    void theSessionLimitsBindFromTheConfiguration() {
        new org.springframework.boot.test.context.runner.ApplicationContextRunner()
                .withUserConfiguration(Limits.class)
                .withPropertyValues(
                        "workbench.mcp.session-idle-timeout=5m",
                        "workbench.mcp.max-saved-sessions=7",
                        "workbench.mcp.max-transport-sessions=9")
                .run(c -> assertThat(c.getBean(McpSessionLimits.class))
                        .isEqualTo(new McpSessionLimits(Duration.ofMinutes(5), 7, 9)));
        new org.springframework.boot.test.context.runner.ApplicationContextRunner()
                .withUserConfiguration(Limits.class)
                .run(c -> assertThat(c.getBean(McpSessionLimits.class))
                        .isEqualTo(new McpSessionLimits(Duration.ofMinutes(30), 200, 500)));
        new org.springframework.boot.test.context.runner.ApplicationContextRunner()
                .withUserConfiguration(Limits.class)
                .withPropertyValues("workbench.mcp.max-saved-sessions=0")
                .run(c -> assertThat(c)
                        .hasFailed()
                        .getFailure()
                        .rootCause()
                        .hasMessage("workbench.mcp.max-saved-sessions must be at least 1, got 0"));
    }

    @org.springframework.boot.context.properties.EnableConfigurationProperties(McpSessionLimits.class)
    static class Limits {}
}
