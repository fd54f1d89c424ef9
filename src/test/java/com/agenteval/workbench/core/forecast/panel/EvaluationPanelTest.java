package com.agenteval.workbench.core.forecast.panel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelJson;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelQuestion;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelRecovery;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelScores;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelScores.PanelScoreRow;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.log.TestReaders;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The book's evaluation panel records, in both shapes, and the recovery file that resolves them. */
class EvaluationPanelTest {

    @TempDir
    Path dir;

    private static byte[] book(String name) {
        return ForecastFixtures.bookFile(name).getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void theLegacyPanelReadsAsTenQuestionsOfThreeAgents() throws Exception {
        EvaluationPanel panel = PanelJson.panel(book(ForecastFixtures.BOOK_LEGACY_PANEL), TraceLimits.DEFAULT);

        assertThat(panel.shape()).isEqualTo(EvaluationPanel.LEGACY);
        assertThat(panel.runId()).isEqualTo("d5030378899c");
        assertThat(panel.nAgents()).isEqualTo(3);
        assertThat(panel.questions()).hasSize(10);
        assertThat(panel.questions().get(6).agentProbs()).containsExactly(0.99, 0.98, 0.98);
        assertThat(panel.questions().get(6).finalP()).isEqualTo(0.99);
        assertThat(panel.resolvedCount()).isZero();
    }

    @Test
    void theRecoveryFileNamesTheLegacyPanelByRunIdAndResolvesEveryQuestion() throws Exception {
        EvaluationPanel panel = PanelJson.panel(book(ForecastFixtures.BOOK_LEGACY_PANEL), TraceLimits.DEFAULT);
        PanelRecovery recovery = PanelJson.recovery(book(ForecastFixtures.BOOK_RECOVERY), TraceLimits.DEFAULT);

        assertThat(recovery.capturedRunId()).isEqualTo("d5030378899c");
        assertThat(recovery.belongsTo(ForecastFixtures.BOOK_LEGACY_PANEL, panel))
                .isTrue();
        EvaluationPanel joined = panel.withOutcomes(recovery, ForecastFixtures.BOOK_RECOVERY);
        assertThat(joined.resolvedCount()).isEqualTo(10);
        PanelQuestion first = joined.questions().get(0);
        assertThat(first.question()).isEqualTo("Will the Federal Reserve cut rates at the March 2025 FOMC meeting?");
        assertThat(first.outcome()).isEqualTo(0.0);
        assertThat(first.marketPrice()).isEqualTo(0.04);
        assertThat(first.cutoffDate()).isEqualTo("2025-03-10");
        assertThat(first.knownBeforeCutoff()).isFalse();
    }

    @Test
    void scoresFinalPTheAgentMeanAndTheMarketOverTheResolvedQuestions() throws Exception {
        EvaluationPanel joined = PanelJson.panel(book(ForecastFixtures.BOOK_LEGACY_PANEL), TraceLimits.DEFAULT)
                .withOutcomes(PanelJson.recovery(book(ForecastFixtures.BOOK_RECOVERY), TraceLimits.DEFAULT), "r.json");
        List<Double> outcomes =
                joined.questions().stream().map(PanelQuestion::outcome).toList();

        PanelScores s = PanelScores.of(joined, 10).orElseThrow();

        double brier = 0;
        for (PanelQuestion q : joined.questions()) {
            brier += (q.finalP() - q.outcome()) * (q.finalP() - q.outcome());
        }
        assertThat(s.resolved()).isEqualTo(10);
        assertThat(s.finalP().brier()).isCloseTo(brier / 10, within(1e-15));
        assertThat(s.finalP().brier()).isLessThan(0.01); // near perfect: the look-ahead warning
        assertThat(s.market().brier()).isGreaterThan(s.finalP().brier());
        assertThat(s.marketN()).isEqualTo(10);
        // the Brier skill against the market, on the questions with a price (here all ten), by hand
        double market = 0;
        for (PanelQuestion q : joined.questions()) {
            market += (q.marketPrice() - q.outcome()) * (q.marketPrice() - q.outcome());
        }
        assertThat(s.finalPOnMarket().brier()).isCloseTo(brier / 10, within(1e-15));
        assertThat(s.skillVsMarket()).isCloseTo(1 - (brier / 10) / (market / 10), within(1e-12));
        assertThat(PanelScoreRow.of("p.json", s).get(0).skillVsMarket()).isEqualTo(s.skillVsMarket());
        assertThat(PanelScoreRow.of("p.json", s).get(2).skillVsMarket()).isNaN();
        assertThat(s.meanAgent()).isNotNull();
        assertThat(s.finalPCalibration()).hasSize(10);
        assertThat(outcomes).containsOnly(0.0, 1.0);
    }

    @Test
    void theCurrentShapeCarriesTheQuestionInlineAndJoinsTheSameRecoveryByFileName() throws Exception {
        String current = """
                {"notebook": "09_evaluation_and_governance", "provider": "p", "question": null,
                 "params": {"panel": [
                   {"question_id": "fed-mar-2025", "question": "Will the Fed cut in March 2025?",
                    "cutoff_date": "2025-03-10", "resolution_date": "2025-03-19", "agent_probs": [0.1, 0.2],
                    "final_p": 0.15},
                   {"question_id": "cpi", "question": "CPI?", "cutoff_date": "2025-02-05",
                    "resolution_date": "2025-02-12", "agent_probs": [0.9, 0.8], "final_p": 0.85}],
                  "n_agents": 2},
                 "agents": [], "llm_calls": [], "created_at": "2026-06-15T19:14:31+00:00", "run_id": "d5030378899c"}
                """;
        Files.writeString(dir.resolve("09_evaluation_and_governance_20260615T191431Z_d5030378899c.json"), current);
        Files.writeString(
                dir.resolve(ForecastFixtures.BOOK_RECOVERY), ForecastFixtures.bookFile(ForecastFixtures.BOOK_RECOVERY));

        Map<String, StoredTrace> listed = RunTraceStore.of(dir, TestReaders.POOL).list().stream()
                .collect(Collectors.toMap(StoredTrace::fileName, t -> t));

        StoredTrace.Panel panel =
                (StoredTrace.Panel) listed.get("09_evaluation_and_governance_20260615T191431Z_d5030378899c.json");
        assertThat(panel.panel().shape()).isEqualTo(EvaluationPanel.INLINE);
        assertThat(panel.panel().questions().get(0).questionId()).isEqualTo("fed-mar-2025");
        assertThat(panel.panel().questions().get(0).question()).isEqualTo("Will the Fed cut in March 2025?");
        assertThat(panel.panel().questions().get(1).outcome()).isEqualTo(1.0);
        assertThat(panel.panel().outcomesFrom()).isEqualTo(ForecastFixtures.BOOK_RECOVERY);
        assertThat(((StoredTrace.Outcomes) listed.get(ForecastFixtures.BOOK_RECOVERY)).panelFile())
                .isEqualTo("09_evaluation_and_governance_20260615T191431Z_d5030378899c.json");
    }

    @Test
    void probabilitiesAreCheckedLikeARunTracesAndRefusedValuesSayWhere() {
        String nan =
                ForecastFixtures.bookFile(ForecastFixtures.BOOK_LEGACY_PANEL).replaceFirst("0\\.05", "NaN");
        String big = ForecastFixtures.bookFile(ForecastFixtures.BOOK_LEGACY_PANEL)
                .replaceFirst("\"final_p\": 0\\.01", "\"final_p\": 1.5");
        String text =
                ForecastFixtures.bookFile(ForecastFixtures.BOOK_LEGACY_PANEL).replaceFirst("0\\.05", "\"0.05\"");

        assertThatThrownBy(() -> PanelJson.panel(nan.getBytes(StandardCharsets.UTF_8), TraceLimits.DEFAULT))
                .isInstanceOf(InvalidTraceException.class)
                .hasMessageContaining("panel[0].agent_probs[0]")
                .hasMessageContaining("not a probability");
        assertThatThrownBy(() -> PanelJson.panel(big.getBytes(StandardCharsets.UTF_8), TraceLimits.DEFAULT))
                .isInstanceOf(InvalidTraceException.class)
                .hasMessageContaining("panel[0].final_p: 1.5");
        assertThatThrownBy(() -> PanelJson.panel(text.getBytes(StandardCharsets.UTF_8), TraceLimits.DEFAULT))
                .isInstanceOf(InvalidTraceException.class)
                .hasMessageContaining("expected a number");
        assertThatThrownBy(() -> new PanelQuestion(0, null, null, null, null, List.of(0.5), 0.5, 0.5, null, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not an outcome");
    }

    @Test
    void everyFileOfTheBooksFolderOpensAsARunAPanelOrItsOutcomesNeverInvalid() throws Exception {
        RunTraceStore store =
                new RunTraceStore(dir.resolve("none"), List.of(ForecastFixtures.BOOK_FOLDER), TestReaders.POOL);
        List<StoredTrace> listed = store.list();
        long jsonFiles;
        try (var files = Files.list(ForecastFixtures.BOOK_FOLDER)) {
            jsonFiles = files.filter(p -> p.toString().endsWith(".json")).count();
        }

        assertThat(listed).hasSize((int) jsonFiles).noneMatch(t -> t instanceof StoredTrace.Invalid);
        for (StoredTrace t : listed) {
            assertThat(store.open(t.fileName())).get().isNotInstanceOf(StoredTrace.Invalid.class);
        }
        assertThat(store.open(ForecastFixtures.BOOK_LEGACY_PANEL))
                .get()
                .satisfies(t -> assertThat(((StoredTrace.Panel) t).panel().resolvedCount())
                        .isEqualTo(10));
    }
}
