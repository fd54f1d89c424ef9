package com.agenteval.workbench.core.judge.llm;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Verdict.Finding;
import java.util.List;
import java.util.Objects;

/**
 * What one metric's reply said, as {@link GpaReplyParser} read it: a score with findings, or the reason it could not
 * be read. An issue the parser could read but not accept (a step outside the trace, an unknown severity) is kept in
 * {@link Read#rejected()}, with the reason, so it is shown and counted rather than dropped.
 */
public sealed interface GpaReply {

    Metric metric();

    /**
     * A reply that was read.
     *
     * @param score    the model's 0–3 score for the metric
     * @param findings one per accepted issue, in the reply's order
     * @param rejected issues that could not be accepted, with why
     */
    record Read(Metric metric, int score, List<Finding> findings, List<Rejected> rejected) implements GpaReply {
        public Read {
            Objects.requireNonNull(metric, "metric");
            if (score < 0 || score > 3) {
                throw new IllegalArgumentException("a GPA score is 0..3, got " + score);
            }
            findings = List.copyOf(findings);
            rejected = List.copyOf(rejected);
        }
    }

    /** A reply that could not be read at all, and why. */
    record Unreadable(Metric metric, String reason) implements GpaReply {
        public Unreadable {
            Objects.requireNonNull(metric, "metric");
            Objects.requireNonNull(reason, "reason");
        }
    }

    /**
     * An issue in a read reply that was not turned into a finding.
     *
     * @param issue  the issue as the model wrote it (its JSON)
     * @param reason why it was not accepted, e.g. "cites step 12; the trace has steps 0–7"
     */
    record Rejected(String issue, String reason) {
        public Rejected {
            Objects.requireNonNull(issue, "issue");
            Objects.requireNonNull(reason, "reason");
        }
    }
}
