package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.judge.Judge.Verdict.JudgeSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The deterministic rule-based trajectory judge: every {@link TrajectoryRule} over the trace, findings merged, each
 * metric scored on the rubric. Same trace, same verdict.
 */
final class RuleJudge implements Judge {

    /** Bump when a rule changes what it finds, so that saved verdicts say which rules made them. */
    static final String VERSION = "1";

    static final JudgeSpec SPEC = JudgeSpec.of(
            "rules",
            "version",
            VERSION,
            "rules",
            Stream.of(TrajectoryRule.values()).map(TrajectoryRule::id).collect(Collectors.joining(",")));

    @Override
    public Verdict judge(JudgeInput input) {
        List<Finding> findings = new ArrayList<>();
        for (TrajectoryRule rule : TrajectoryRule.values()) {
            findings.addAll(rule.check(input));
        }
        return Verdict.of(SPEC, input.traceId(), findings);
    }
}
