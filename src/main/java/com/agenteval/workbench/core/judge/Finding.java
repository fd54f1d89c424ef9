package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.agent.Metric;
import java.util.Objects;

/**
 * One issue a judge found: which GPA metric, which step it cites, a short piece of evidence, how bad it is, and
 * which check produced it (a rule id, or e.g. the metric prompt of an LLM judge).
 *
 * <pre>{@code
 * Finding f = Finding.of(Metric.EE, 4, Severity.LOW, "repeats the call at step 3", "repeat");
 * }</pre>
 *
 * @param metric   the GPA metric
 * @param step     the step index the judge cites (a trace's {@code i})
 * @param evidence what the judge saw, in a sentence
 * @param severity how bad
 * @param source   the check that produced it: a rule id such as {@code think-step}, or an LLM judge's prompt name
 */
public record Finding(Metric metric, int step, String evidence, Severity severity, String source) {

    public Finding {
        Objects.requireNonNull(metric, "metric");
        if (step < 0) {
            throw new IllegalArgumentException("a finding cites a step index >= 0, got " + step);
        }
        Objects.requireNonNull(evidence, "evidence");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(source, "source");
        if (evidence.isBlank()) {
            throw new IllegalArgumentException("a finding needs evidence");
        }
    }

    public static Finding of(Metric metric, int step, Severity severity, String evidence, String source) {
        return new Finding(metric, step, evidence, severity, source);
    }
}
