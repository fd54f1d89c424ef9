package com.agenteval.workbench.core.forecast.replay;

import java.util.Objects;

/** One quality gate's verdict: PASS or FAIL with the reason in words. The gates report; they do not veto. */
record GateResult(String gateName, boolean passed, String reason) {

    public GateResult {
        Objects.requireNonNull(gateName, "gateName");
        Objects.requireNonNull(reason, "reason");
    }

    /** {@code [PASS] coverage: ...}, as the notebook prints a gate. */
    public String line() {
        return "[" + (passed ? "PASS" : "FAIL") + "] " + gateName + ": " + reason;
    }
}
