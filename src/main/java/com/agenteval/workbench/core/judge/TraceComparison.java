package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.agent.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

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
            return name().toLowerCase(java.util.Locale.ROOT);
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
            return name().toLowerCase(java.util.Locale.ROOT);
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
            Found here = f.step() == e.step() ? Found.ROOT : f.step() == e.symptom() ? Found.SYMPTOM : Found.ELSEWHERE;
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
