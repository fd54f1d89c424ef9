package com.agenteval.workbench.core.forecast.offline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestion;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestions;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.WorldFacts;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.Aggregation;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Question, run, trace saved, reloaded, replayed, scored: the offline agent from end to end. */
class OfflineEndToEndTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2025-01-15T09:30:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    @Test
    void aQuestionIsRunSavedReplayedAndScored() throws Exception {
        WorldFacts world = WorldFixtures.seed14();
        OfflineQuestion question = OfflineQuestions.find(OfflineQuestions.generate(world), "harbor-national-2024")
                .orElseThrow();
        List<AgentTrace> progress = new ArrayList<>();

        PanelRun run = OfflineForecasting.run(
                world,
                question.question(),
                OfflineForecasting.Spec.of(2, 11),
                CLOCK,
                (agent, step) -> progress.add(step));
        RunTraceStore store = RunTraceStore.of(dir, TestReaders.POOL);
        Path saved = store.save(run.trace());
        RunTrace loaded = store.load(saved.getFileName().toString());
        ReplayAnalysis replay = ReplayAnalysis.of(loaded);
        CalibrationReport scored = CalibrationReport.of(List.of(loaded), 10);

        assertThat(saved.getFileName().toString())
                .matches("offline_research_agent_20250115T093000Z_[0-9a-f]{12}\\.json");
        assertThat(RunTraceJson.write(loaded)).isEqualTo(RunTraceJson.write(run.trace()));
        assertThat(loaded.provider()).contains("simulated");
        assertThat(loaded.executionMode()).isEqualTo("offline");
        assertThat(loaded.params())
                .containsEntry("seed", 11)
                .containsEntry("offline_question_id", "harbor-national-2024");
        assertThat(progress)
                .hasSize(run.agents().stream()
                        .mapToInt(a -> a.artifact().traces().size())
                        .sum());
        assertThat(loaded.llmCalls()).extracting(c -> c.seq()).isSorted().doesNotHaveDuplicates();

        assertThat(replay.header().search()).isEqualTo("offline corpus (simulated world)");
        assertThat(replay.checks().marketPriceInPrompts()).isFalse();
        assertThat(replay.checks().datedResults()).isLessThan(replay.checks().searchResults());
        assertThat(replay.agents()).allSatisfy(a -> {
            assertThat(a.differences()).as("recorded fields of %s", a.agentId()).isEmpty();
            assertThat(a.timeline()).isNotEmpty();
        });
        assertThat(replay.aggregation().differences()).isEmpty();
        assertThat(((Map<?, ?>) loaded.aggregation()).get("n_forecasts"))
                .isEqualTo(replay.aggregation().nForecasts());
        run.agents()
                .forEach(a -> assertThat(a.toolLog())
                        .allSatisfy(call -> assertThat(call.provenance())
                                .containsEntry("search_client", "offline corpus (simulated world, seed 14)")));

        assertThat(scored.runs()).isEqualTo(1);
        double mean = replay.aggregation().method(Aggregation.MEAN);
        assertThat(scored.methods())
                .filteredOn(m -> m.method().equals(Aggregation.MEAN))
                .singleElement()
                .satisfies(m -> assertThat(m.scores().brier()).isCloseTo(Math.pow(mean - 1.0, 2), within(1e-12)));
    }

    @Test
    void theSameSeedGivesTheSameForecasts() {
        WorldFacts world = WorldFixtures.seed14();
        OfflineQuestion question = OfflineQuestions.generate(world).get(5);

        RunTrace a = OfflineForecasting.run(
                        world, question.question(), OfflineForecasting.Spec.of(2, 3), CLOCK, (x, y) -> {})
                .trace();
        RunTrace b = OfflineForecasting.run(
                        world, question.question(), OfflineForecasting.Spec.of(2, 3), CLOCK, (x, y) -> {})
                .trace();

        assertThat(b.agents()).isEqualTo(a.agents());
        assertThat(b.llmCalls()).isEqualTo(a.llmCalls());
    }
}
