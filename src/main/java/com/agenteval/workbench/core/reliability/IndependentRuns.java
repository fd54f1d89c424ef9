package com.agenteval.workbench.core.reliability;

/**
 * Reliability when every run succeeds independently with the same probability p: pass^k = p^k (all k runs
 * succeed) and pass@k = 1 − (1 − p)^k (at least one does). The lecture's point (§8.1) is the gap between them.
 *
 * <pre>{@code
 * IndependentRuns.passHatK(0.9, 8)   // 0.430...
 * IndependentRuns.passAtK(0.9, 8)    // 0.99999999
 * }</pre>
 */
public final class IndependentRuns {

    private IndependentRuns() {}

    public static double passHatK(double p, int k) {
        check(p, k);
        return Math.pow(p, k);
    }

    public static double passAtK(double p, int k) {
        check(p, k);
        return 1.0 - Math.pow(1.0 - p, k);
    }

    private static void check(double p, int k) {
        if (!(p >= 0.0 && p <= 1.0)) {
            throw new IllegalArgumentException("p must be a probability in [0, 1], got " + p);
        }
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, got " + k);
        }
    }
}
