package com.agenteval.workbench.core.judge.llm;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns.JudgeRunStore;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The repository ships no judge run recorded from a local server as if it were a model's: every file under
 * {@code traces/judge-runs/} must load, replay, and name a provider host that is not this machine.
 */
class ShippedJudgeRunsTest {

    @Test
    void everyShippedJudgeRunIsValidReplaysAndCameFromARealProvider() throws Exception {
        for (JudgeRunStore.Listed l : JudgeRunStore.of(Path.of("traces", JudgeRunStore.SUBFOLDER), TestReaders.POOL)
                .list()) {
            assertThat(l.valid()).as(l.fileName() + ": " + l.problem()).isTrue();
            String host = l.run().provenance().baseUrlHost();
            assertThat(host)
                    .as(l.fileName() + " was recorded from " + host)
                    .doesNotStartWith("localhost")
                    .doesNotStartWith("127.")
                    .doesNotStartWith("[::1]");
            assertThat(JudgeRuns.replay(l.run()).differ()).as(l.fileName()).isZero();
        }
    }
}
