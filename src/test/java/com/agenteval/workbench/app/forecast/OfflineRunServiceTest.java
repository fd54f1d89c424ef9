package com.agenteval.workbench.app.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestion;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OfflineRunServiceTest {

    private static final Instant FIXED = Instant.parse("2031-02-03T04:05:06Z");

    @TempDir
    Path dir;

    @Test
    void aRunIsStampedByTheInjectedClockNotTheSystemClock() throws Exception {
        TraceStoreService store = new TraceStoreService(new TracesProperties(dir, List.of()));
        OfflineRunService service = new OfflineRunService(store, Duration.ZERO, Clock.fixed(FIXED, ZoneOffset.UTC));
        OfflineQuestion question = service.questions(7).get(0);

        SavedRun saved = service.run(
                new RunPlan(7, question, OfflineForecasting.Spec.of(1, 1)),
                store.sessionRuns(),
                StepListener.NONE,
                new Cancellation());

        RunTrace written = RunTraceJson.read(saved.path(), TestReaders.POOL);
        // the session's own runs, not the class store
        assertThat(saved.path().getParent().getParent())
                .isEqualTo(dir.resolve(".scratch").toAbsolutePath());
        assertThat(written.createdAtInstant()).isEqualTo(FIXED);
        assertThat(written.llmCalls())
                .isNotEmpty()
                .allSatisfy(c -> assertThat(c.timestamp()).startsWith("2031-02-03"));
    }
}
