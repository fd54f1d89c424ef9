package com.agenteval.workbench.core.judge;

/**
 * A judge reads one trace as an evaluator would see it and returns a verdict: findings {metric, step, evidence,
 * severity} and a 0–3 score per GPA metric, with its own spec recorded in the verdict. It is given a
 * {@link JudgeInput}, which by construction carries no labels, reference answer, perfect-process values or world
 * truth; a judge that may know the reference answer (the outcome-only baseline) is handed it when it is built.
 *
 * <pre>{@code
 * Judge judge = Judges.rules();
 * Verdict v = judge.judge(JudgeInput.of(trace));
 * v.findings();              // e.g. [PA@2 "skipped the planned db_lookup ...", LC@2 ...]
 * v.scores().get(Metric.PA); // 0
 * }</pre>
 *
 * A judge whose reply cannot be read (an LLM that answered off-format) returns {@link Verdict#unparseable}, never
 * nothing: scoring counts such verdicts and treats them as finding nothing.
 */
@FunctionalInterface
public interface Judge {

    /** Judges one trace. */
    Verdict judge(JudgeInput input);
}
