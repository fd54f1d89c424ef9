package com.agenteval.workbench.core.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.log.LogJson.LogRecord;
import com.agenteval.workbench.core.log.LogJson.LogRecord.LogEvent;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession.ExternalCall;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ExternalSessionJsonTest {

    /** Written by the v1 writer (before the envelope) for exactly {@link #fixtureSession()}. */
    static final Path V1 = Path.of("src/test/resources/log/v1/mcp-session.json");

    static ExternalSession fixtureSession() {
        World world = WorldSpec.lecture().make();
        Instant t0 = Instant.parse("2026-11-30T09:00:00Z");
        ExternalCallLog log = new ExternalCallLog(5, 10, null, Clock.systemUTC());
        log.record("a", "fixture-client 1.0", ExternalCall.run(world, 99, t0, "calculator", (PyDict)
                PyJson.loads("{\"expression\": \"1e308*10\"}")));
        log.record("a", "fixture-client 1.0", ExternalCall.run(world, 99, t0, "web_search", (PyDict)
                PyJson.loads("{\"query\": \"Arvenia GDP 2022\"}")));
        return log.sessions().get(0);
    }

    @Test
    void aVersion1SessionOpensAndEqualsTheVersion2ReadingOfTheSameSession() throws Exception {
        LogRecord fromV1 = SavedFiles.read(V1, TestReaders.POOL);
        LogRecord fromV2 = SavedFiles.parse(ExternalSessionJson.write(fixtureSession()));

        assertThat(fromV1).isEqualTo(fromV2);
        assertThat(fromV1.version()).isEqualTo(2);
        assertThat(fromV1.format()).isEqualTo(SavedFiles.MCP_SESSION);
    }

    @Test
    void eachCallIsAToolCallEventWithItsWorldUnderTheCanonicalNames() throws Exception {
        LogRecord log = SavedFiles.read(V1, TestReaders.POOL);

        assertThat(log.events(LogEvent.ToolCall.class))
                .extracting(LogEvent.ToolCall::tool)
                .containsExactly("calculator", "web_search");
        assertThat(log.events().get(0).data().get("world"))
                .isEqualTo(Map.of(
                        "world_seed", 14, "n_stale", 2, "memory_acc", 0.7, "web_exact", 0.4, "web_rounded", 0.45));
        assertThat(log.fields()).containsEntry("session", "mcp-1").containsEntry("client", "fixture-client 1.0");
        // the calculator's inf is saved as null with its text beside it, so the file is strict JSON
        assertThat(ExternalSessionJson.write(fixtureSession()))
                .contains("\"value_text\": \"inf\"")
                .doesNotContain("Infinity")
                .doesNotContain("\"seed\"");
    }
}
