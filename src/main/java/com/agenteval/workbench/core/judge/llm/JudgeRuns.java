package com.agenteval.workbench.core.judge.llm;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.forecast.LlmCall;
import com.agenteval.workbench.core.forecast.agent.TracingLlmClient;
import com.agenteval.workbench.core.forecast.agent.TracingLlmClient.CallSequence;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.core.judge.TraceSet;
import com.agenteval.workbench.core.judge.Verdict;
import com.agenteval.workbench.core.judge.llm.JudgeRun.InvalidJudgeRunException;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.sim.SimParams;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Records a run of the LLM GPA judge into a {@link JudgeRun}, and replays one offline.
 *
 * <pre>{@code
 * JudgeRun run = JudgeRuns.record(llm, provenance, params, 5, clock, System::nanoTime, random, progress, () -> false);
 * store.save(run);
 * JudgeRuns.Replay r = JudgeRuns.replay(store.load(name));   // no network: every reply comes from the file
 * r.card().metrics();                                         // scored against the traces' labels
 * }</pre>
 */
public final class JudgeRuns {

    /** The largest trace set a judge run may name: rebuilding it on replay must stay quick. */
    public static final int MAX_TASKS = 10_000;

    private JudgeRuns() {}

    /** Hears of each trace judged. */
    @FunctionalInterface
    public interface Progress {
        void onTrace(int done, int total, String traceId);
    }

    /**
     * Judges the first {@code maxTraces} traces of {@code params} with a model, through a {@link TracingLlmClient}, and
     * returns the run with every call. A call that fails stops the run ({@code failed}, with the reason); a cancel
     * stops it before the next trace or call ({@code cancelled}); either way what was done is kept. Only traces whose
     * seven calls all returned are listed in {@code trace_ids}.
     */
    public static JudgeRun record(
            LlmClient llm,
            JudgeRun.Provenance provenance,
            SimParams params,
            int maxTraces,
            Clock clock,
            LongSupplier nanoTime,
            Random random,
            Progress progress,
            BooleanSupplier cancelled) {
        if (maxTraces < 1) {
            throw new IllegalArgumentException("judge at least one trace");
        }
        if (params.tasks() > MAX_TASKS) {
            throw new IllegalArgumentException(
                    "a judge run's trace set has at most " + MAX_TASKS + " tasks, not " + params.tasks());
        }
        String createdAt = clock.instant().truncatedTo(ChronoUnit.SECONDS).toString();
        byte[] id = new byte[6];
        random.nextBytes(id);
        List<Trace> traces = TraceSet.of(params).traces();
        traces = traces.subList(0, Math.min(maxTraces, traces.size()));
        TracingLlmClient tracer =
                new TracingLlmClient(stoppable(llm, cancelled), LlmGpaJudge.NAME, new CallSequence(), clock);
        List<JudgeRun.Call> calls = new ArrayList<>();
        LlmGpaJudge judge = new LlmGpaJudge(
                tracer, LlmGpaJudge.spec(provenance.provider(), provenance.model()), nanoTime, (traceId, c) -> {
                    List<LlmCall> made = tracer.calls();
                    LlmCall last = made.get(made.size() - 1);
                    calls.add(new JudgeRun.Call(
                            last.seq(),
                            traceId,
                            c.metric().name(),
                            last.timestamp(),
                            last.jsonMode(),
                            c.messages(),
                            c.reply(),
                            c.usage(),
                            c.latencyMillis(),
                            JudgeRun.Parsed.of(c.parsed())));
                });
        List<String> done = new ArrayList<>();
        String status = JudgeRun.COMPLETED;
        String reason = null;
        for (Trace t : traces) {
            try {
                if (cancelled.getAsBoolean()) {
                    throw new Stopped();
                }
                judge.judgeRecorded(JudgeInput.of(t));
            } catch (Stopped e) {
                status = JudgeRun.CANCELLED;
                reason = "cancelled by the user after " + done.size() + " of " + traces.size() + " traces";
                break;
            } catch (RuntimeException e) {
                status = cancelled.getAsBoolean() ? JudgeRun.CANCELLED : JudgeRun.FAILED;
                reason = (status.equals(JudgeRun.CANCELLED) ? "cancelled by the user" : "a model call failed")
                        + " on trace " + t.task().id() + ": " + e.getMessage();
                break;
            }
            done.add(t.task().id());
            progress.onTrace(done.size(), traces.size(), t.task().id());
        }
        return new JudgeRun(
                JudgeRun.FORMAT,
                JudgeRun.FORMAT_VERSION,
                HexFormat.of().formatHex(id),
                createdAt,
                status,
                reason,
                JudgeRun.Spec.of(judge.spec()),
                provenance,
                JudgeRun.PromptRef.current(),
                JudgeRun.TraceSetRef.of(params, done),
                calls);
    }

    private static final class Stopped extends RuntimeException {
        Stopped() {
            super("cancelled", null, false, false);
        }
    }

    private static LlmClient stoppable(LlmClient inner, BooleanSupplier cancelled) {
        return new LlmClient() {
            @Override
            public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
                if (cancelled.getAsBoolean()) {
                    throw new Stopped();
                }
                return inner.complete(messages, jsonMode, tools);
            }

            @Override
            public String modelName() {
                return inner.modelName();
            }
        };
    }

    /**
     * A replayed judge run.
     *
     * @param traces     the judged traces, rebuilt from the recorded sim options, in the recorded order
     * @param judgements the judge's verdict and calls per trace, every reply re-read from the file
     * @param card       the verdicts scored against the traces' labels
     * @param differ     calls whose reply reads differently now than the file recorded (0 when nothing changed)
     * @param unused     recorded calls the replay did not ask for (a cancelled run's unfinished trace)
     */
    public record Replay(
            JudgeRun run,
            List<Trace> traces,
            List<LlmGpaJudge.Judgement> judgements,
            Scorecard card,
            int differ,
            int unused) {

        public Replay {
            Objects.requireNonNull(run, "run");
            traces = List.copyOf(traces);
            judgements = List.copyOf(judgements);
        }

        public List<Verdict> verdicts() {
            return judgements.stream().map(LlmGpaJudge.Judgement::verdict).toList();
        }

        /** The recorded call of a trace and metric, or null. */
        public JudgeRun.@Nullable Call call(String traceId, Metric metric) {
            return run.calls().stream()
                    .filter(c -> c.trace().equals(traceId) && c.metric().equals(metric.name()))
                    .findFirst()
                    .orElse(null);
        }
    }

    /**
     * Replays a run offline: rebuilds its traces from the recorded sim options, lets the LLM GPA judge read each one
     * with every reply answered from the file, and scores the verdicts.
     *
     * @throws InvalidJudgeRunException when the prompts differ from those recorded, a recorded trace id is not in the
     *                                  trace set, or a request has no recorded reply
     */
    public static Replay replay(JudgeRun run) throws InvalidJudgeRunException {
        JudgeRun.PromptRef now = JudgeRun.PromptRef.current();
        if (!now.equals(run.prompts())) {
            throw new InvalidJudgeRunException("this judge run was made with prompt version "
                    + run.prompts().version()
                    + " (hash " + run.prompts().hash() + "); this workbench sends version " + now.version()
                    + " (hash " + now.hash() + "), so it cannot replay it exactly");
        }
        if (run.traceSet().traceIds().isEmpty()) {
            throw new InvalidJudgeRunException("this judge run judged no trace completely (status " + run.status()
                    + (run.reason() == null ? "" : ": " + run.reason()) + ")");
        }
        if (run.traceSet().tasks() < 1 || run.traceSet().tasks() > MAX_TASKS) {
            throw new InvalidJudgeRunException(
                    "bad value at trace_set.tasks: " + run.traceSet().tasks() + " (1 to " + MAX_TASKS + ")");
        }
        SimParams params;
        List<Trace> all;
        try {
            params = run.traceSet().toSimParams();
            all = TraceSet.of(params).traces();
        } catch (RuntimeException e) {
            throw new InvalidJudgeRunException("bad trace_set: " + e.getMessage(), e);
        }
        Map<String, Trace> byId = new LinkedHashMap<>();
        all.forEach(t -> byId.putIfAbsent(t.task().id(), t));
        List<Trace> traces = new ArrayList<>();
        for (String id : run.traceSet().traceIds()) {
            Trace t = byId.get(id);
            if (t == null) {
                throw new InvalidJudgeRunException(
                        "trace " + id + " is not among the " + all.size() + " traces that trace_set's options make");
            }
            traces.add(t);
        }
        ReplayLlmClient replies = new ReplayLlmClient(run);
        LlmGpaJudge judge;
        try {
            judge = new LlmGpaJudge(replies, run.judgeSpec(), () -> 0L);
        } catch (IllegalArgumentException e) {
            throw new InvalidJudgeRunException("bad judge: " + e.getMessage(), e);
        }
        List<LlmGpaJudge.Judgement> judgements = new ArrayList<>();
        int differ = 0;
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (Trace t : traces) {
            LlmGpaJudge.Judgement j;
            try {
                j = judge.judgeRecorded(JudgeInput.of(t));
            } catch (ReplayLlmClient.MissingReplyException e) {
                throw new InvalidJudgeRunException("trace " + t.task().id() + ": " + e.getMessage(), e);
            }
            for (LlmGpaJudge.MetricCall c : j.calls()) {
                int k = seen.merge(t.task().id() + "/" + c.metric(), 1, Integer::sum);
                JudgeRun.Call recorded = run.calls().stream()
                        .filter(x -> x.trace().equals(t.task().id())
                                && x.metric().equals(c.metric().name()))
                        .skip(k - 1L)
                        .findFirst()
                        .orElse(null);
                if (recorded == null || !recorded.parsed().equals(JudgeRun.Parsed.of(c.parsed()))) {
                    differ++;
                }
            }
            judgements.add(j);
        }
        Scorecard card = Scorecard.of(
                traces, judgements.stream().map(LlmGpaJudge.Judgement::verdict).toList());
        return new Replay(run, traces, judgements, card, differ, replies.unused());
    }
}
