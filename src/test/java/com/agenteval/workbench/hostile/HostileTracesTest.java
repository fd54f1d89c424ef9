package com.agenteval.workbench.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generator's traces are worth opening: valid to the store, and the payload reaches the derived fields. */
class HostileTracesTest {

    @Test
    void everyPayloadMakesAValidTraceWithThePayloadInEveryShownField(@TempDir Path dir) {
        assertThat(Payloads.ALL).hasSizeGreaterThanOrEqualTo(30);
        assertThat(Payloads.ALL).allSatisfy(p -> assertThat(p.text()).containsAnyOf(Payloads.FLAG, "alert("));
        assertThat(Payloads.ALL.stream().map(Payloads.Payload::name).distinct()).hasSameSizeAs(Payloads.ALL);

        List<HostileTraces.HostileTrace> written = HostileTraces.write(dir);
        assertThat(written).hasSameSizeAs(Payloads.ALL);
        List<StoredTrace> listed = RunTraceStore.of(dir, TestReaders.POOL).list();
        assertThat(listed).allSatisfy(t -> assertThat(t).as(t.fileName()).isInstanceOf(StoredTrace.Valid.class));
        assertThat(listed).hasSameSizeAs(written);

        for (HostileTraces.HostileTrace h : written) {
            RunTrace run = ((StoredTrace.Valid) RunTraceStore.of(dir, TestReaders.POOL)
                            .open(h.fileName())
                            .orElseThrow())
                    .run();
            String payload = h.payload().text();
            assertThat(h.fields()).isGreaterThan(20);
            assertThat(run.question().question()).isEqualTo(payload);
            assertThat(run.provider()).isEqualTo(payload);
            assertThat(run.agents()).extracting(a -> a.agentId()).containsExactly(payload + " #0", payload + " #1");
            assertThat(run.llmCalls()).allSatisfy(c -> {
                assertThat(c.label()).startsWith(payload);
                assertThat(c.model()).isEqualTo(payload);
                assertThat(c.response()).isEqualTo(payload);
            });
            ReplayAnalysis replay = ReplayAnalysis.of(run);
            assertThat(replay.agents())
                    .allSatisfy(a -> assertThat(a.derived().keyFindings())
                            .as(h.fileName())
                            .anySatisfy(k -> assertThat(payload).contains(k).hasSizeGreaterThan(3)));
        }
    }
}
