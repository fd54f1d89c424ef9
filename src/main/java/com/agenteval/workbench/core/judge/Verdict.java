package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.agent.Metric;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A judge's verdict on one trace: its findings, a GPA score 0–3 per metric it judged (3 = no issue), and the judge's
 * spec. A metric whose reply could not be read has no score and an {@link Unparsed} entry instead, so a failed
 * reply is kept and counted, never dropped.
 *
 * <pre>{@code
 * Verdict v = Verdict.of(spec, "F003", findings);                  // scores from findings on the rubric
 * Verdict only = Verdict.of(spec, "F003", findings, Set.of(Metric.GF));   // a judge of one metric
 * Verdict bad = Verdict.unparseable(spec, "F003", Metric.PA, reply, "no score in the reply");
 * }</pre>
 *
 * @param judge    the spec of the judge that produced it
 * @param traceId  the trace (its task id, e.g. {@code F003})
 * @param findings the findings, in step order
 * @param scores   0–3 per judged metric; metrics outside the judge's scope or unparsed have none
 * @param unparsed replies that could not be read, with the reason
 */
public record Verdict(
        JudgeSpec judge, String traceId, List<Finding> findings, Map<Metric, Integer> scores, List<Unparsed> unparsed) {

    /**
     * A reply (or one metric's reply) that could not be parsed.
     *
     * @param metric the metric whose reply failed, or null when the whole reply failed
     * @param reply  the raw reply, kept for the drill-down
     * @param reason why it could not be read
     */
    public record Unparsed(@Nullable Metric metric, String reply, String reason) {
        public Unparsed {
            Objects.requireNonNull(reply, "reply");
            Objects.requireNonNull(reason, "reason");
        }
    }

    public Verdict {
        Objects.requireNonNull(judge, "judge");
        Objects.requireNonNull(traceId, "traceId");
        List<Finding> sorted = new ArrayList<>(findings);
        sorted.sort((a, b) -> a.step() != b.step()
                ? Integer.compare(a.step(), b.step())
                : Integer.compare(a.metric().ordinal(), b.metric().ordinal()));
        findings = List.copyOf(sorted);
        EnumMap<Metric, Integer> s = new EnumMap<>(Metric.class);
        s.putAll(scores);
        for (Map.Entry<Metric, Integer> e : s.entrySet()) {
            if (e.getValue() == null || e.getValue() < 0 || e.getValue() > 3) {
                throw new IllegalArgumentException("a GPA score is 0..3, got " + e.getValue() + " for " + e.getKey());
            }
        }
        scores = Collections.unmodifiableMap(s);
        unparsed = List.copyOf(unparsed);
        for (Unparsed u : unparsed) {
            if (u.metric() != null && s.containsKey(u.metric())) {
                throw new IllegalArgumentException(u.metric() + " is both scored and unparsed");
            }
            if (u.metric() == null && !s.isEmpty()) {
                throw new IllegalArgumentException("a verdict whose whole reply failed has no scores");
            }
        }
    }

    /** A verdict scoring every metric from its findings on the rubric. */
    public static Verdict of(JudgeSpec judge, String traceId, List<Finding> findings) {
        return of(judge, traceId, findings, EnumSet.allOf(Metric.class));
    }

    /** A verdict scoring only the metrics in {@code scope} from its findings (a judge of fewer metrics). */
    public static Verdict of(JudgeSpec judge, String traceId, List<Finding> findings, Set<Metric> scope) {
        EnumMap<Metric, Integer> scores = new EnumMap<>(Metric.class);
        for (Metric m : scope) {
            scores.put(m, rubricScore(findings, m));
        }
        for (Finding f : findings) {
            if (!scope.contains(f.metric())) {
                throw new IllegalArgumentException("a finding on " + f.metric() + " is outside the judge's scope");
            }
        }
        return new Verdict(judge, traceId, findings, scores, List.of());
    }

    /** A verdict whose whole reply could not be read: no findings, no scores, the reply kept. */
    public static Verdict unparseable(JudgeSpec judge, String traceId, String reply, String reason) {
        return new Verdict(judge, traceId, List.of(), Map.of(), List.of(new Unparsed(null, reply, reason)));
    }

    /**
     * The GPA rubric applied to findings: 3 without a finding on the metric, else the worst finding's
     * {@link Severity#rubricScore()}.
     */
    public static int rubricScore(List<Finding> findings, Metric metric) {
        int score = 3;
        for (Finding f : findings) {
            if (f.metric() == metric) {
                score = Math.min(score, f.severity().rubricScore());
            }
        }
        return score;
    }

    /** Every reply was read. */
    public boolean parsed() {
        return unparsed.isEmpty();
    }

    /** The judge's call on the whole trace: something above {@link Severity#LOW} is wrong with it. */
    public boolean flagsFlawed() {
        return findings.stream().anyMatch(f -> f.severity() != Severity.LOW);
    }

    /** The findings on one metric. */
    public List<Finding> findingsOn(Metric metric) {
        return findings.stream().filter(f -> f.metric() == metric).toList();
    }

    /** Whether the judge flagged this metric anywhere in the trace. */
    public boolean flags(Metric metric) {
        return findings.stream().anyMatch(f -> f.metric() == metric);
    }
}
