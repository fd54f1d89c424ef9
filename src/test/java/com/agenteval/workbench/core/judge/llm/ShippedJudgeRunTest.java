package com.agenteval.workbench.core.judge.llm;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.judge.JudgeComparison.TraceSet;
import com.agenteval.workbench.core.judge.llm.JudgeRun.InvalidJudgeRunException;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns.JudgeRunStore;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The LLM-judge run the project ships (issue 26: the /judges LLM-judge section was empty offline): written by the
 * simulated judge ({@link SimulatedGpaJudge}, not a language model) on the first 10 familiar plan_exec traces of the
 * lecture's world. The committed file is exactly what this generator writes; regenerate it with
 * {@code ./mvnw -q -Dtest=ShippedJudgeRunTest -Dregenerate=true test}.
 */
class ShippedJudgeRunTest {

    static final Path FOLDER = Path.of("traces", JudgeRunStore.SUBFOLDER);
    static final int TRACES = 10;

    static JudgeRun generate() {
        SimParams params =
                JudgeComparison.params("plan_exec", false, 200, BigInteger.ONE, BigInteger.ZERO, WorldSpec.lecture());
        List<Trace> traces = TraceSet.of(params).traces();
        Clock clock = Clock.fixed(Instant.parse("2026-12-01T00:00:00Z"), ZoneOffset.UTC);
        return JudgeRuns.record(
                new SimulatedGpaJudge(traces, 26),
                SimulatedGpaJudge.PROVENANCE,
                params,
                TRACES,
                clock,
                () -> 0L,
                new Random(26),
                (done, total, id) -> {},
                () -> false);
    }

    @Test
    void theShippedRunIsWhatTheSimulatedJudgeWritesAndItReplaysOffline() throws IOException, InvalidJudgeRunException {
        JudgeRun run = generate();
        Path file = FOLDER.resolve(JudgeRunStore.fileNameFor(run));
        if (Boolean.getBoolean("regenerate")) {
            Files.createDirectories(FOLDER);
            Files.writeString(file, run.json());
        }
        assertThat(file).exists();
        assertThat(Files.readString(file)).isEqualTo(run.json());

        JudgeRuns.Replay replay = JudgeRuns.replay(JudgeRun.read(file, TestReaders.POOL));
        assertThat(replay.run().status()).isEqualTo(JudgeRun.COMPLETED);
        assertThat(replay.traces()).hasSize(TRACES);
        assertThat(replay.differ()).isZero();
        // labelled for what it is, wherever the run's provenance is shown
        assertThat(replay.run().provenance().provider()).isEqualTo("simulated");
        assertThat(replay.run().provenance().model()).contains("not a language model");
        // imperfect on purpose: it finds some of the labelled errors, and raises at least one false alarm
        long found =
                replay.verdicts().stream().mapToLong(v -> v.findings().size()).sum();
        long labels = replay.traces().stream().mapToLong(t -> t.errors().size()).sum();
        assertThat(found).isPositive();
        assertThat(replay.run().calls()).anyMatch(c -> c.reply().contains("false alarm"));
        assertThat(labels).isPositive();
    }
}
