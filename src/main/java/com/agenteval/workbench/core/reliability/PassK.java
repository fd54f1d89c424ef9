package com.agenteval.workbench.core.reliability;

import com.agenteval.workbench.core.python.PyNumbers;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * pass^k and pass@k for one k, with the exact numerator and denominator ref_dump reports.
 *
 * <p>pass^k (all k of k runs succeed) uses the unbiased estimator per task, {@code C(c,k) / C(n,k)} with c correct
 * of n runs, averaged over tasks: {@code num = Σ C(c,k)}, {@code den = tasks · C(n,k)}. pass@k (at least one of k)
 * has {@code num_at = Σ (C(n,k) − C(n−c,k))} over the same den.
 *
 * <pre>{@code
 * List<PassK> curve = PassK.table(new int[] {8, 5, 0}, 8);   // three tasks, 8 runs each
 * curve.get(0).passHat();   // pass^1 = accuracy
 * }</pre>
 *
 * @param k       runs that must all (pass^k) / at least one (pass@k) succeed
 * @param num     Σ C(c, k)
 * @param den     tasks · C(n, k)
 * @param passHat num / den, correctly rounded
 * @param numAt   Σ (C(n, k) − C(n − c, k))
 * @param passAt  numAt / den, correctly rounded
 */
public record PassK(int k, BigInteger num, BigInteger den, double passHat, BigInteger numAt, double passAt) {

    public PassK {
        Objects.requireNonNull(num, "num");
        Objects.requireNonNull(den, "den");
        Objects.requireNonNull(numAt, "numAt");
    }

    /**
     * The curve for k = 1..repeats.
     *
     * @param correct per task, how many of its {@code repeats} runs were correct
     * @param repeats runs per task (n)
     */
    public static List<PassK> table(int[] correct, int repeats) {
        if (correct.length == 0) {
            throw new IllegalArgumentException("pass^k needs at least one task");
        }
        List<PassK> out = new ArrayList<>(repeats);
        for (int k = 1; k <= repeats; k++) {
            BigInteger ck = PyNumbers.comb(repeats, k);
            BigInteger num = BigInteger.ZERO;
            BigInteger numAt = BigInteger.ZERO;
            for (int c : correct) {
                if (c < 0 || c > repeats) {
                    throw new IllegalArgumentException("correct counts must be within 0.." + repeats);
                }
                num = num.add(PyNumbers.comb(c, k));
                numAt = numAt.add(ck.subtract(PyNumbers.comb(repeats - c, k)));
            }
            BigInteger den = BigInteger.valueOf(correct.length).multiply(ck);
            out.add(new PassK(k, num, den, PyNumbers.trueDivide(num, den), numAt, PyNumbers.trueDivide(numAt, den)));
        }
        return List.copyOf(out);
    }

    /**
     * Reliability when every run succeeds independently with the same probability p: pass^k = p^k (all k runs
     * succeed) and pass@k = 1 − (1 − p)^k (at least one does). The lecture's point (§8.1) is the gap between them.
     *
     * <pre>{@code
     * IndependentRuns.passHatK(0.9, 8)   // 0.430...
     * IndependentRuns.passAtK(0.9, 8)    // 0.99999999
     * }</pre>
     */
    public static final class IndependentRuns {

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
}
