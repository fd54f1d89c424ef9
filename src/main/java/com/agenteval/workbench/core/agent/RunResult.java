package com.agenteval.workbench.core.agent;

import com.agenteval.workbench.core.python.PyObject;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What {@code run_config} returns for one task.
 *
 * @param answer   the final answer
 * @param correct  whether it equals the reference answer
 * @param tokens   all tokens spent (every attempt / vote, verifier and vote overhead)
 * @param cost     {@code tokens * price / 1e6}
 * @param trace    the last run's trace; null for direct and vote
 * @param attempts runs made (retry: 1..attempts; vote: votes); null for direct, which has no such key
 */
public record RunResult(
        PyObject answer,
        boolean correct,
        int tokens,
        double cost,
        @Nullable Trace trace,
        @Nullable Integer attempts) {

    public RunResult {
        Objects.requireNonNull(answer, "answer");
    }

    /** Episodes simulated for this result (ref_dump's {@code episodes}): attempts, or 0 for direct. */
    public int episodes() {
        return attempts == null ? 0 : attempts;
    }
}
