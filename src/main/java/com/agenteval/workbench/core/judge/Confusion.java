package com.agenteval.workbench.core.judge;

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
