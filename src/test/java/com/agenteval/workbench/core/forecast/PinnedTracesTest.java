package com.agenteval.workbench.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The traces shipped in {@code traces/}: all valid, and the runs the issue asks for are there. */
class PinnedTracesTest {

    private static final Path PINNED = Path.of("traces");
    private static final Pattern BOOK_FILE = Pattern.compile(
            "(0[0-9]|10)_[a-z_]+_20\\d{6}T\\d{6}Z_[0-9a-f]{12}\\.json|verified_.*|evaluation_panel_recovery\\.json");

    private final List<StoredTrace> listed =
            RunTraceStore.of(PINNED, TestReaders.POOL).list();
    private final List<RunTrace> runs = listed.stream()
            .filter(t -> t instanceof StoredTrace.Valid)
            .map(t -> ((StoredTrace.Valid) t).run())
            .toList();

    @Test
    void everyPinnedFileLoadsAndNoneIsTheBooks() {
        assertThat(listed).isNotEmpty().allMatch(t -> t instanceof StoredTrace.Valid);
        // the book's files are public data the project reads from ../shared, never ships (the hook's pattern)
        assertThat(listed).noneMatch(t -> BOOK_FILE.matcher(t.fileName()).matches());
        assertThat(Files.exists(PINNED.resolve(ForecastFixtures.BOOK_CAPTURE))).isFalse();
    }

    @Test
    void thereIsASingleAgentRunAndATwoAgentRunThatDisagrees() {
        List<RunTrace> offline =
                runs.stream().filter(r -> "offline".equals(r.executionMode())).toList();

        assertThat(offline)
                .anyMatch(r -> r.agents().size() == 1 && r.agents().get(0).forecastProduced());
        assertThat(offline)
                .anyMatch(r -> r.agents().size() == 2
                        && r.agents().stream().allMatch(ForecastArtifact::forecastProduced)
                        && Math.abs(r.agents().get(0).pYes() - r.agents().get(1).pYes()) >= 0.3);
        assertThat(offline).allMatch(r -> r.provider().contains("simulated"));
    }

    @Test
    void aPanelCoversAtLeastTwentyResolvedQuestionsOneFilePerQuestion() {
        Map<Object, RunTrace> panel = runs.stream()
                .filter(r -> r.agents().size() == 3 && r.question().hasOutcome())
                .collect(Collectors.toMap(r -> r.params().get("offline_question_id"), Function.identity()));

        assertThat(panel).hasSizeGreaterThanOrEqualTo(20);
        assertThat(panel.values()).allMatch(r -> r.params().get("seed").equals(7));
    }

    @Test
    void everyOfflineReplayRecomputesWhatWasRecorded() {
        runs.stream()
                .filter(r -> "offline".equals(r.executionMode()))
                .map(ReplayAnalysis::of)
                .forEach(replay -> {
                    assertThat(replay.agents())
                            .allSatisfy(a -> assertThat(a.differences())
                                    .as(replay.header().runId())
                                    .isEmpty());
                    assertThat(replay.aggregation().differences()).isEmpty();
                    assertThat(replay.checks().marketPriceInPrompts()).isFalse();
                });
    }
}
