package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.agent.Trace.TraceFormatter;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.judge.Judge.Verdict.JudgeSpec;
import com.agenteval.workbench.core.judge.Judge.Verdict.Severity;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.tasks.Tasks.Answers;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The outcome-only baseline: it is handed the reference answers (and only them) when built, and flags GF at the
 * final step when the answer is wrong. It scores GF alone; it has nothing to say about the process, so a
 * lucky-correct trace passes and a stale-data failure is blamed on the agent.
 */
final class OutcomeJudge implements Judge {

    static final JudgeSpec SPEC = JudgeSpec.of("outcome", "sees", "final answer and reference answer");

    private final Map<String, PyObject> referenceAnswers;

    OutcomeJudge(Map<String, PyObject> referenceAnswers) {
        this.referenceAnswers = new LinkedHashMap<>(referenceAnswers);
    }

    @Override
    public Verdict judge(JudgeInput input) {
        PyObject reference = referenceAnswers.get(input.traceId());
        if (reference == null) {
            throw new IllegalArgumentException("no reference answer for trace " + input.traceId());
        }
        int at = input.finalStep().map(Step::index).orElse(input.steps().size() - 1);
        List<Finding> findings = Answers.answerEqual(input.finalAnswer(), reference)
                ? List.of()
                : List.of(Finding.of(
                        Metric.GF,
                        Math.max(at, 0),
                        Severity.HIGH,
                        "the answer "
                                + TraceFormatter.shortValue(input.finalAnswer()) + " is not the reference answer "
                                + TraceFormatter.shortValue(reference),
                        "answer-vs-reference"));
        return Verdict.of(SPEC, input.traceId(), findings, EnumSet.of(Metric.GF));
    }
}
