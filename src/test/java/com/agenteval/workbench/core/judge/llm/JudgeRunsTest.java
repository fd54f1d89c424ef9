package com.agenteval.workbench.core.judge.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.JudgeComparison.TraceSet;
import com.agenteval.workbench.core.judge.llm.JudgeRun.GpaReply;
import com.agenteval.workbench.core.judge.llm.JudgeRun.InvalidJudgeRunException;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns.JudgeRunStore;
import com.agenteval.workbench.core.log.LogJson.LogRecord.LogEvent.ModelCall;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.sim.SimParams;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JudgeRunsTest {

    static final SimParams PARAMS =
            SimParams.defaults("traces").withTasks(12, BigInteger.ONE, false).withConfig(GpaPromptsTest.NOISY);
    static final JudgeRun.Provenance PROVENANCE = new JudgeRun.Provenance("anthropic", "scripted-judge", "localhost");

    @TempDir
    Path dir;

    private final Clock clock = Clock.fixed(Instant.parse("2026-11-30T09:15:00Z"), ZoneOffset.UTC);
    private final AtomicLong nanos = new AtomicLong();

    private JudgeRun record(ScriptedJudgeModel model, int maxTraces) {
        return JudgeRuns.record(
                model,
                PROVENANCE,
                PARAMS,
                maxTraces,
                clock,
                () -> nanos.addAndGet(3_000_000),
                new Random(7),
                (done, total, id) -> {},
                () -> false);
    }

    @Test
    void theJudgeMakesOneCallPerMetricAndKeepsAnUnreadableReplyAsUnparsed() {
        ScriptedJudgeModel model = new ScriptedJudgeModel();
        Trace t = TraceSet.of(PARAMS).traces().get(0);
        LlmGpaJudge judge = new LlmGpaJudge(model, LlmGpaJudge.spec("anthropic", "scripted-judge"), nanos::get);
        LlmGpaJudge.Judgement j = judge.judgeRecorded(JudgeInput.of(t));
        assertThat(model.calls).hasValue(Metric.values().length);
        Verdict v = j.verdict();
        assertThat(v.scores())
                .containsEntry(Metric.TC, 0)
                .containsEntry(Metric.EE, 2)
                .containsEntry(Metric.PA, 3)
                .doesNotContainKey(Metric.GF);
        assertThat(v.unparsed()).singleElement().satisfies(u -> {
            assertThat(u.metric()).isEqualTo(Metric.GF);
            assertThat(u.reply()).isEqualTo("The answer looks right to me.");
            assertThat(u.reason()).isEqualTo("no JSON object in the reply");
        });
        assertThat(v.findings())
                .extracting(f -> f.metric() + "@" + f.step() + ":" + f.source())
                .containsExactly("TC@1:llm-gpa:TC");
        assertThat(((GpaReply.Read) j.calls().get(Metric.EE.ordinal()).parsed()).rejected())
                .singleElement()
                .satisfies(r -> assertThat(r.reason()).startsWith("cites step 99; the trace has steps 0–"));
    }

    @Test
    void aRecordedRunIsSavedAtomicallyAndReplaysOfflineToIdenticalVerdicts() throws Exception {
        JudgeRun run = record(new ScriptedJudgeModel(), 5);
        assertThat(run.status()).isEqualTo(JudgeRun.COMPLETED);
        assertThat(run.traceSet().traceIds()).hasSize(5);
        assertThat(run.calls()).hasSize(5 * 7);
        assertThat(run.calls()).extracting(JudgeRun.Call::seq).isSorted().doesNotHaveDuplicates();
        assertThat(run.calls().get(0).latencyMs()).isEqualTo(3);
        assertThat(run.calls().get(0).timestamp()).isEqualTo("2026-11-30T09:15:00+00:00");
        assertThat(run.judgeSpec().params()).containsEntry("prompt_hash", GpaPrompts.hash());
        assertThat(run.unreadable()).isEqualTo(5);
        assertThat(run.rejectedIssues()).isEqualTo(5);

        JudgeRunStore store = JudgeRunStore.of(dir, TestReaders.POOL);
        Path saved = store.save(run);
        assertThat(saved.getFileName().toString()).isEqualTo("judge-run_20261130T091500Z_" + run.runId() + ".json");
        assertThat(Files.list(dir)).containsExactly(saved); // no temp file left behind
        String json = Files.readString(saved);
        assertThat(json)
                .contains(
                        "\"format\": \"aew-judge-run\"",
                        "\"version\": 2",
                        "\"type\": \"model_call\"",
                        "\"base_url_host\": \"localhost\"",
                        "\"latency_ms\": 3",
                        "\"reply\": ")
                .doesNotContain("format_version");
        assertThatThrownBy(() -> store.save(run)).isInstanceOf(FileAlreadyExistsException.class);

        JudgeRun loaded = store.load(saved.getFileName().toString());
        assertThat(loaded).isEqualTo(run);
        JudgeRuns.Replay replay = JudgeRuns.replay(loaded);
        assertThat(replay.differ()).isZero();
        assertThat(replay.unused()).isZero();
        // the same verdicts a live judge gives on these traces
        LlmGpaJudge live = new LlmGpaJudge(new ScriptedJudgeModel(), run.judgeSpec(), nanos::get);
        assertThat(replay.verdicts())
                .isEqualTo(replay.traces().stream()
                        .map(t -> live.judge(JudgeInput.of(t)))
                        .toList());
        assertThat(replay.card().traces()).isEqualTo(5);
        assertThat(replay.card().unparseableMetrics()).isEqualTo(5);
    }

    @Test
    void aReplayRefusesARequestTheFileDoesNotHoldAndOtherPrompts() throws Exception {
        JudgeRun run = record(new ScriptedJudgeModel(), 2);
        JudgeRun missing = new JudgeRun(
                run.format(),
                run.formatVersion(),
                run.runId(),
                run.createdAt(),
                run.status(),
                run.reason(),
                run.judge(),
                run.provenance(),
                run.prompts(),
                run.traceSet(),
                run.calls().subList(0, 10));
        assertThatThrownBy(() -> JudgeRuns.replay(missing))
                .isInstanceOf(InvalidJudgeRunException.class)
                .hasMessageContaining("holds no reply to this request (the PQ prompt)");
        JudgeRun otherPrompts = new JudgeRun(
                run.format(),
                run.formatVersion(),
                run.runId(),
                run.createdAt(),
                run.status(),
                run.reason(),
                run.judge(),
                run.provenance(),
                new JudgeRun.PromptRef("0", "abc"),
                run.traceSet(),
                run.calls());
        assertThatThrownBy(() -> JudgeRuns.replay(otherPrompts)).hasMessageContaining("prompt version 0 (hash abc)");
        JudgeRun.TraceSetRef t = run.traceSet();
        JudgeRun huge = new JudgeRun(
                run.format(),
                run.formatVersion(),
                run.runId(),
                run.createdAt(),
                run.status(),
                run.reason(),
                run.judge(),
                run.provenance(),
                run.prompts(),
                new JudgeRun.TraceSetRef(
                        t.worldSeed(),
                        t.nStale(),
                        t.memoryAcc(),
                        t.webExact(),
                        t.webRounded(),
                        1_000_000,
                        t.taskSeed(),
                        t.newData(),
                        t.config(),
                        t.runSeed(),
                        t.traceIds()),
                run.calls());
        assertThatThrownBy(() -> JudgeRuns.replay(huge))
                .hasMessage("bad value at trace_set.tasks: 1000000 (1 to 10000)");
    }

    @Test
    void aCancelledRunKeepsWhatWasDoneAndListsOnlyFinishedTraces() {
        AtomicInteger left = new AtomicInteger(10);
        JudgeRun run = JudgeRuns.record(
                new ScriptedJudgeModel(),
                PROVENANCE,
                PARAMS,
                5,
                clock,
                nanos::get,
                new Random(1),
                (d, t, id) -> {},
                () -> left.decrementAndGet() < 0);
        assertThat(run.status()).isEqualTo(JudgeRun.CANCELLED);
        assertThat(run.traceSet().traceIds()).hasSize(1);
        assertThat(run.calls()).hasSize(8); // 7 calls of the first trace, 1 of the second
        assertThat(run.reason()).contains("cancelled by the user");
    }

    @Test
    void corruptAndForeignFilesGiveAClearReasonAndDoNotStopTheListing() throws Exception {
        JudgeRunStore store = JudgeRunStore.of(dir, TestReaders.POOL);
        store.save(record(new ScriptedJudgeModel(), 1));
        Files.writeString(
                dir.resolve("broken.json"),
                "{\"format\": \"aew-judge-run\", \"format_version\": 1,",
                StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("forecast.json"), "{\"notebook\": \"04_research_agent\"}");
        Files.writeString(dir.resolve("future.json"), "{\"format\": \"aew-judge-run\", \"format_version\": 9}");
        Files.writeString(dir.resolve("nofields.json"), "{\"format\": \"aew-judge-run\", \"format_version\": 1}");
        assertThat(store.list())
                .extracting(l -> l.fileName() + ": " + (l.valid() ? "ok" : l.problem()))
                .satisfiesExactly(
                        l -> assertThat(l).startsWith("broken.json: not valid JSON: "),
                        l -> assertThat(l)
                                .isEqualTo("forecast.json: not a judge-run file: it has no \"format\": "
                                        + "\"aew-judge-run\" (it looks like a forecasting run trace)"),
                        l -> assertThat(l)
                                .isEqualTo("future.json: judge-run format version 9 is not one this "
                                        + "workbench reads (1 or 2)"),
                        l -> assertThat(l)
                                .startsWith("judge-run_20261130T091500Z_")
                                .endsWith(": ok"),
                        l -> assertThat(l).isEqualTo("nofields.json: missing field run_id"));
        assertThatThrownBy(() -> store.load("../x.json")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> store.load("absent.json")).hasMessageContaining("no judge run named absent.json");
    }

    /** Written by the v1 writer (before the envelope) for exactly {@code record(new ScriptedJudgeModel(), 1)}. */
    static final Path V1 = Path.of("src/test/resources/log/v1/judge-run.json");

    @Test
    void aVersion1RunOpensReplaysAndEqualsTheVersion2ReadingOfTheSameRun() throws Exception {
        String v2 = JudgeRunJson.write(record(new ScriptedJudgeModel(), 1));

        JudgeRun fromV1 = JudgeRun.read(V1, TestReaders.POOL);
        assertThat(fromV1).isEqualTo(JudgeRun.parse(v2));
        assertThat(JudgeRunJson.write(fromV1)).isEqualTo(v2);
        assertThat(JudgeRuns.replay(fromV1).differ()).isZero();
        var log = SavedFiles.read(V1, TestReaders.POOL);
        assertThat(log).isEqualTo(SavedFiles.parse(v2));
        assertThat(log.spec().params())
                .containsEntry("world_seed", 14)
                .containsEntry("config", fromV1.traceSet().config());
        assertThat(log.events())
                .hasSize(fromV1.calls().size())
                .allSatisfy(e -> assertThat(e).isInstanceOf(ModelCall.class));
    }
}
