package com.agenteval.workbench.judges;

import com.agenteval.workbench.serving.WarmupStep;
import org.springframework.stereotype.Component;

/** Warm-up: one judge pass as {@code /judges} runs it at its defaults (200 traces, outcome and rule judge). */
@Component
class JudgesWarmup implements WarmupStep {

    @Override
    public String name() {
        return "judges";
    }

    @Override
    public void run() {
        JudgeComparison.of(JudgeComparison.params("plan_exec", false, 200, 1, 0, 14));
    }
}
