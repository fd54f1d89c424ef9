package com.agenteval.workbench.core.judge.llm;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.judge.Judge.Verdict.JudgeSpec;
import com.agenteval.workbench.core.judge.llm.JudgeRun.GpaReply;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.LongSupplier;

/**
 * The LLM GPA judge: one call per GPA metric ({@link GpaPrompts}), each reply read by {@link GpaReplyParser} into
 * the same findings the rule judge produces. A metric whose reply cannot be read gets no score and an
 * {@link Verdict.Unparsed} entry with the raw reply and the reason. Its score is the model's own 0–3.
 *
 * <pre>{@code
 * Judge judge = new LlmGpaJudge(llm, LlmGpaJudge.spec("anthropic", "claude-sonnet-4-20250514"), System::nanoTime);
 * Verdict v = judge.judge(JudgeInput.of(trace));     // 7 calls, one per metric
 * }</pre>
 */
final class LlmGpaJudge implements Judge {

    public static final String NAME = "llm-gpa";

    private final LlmClient llm;
    private final JudgeSpec spec;
    private final LongSupplier nanoTime;
    private final CallListener listener;

    /** Hears of every call as soon as it returns (a recorder saves it even if a later call fails). */
    @FunctionalInterface
    public interface CallListener {
        void onCall(String traceId, MetricCall call);
    }

    /**
     * One metric's call: what was sent, what came back, and how it was read.
     *
     * @param latencyMillis wall time of the call as the judge measured it
     */
    public record MetricCall(
            Metric metric,
            List<Message> messages,
            String reply,
            TokenUsage usage,
            long latencyMillis,
            GpaReply parsed) {
        public MetricCall {
            Objects.requireNonNull(metric, "metric");
            messages = List.copyOf(messages);
            Objects.requireNonNull(reply, "reply");
            Objects.requireNonNull(usage, "usage");
            Objects.requireNonNull(parsed, "parsed");
        }
    }

    /** A verdict and the calls that made it. */
    public record Judgement(Verdict verdict, List<MetricCall> calls) {
        public Judgement {
            Objects.requireNonNull(verdict, "verdict");
            calls = List.copyOf(calls);
        }
    }

    public LlmGpaJudge(LlmClient llm, JudgeSpec spec, LongSupplier nanoTime) {
        this(llm, spec, nanoTime, (id, call) -> {});
    }

    public LlmGpaJudge(LlmClient llm, JudgeSpec spec, LongSupplier nanoTime, CallListener listener) {
        this.llm = Objects.requireNonNull(llm, "llm");
        this.spec = Objects.requireNonNull(spec, "spec");
        this.nanoTime = Objects.requireNonNull(nanoTime, "nanoTime");
        this.listener = Objects.requireNonNull(listener, "listener");
        if (!spec.name().equals(NAME)) {
            throw new IllegalArgumentException("an LLM GPA judge's spec is named " + NAME + ", got " + spec.name());
        }
    }

    /** The spec recorded with every verdict: provider, model, prompt version and hash (never a key). */
    public static JudgeSpec spec(String provider, String model) {
        return JudgeSpec.of(
                NAME,
                "provider",
                provider,
                "model",
                model,
                "prompt_version",
                GpaPrompts.VERSION,
                "prompt_hash",
                GpaPrompts.hash());
    }

    public JudgeSpec spec() {
        return spec;
    }

    @Override
    public Verdict judge(JudgeInput input) {
        return judgeRecorded(input).verdict();
    }

    /** Judges one trace, metric by metric in GPA order, and returns the verdict with every call. */
    public Judgement judgeRecorded(JudgeInput input) {
        List<MetricCall> calls = new ArrayList<>();
        for (Metric m : Metric.values()) {
            List<Message> messages = GpaPrompts.messages(m, input);
            long start = nanoTime.getAsLong();
            Message reply = llm.complete(messages, true);
            long millis = Math.max(0, (nanoTime.getAsLong() - start) / 1_000_000);
            MetricCall call = new MetricCall(
                    m,
                    messages,
                    reply.text(),
                    reply.usage(),
                    millis,
                    GpaReplyParser.parse(m, reply.text(), input.steps().size()));
            listener.onCall(input.traceId(), call);
            calls.add(call);
        }
        return new Judgement(verdict(spec, input.traceId(), calls), calls);
    }

    /** The verdict the calls' replies make: read metrics scored and their findings kept, the rest unparsed. */
    public static Verdict verdict(JudgeSpec spec, String traceId, List<MetricCall> calls) {
        List<Finding> findings = new ArrayList<>();
        Map<Metric, Integer> scores = new EnumMap<>(Metric.class);
        List<Verdict.Unparsed> unparsed = new ArrayList<>();
        for (MetricCall c : calls) {
            if (c.parsed() instanceof GpaReply.Read r) {
                scores.put(c.metric(), r.score());
                findings.addAll(r.findings());
            } else {
                unparsed.add(new Verdict.Unparsed(c.metric(), c.reply(), ((GpaReply.Unreadable) c.parsed()).reason()));
            }
        }
        return new Verdict(spec, traceId, findings, scores, unparsed);
    }
}
