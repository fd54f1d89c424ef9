package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.ErrorMode;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.judge.Judge.Verdict.JudgeSpec;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.sim.SimParams;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiPredicate;

/**
 * A judge scored against the ground-truth labels of a trace set, TRAIL-style. Definitions (every label counts,
 * benign ones too; a finding "cites" a step when its step equals it):
 * <ul>
 *   <li>{@link #metrics()}: per GPA metric, trace-level precision, recall and F1 (category F1), and how many of the
 *       labels listing the metric a finding on that metric cites at the root step.</li>
 *   <li>{@link #rootLocated()}: labels whose root step some finding cites, whatever its metric (TRAIL's location
 *       accuracy). {@link #symptomLocated()}: labels whose root or symptom step some finding cites — the lenient
 *       count, where pointing at the symptom also counts.</li>
 *   <li>{@link #joint()}: labels whose root step a finding with one of the label's metrics cites (TRAIL's joint
 *       accuracy: category and location both right).</li>
 *   <li>{@link #flawed()}: trace-level detection of a flawed process (a non-benign process label, or a slip that
 *       made the answer wrong; a stale db record alone is not a flawed process) against the judge's call (a
 *       finding above low severity).</li>
 *   <li>{@link #luckyCorrect()}: correct answers with a flawed process, and how many the judge called flawed.</li>
 *   <li>{@link #staleClean()}: wrong answers on stale db records from an otherwise benign process, and how many the
 *       judge called flawed (it blames the agent for the data).</li>
 *   <li>{@link #benign()}: benign labels (loop, wasted, format, recovered bad_args) by kind, and how many a finding
 *       with one of their metrics cites at the root step — reported apart, as they cost money but change no
 *       value.</li>
 *   <li>{@link #metricConfusion()}: for each label (row: its primary metric), each distinct metric the judge cited
 *       at its root step, or {@code none}.</li>
 *   <li>{@link #unparseableVerdicts()} / {@link #unparseableMetrics()}: replies that could not be read; such a
 *       verdict counts as finding nothing.</li>
 * </ul>
 *
 * <pre>{@code
 * Scorecard card = Scorecard.of(set.traces(), Judges.run(Judges.rules(), set.traces()));
 * card.metrics().get(Metric.PA).recall();
 * card.joint().share();
 * }</pre>
 *
 * @param judge       the judge's spec
 * @param comparisons one per trace, in order
 */
public record Scorecard(JudgeSpec judge, List<TraceComparison> comparisons) {

    /** Column of {@link #metricConfusion()} for labels whose root step no finding cites. */
    public static final String NONE = "none";

    public Scorecard {
        Objects.requireNonNull(judge, "judge");
        comparisons = List.copyOf(comparisons);
        for (TraceComparison c : comparisons) {
            if (!c.verdict().judge().equals(judge)) {
                throw new IllegalArgumentException("verdict of " + c.verdict().judge() + " in a scorecard of " + judge);
            }
        }
    }

    /**
     * Scores verdicts against the traces they judged, pairwise in order.
     *
     * @throws IllegalArgumentException when the lists differ in length, a verdict names another trace, or the
     *                                  verdicts come from different judges
     */
    public static Scorecard of(List<Trace> traces, List<Verdict> verdicts) {
        if (traces.size() != verdicts.size()) {
            throw new IllegalArgumentException(verdicts.size() + " verdicts for " + traces.size() + " traces");
        }
        if (traces.isEmpty()) {
            throw new IllegalArgumentException("nothing to score");
        }
        List<TraceComparison> out = new ArrayList<>(traces.size());
        for (int i = 0; i < traces.size(); i++) {
            Trace t = traces.get(i);
            Verdict v = verdicts.get(i);
            if (!v.traceId().equals(t.task().id())) {
                throw new IllegalArgumentException("verdict " + i + " is for " + v.traceId() + ", the trace is "
                        + t.task().id());
            }
            out.add(TraceComparison.of(t, v));
        }
        return new Scorecard(verdicts.get(0).judge(), out);
    }

    public int traces() {
        return comparisons.size();
    }

    /** All true labels over the traces. */
    public int labels() {
        return comparisons.stream().mapToInt(c -> c.labels().size()).sum();
    }

    /** Per metric, in GPA order (GF LC EE PQ TS PA TC). */
    public Map<Metric, MetricScore> metrics() {
        Map<Metric, MetricScore> out = new EnumMap<>(Metric.class);
        for (Metric m : Metric.values()) {
            int tp = 0;
            int fp = 0;
            int fn = 0;
            int located = 0;
            int labelled = 0;
            for (TraceComparison c : comparisons) {
                boolean truth =
                        c.trace().errors().stream().anyMatch(e -> e.metrics().contains(m));
                boolean flagged = c.verdict().flags(m);
                tp += truth && flagged ? 1 : 0;
                fp += !truth && flagged ? 1 : 0;
                fn += truth && !flagged ? 1 : 0;
                for (ErrorLabel e : c.trace().errors()) {
                    if (e.metrics().contains(m)) {
                        labelled++;
                        located +=
                                c.verdict().findings().stream().anyMatch(f -> f.metric() == m && f.step() == e.step())
                                        ? 1
                                        : 0;
                    }
                }
            }
            out.put(m, new MetricScore(m, tp, fp, fn, new Ratio(located, labelled)));
        }
        return Collections.unmodifiableMap(out);
    }

    /** Labels whose root step some finding cites (any metric): TRAIL's location accuracy. */
    public Ratio rootLocated() {
        return countLabels((c, e) -> c.verdict().findings().stream().anyMatch(f -> f.step() == e.step()));
    }

    /** Labels whose root or symptom step some finding cites (any metric). */
    public Ratio symptomLocated() {
        return countLabels((c, e) ->
                c.verdict().findings().stream().anyMatch(f -> f.step() == e.step() || f.step() == e.symptom()));
    }

    /** Labels whose root step a finding with one of the label's metrics cites: TRAIL's joint accuracy. */
    public Ratio joint() {
        return countLabels((c, e) -> TraceComparison.found(e, c.verdict().findings()) == TraceComparison.Found.ROOT);
    }

    private Ratio countLabels(BiPredicate<TraceComparison, ErrorLabel> hit) {
        int hits = 0;
        int total = 0;
        for (TraceComparison c : comparisons) {
            for (ErrorLabel e : c.trace().errors()) {
                total++;
                hits += hit.test(c, e) ? 1 : 0;
            }
        }
        return new Ratio(hits, total);
    }

    /** Flawed-process detection. */
    public Confusion flawed() {
        int tp = 0;
        int fp = 0;
        int fn = 0;
        int tn = 0;
        for (TraceComparison c : comparisons) {
            boolean truth = c.flawed();
            boolean called = c.judgeFlawed();
            tp += truth && called ? 1 : 0;
            fp += !truth && called ? 1 : 0;
            fn += truth && !called ? 1 : 0;
            tn += !truth && !called ? 1 : 0;
        }
        return new Confusion(tp, fp, fn, tn);
    }

    /** Lucky-correct traces the judge called flawed, out of all lucky-correct traces. */
    public Ratio luckyCorrect() {
        List<TraceComparison> lucky =
                comparisons.stream().filter(TraceComparison::luckyCorrect).toList();
        return new Ratio(
                (int) lucky.stream().filter(TraceComparison::judgeFlawed).count(), lucky.size());
    }

    /** Stale-data failures of a benign process that the judge called flawed, out of all of them. */
    public Ratio staleClean() {
        List<TraceComparison> stale =
                comparisons.stream().filter(TraceComparison::staleClean).toList();
        return new Ratio(
                (int) stale.stream().filter(TraceComparison::judgeFlawed).count(), stale.size());
    }

    /**
     * Benign labels by kind ({@code format}, {@code loop}, {@code wasted}, {@code recovered_bad_args}), each with how
     * many a finding with one of its metrics cites at the root step.
     */
    public Map<String, Ratio> benign() {
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (String kind : List.of("format", "loop", "wasted", "recovered_bad_args")) {
            counts.put(kind, new int[2]);
        }
        for (TraceComparison c : comparisons) {
            for (TraceComparison.LabelMatch l : c.labels()) {
                if (l.label().benign()) {
                    int[] n = Objects.requireNonNull(counts.get(benignKind(l.label())), "one of the four benign kinds");
                    n[1]++;
                    n[0] += l.found() == TraceComparison.Found.ROOT ? 1 : 0;
                }
            }
        }
        Map<String, Ratio> out = new LinkedHashMap<>();
        counts.forEach((k, n) -> out.put(k, new Ratio(n[0], n[1])));
        return Collections.unmodifiableMap(out);
    }

    static String benignKind(ErrorLabel e) {
        return e.mode() == ErrorMode.BAD_ARGS ? "recovered_bad_args" : e.mode().wireName();
    }

    /**
     * For each label, by its primary metric (row), every distinct metric the judge cited at the label's root step
     * (column), or {@link #NONE}. Rows and columns in GPA order; {@code none} last.
     */
    public Map<Metric, Map<String, Integer>> metricConfusion() {
        Map<Metric, Map<String, Integer>> out = new EnumMap<>(Metric.class);
        for (Metric row : Metric.values()) {
            Map<String, Integer> cols = new LinkedHashMap<>();
            for (Metric col : Metric.values()) {
                cols.put(col.name(), 0);
            }
            cols.put(NONE, 0);
            out.put(row, cols);
        }
        for (TraceComparison c : comparisons) {
            for (ErrorLabel e : c.trace().errors()) {
                Map<String, Integer> cols =
                        Objects.requireNonNull(out.get(e.metrics().get(0)), "a row per metric");
                List<String> cited = c.verdict().findings().stream()
                        .filter(f -> f.step() == e.step())
                        .map(f -> f.metric().name())
                        .distinct()
                        .toList();
                if (cited.isEmpty()) {
                    cols.merge(NONE, 1, Integer::sum);
                }
                cited.forEach(m -> cols.merge(m, 1, Integer::sum));
            }
        }
        return out;
    }

    /**
     * The {@code judge} command's JSON document of this scorecard on the traces of {@code params} (its fields in
     * {@link JudgeReport}), with the verdicts or without them; print it with {@code PyJson.dumps}.
     */
    public PyDict report(SimParams params, boolean withVerdicts) {
        return JudgeReport.document(params, this, withVerdicts);
    }

    /** Verdicts whose whole reply could not be read. */
    public int unparseableVerdicts() {
        return (int) comparisons.stream()
                .filter(c -> c.verdict().unparsed().stream().anyMatch(u -> u.metric() == null))
                .count();
    }

    /** Single-metric replies that could not be read. */
    public int unparseableMetrics() {
        return (int) comparisons.stream()
                .flatMap(c -> c.verdict().unparsed().stream())
                .filter(u -> u.metric() != null)
                .count();
    }

    /**
     * A judge's score on one GPA metric over a trace set, at trace level (TRAIL's category F1): a trace has the metric
     * when one of its labels lists it; the judge flags it when one of its findings carries it.
     *
     * @param metric  the metric
     * @param tp      traces with the metric that the judge flagged with it
     * @param fp      traces without it that the judge flagged with it
     * @param fn      traces with it that the judge did not flag with it
     * @param located labels listing the metric whose root step a finding on the metric cites, out of those labels
     */
    public record MetricScore(Metric metric, int tp, int fp, int fn, Ratio located) {

        public MetricScore {
            Objects.requireNonNull(metric, "metric");
            Objects.requireNonNull(located, "located");
            if (tp < 0 || fp < 0 || fn < 0) {
                throw new IllegalArgumentException("counts are >= 0");
            }
        }

        /** Traces that have the metric. */
        public int support() {
            return tp + fn;
        }

        /** {@code tp / (tp + fp)}; NaN when the judge never flagged the metric. */
        public double precision() {
            return tp + fp == 0 ? Double.NaN : (double) tp / (tp + fp);
        }

        /** {@code tp / (tp + fn)}; NaN when no trace has the metric. */
        public double recall() {
            return tp + fn == 0 ? Double.NaN : (double) tp / (tp + fn);
        }

        /** {@code 2tp / (2tp + fp + fn)} (the harmonic mean of precision and recall, 0 when one is 0); NaN when all are 0. */
        public double f1() {
            int d = 2 * tp + fp + fn;
            return d == 0 ? Double.NaN : 2.0 * tp / d;
        }
    }

    /**
     * {@code hits} out of {@code total}, e.g. labels located at their root step out of all labels.
     *
     * @param hits  how many
     * @param total out of
     */
    public record Ratio(int hits, int total) {

        public Ratio {
            if (hits < 0 || total < 0 || hits > total) {
                throw new IllegalArgumentException("a ratio is 0 <= hits <= total, got " + hits + "/" + total);
            }
        }

        /** {@code hits / total}, NaN when there is nothing to count. */
        public double share() {
            return total == 0 ? Double.NaN : (double) hits / total;
        }
    }

    /**
     * Trace-level detection of a flawed process: a trace is flawed when it has a non-benign label on a process metric,
     * or its wrong answer comes from the agent misstating its own result (see {@link TraceComparison#flawed()}); the
     * judge calls it flawed when it has a finding above low severity.
     *
     * @param tp flawed, and called flawed
     * @param fp clean, called flawed (false alarm)
     * @param fn flawed, passed as fine
     * @param tn clean, passed
     */
    public record Confusion(int tp, int fp, int fn, int tn) {

        public Confusion {
            if (tp < 0 || fp < 0 || fn < 0 || tn < 0) {
                throw new IllegalArgumentException("counts are >= 0");
            }
        }

        public int total() {
            return tp + fp + fn + tn;
        }
    }

    /**
     * One trace's true labels next to a judge's findings: for each label whether the judge found it and where, for
     * each finding whether a label backs it. This is what the drill-down shows.
     *
     * @param trace    the trace, with its labels (the scorer may see them; the judge never did)
     * @param verdict  the judge's verdict on it
     * @param labels   every label with how it was found
     * @param findings every finding with whether a label backs it
     */
    public record TraceComparison(Trace trace, Verdict verdict, List<LabelMatch> labels, List<FindingMatch> findings) {

        /** How a true label was found. */
        public enum Found {
            /** A finding with one of its metrics cites its root step. */
            ROOT,
            /** Not at the root, but a finding with one of its metrics cites its symptom step. */
            SYMPTOM,
            /** A finding with one of its metrics, at another step. */
            ELSEWHERE,
            /** No finding with any of its metrics. */
            MISSED;

            public String wireName() {
                return name().toLowerCase(Locale.ROOT);
            }
        }

        /** Whether a label backs a finding. */
        public enum Backing {
            /** A label with the finding's metric has its root or symptom at the cited step. */
            AGREES,
            /** A label has the finding's metric, at another step. */
            MISPLACED,
            /** No label has the finding's metric. */
            FALSE_ALARM;

            public String wireName() {
                return name().toLowerCase(Locale.ROOT);
            }
        }

        /** A label and how it was found. */
        public record LabelMatch(ErrorLabel label, Found found) {}

        /** A finding and its backing. */
        public record FindingMatch(Finding finding, Backing backing) {}

        public TraceComparison {
            Objects.requireNonNull(trace, "trace");
            Objects.requireNonNull(verdict, "verdict");
            labels = List.copyOf(labels);
            findings = List.copyOf(findings);
        }

        /** Compares one verdict with one trace's labels. */
        public static TraceComparison of(Trace trace, Verdict verdict) {
            List<LabelMatch> labels = new ArrayList<>();
            for (ErrorLabel e : trace.errors()) {
                labels.add(new LabelMatch(e, found(e, verdict.findings())));
            }
            List<FindingMatch> findings = new ArrayList<>();
            for (Finding f : verdict.findings()) {
                findings.add(new FindingMatch(f, backing(f, trace.errors())));
            }
            return new TraceComparison(trace, verdict, labels, findings);
        }

        static Found found(ErrorLabel e, List<Finding> findings) {
            Found best = Found.MISSED;
            for (Finding f : findings) {
                if (!e.metrics().contains(f.metric())) {
                    continue;
                }
                Found here =
                        f.step() == e.step() ? Found.ROOT : f.step() == e.symptom() ? Found.SYMPTOM : Found.ELSEWHERE;
                if (here.ordinal() < best.ordinal()) {
                    best = here;
                }
            }
            return best;
        }

        static Backing backing(Finding f, List<ErrorLabel> labels) {
            Backing best = Backing.FALSE_ALARM;
            for (ErrorLabel e : labels) {
                if (!e.metrics().contains(f.metric())) {
                    continue;
                }
                Backing here = f.step() == e.step() || f.step() == e.symptom() ? Backing.AGREES : Backing.MISPLACED;
                if (here.ordinal() < best.ordinal()) {
                    best = here;
                }
            }
            return best;
        }

        public String traceId() {
            return trace.task().id();
        }

        /** The truth: {@link Trace#processFlawed()} (a non-benign process label, or a slip that made the answer wrong). */
        public boolean flawed() {
            return trace.processFlawed();
        }

        /** The judge's call: a finding above low severity. */
        public boolean judgeFlawed() {
            return verdict.flagsFlawed();
        }

        /** Correct answer, flawed process. */
        public boolean luckyCorrect() {
            return trace.correct() && flawed();
        }

        /** A wrong answer on a task whose db record is stale, from a process that was not flawed. */
        public boolean staleClean() {
            return trace.task().stale() && !trace.correct() && !flawed();
        }

        /** Labels the judge did not locate at their root or symptom step. */
        public List<LabelMatch> missed() {
            return labels.stream()
                    .filter(l -> l.found() == Found.MISSED || l.found() == Found.ELSEWHERE)
                    .toList();
        }

        /** Findings no label backs at that step. */
        public List<FindingMatch> unbacked() {
            return findings.stream().filter(f -> f.backing() != Backing.AGREES).toList();
        }

        /** The judge and the labels disagree somewhere on this trace. */
        public boolean disagrees() {
            return !missed().isEmpty() || !unbacked().isEmpty();
        }
    }
}
