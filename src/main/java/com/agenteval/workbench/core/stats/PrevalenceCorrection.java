package com.agenteval.workbench.core.stats;

/**
 * The Rogan–Gladen correction of a rate measured by an imperfect judge: with the judge's sensitivity Se and
 * specificity Sp measured on a hand-checked calibration set, the true rate behind an observed rate p is
 * {@code π = (p + Sp − 1) / (Se + Sp − 1)}, clipped to [0, 1]. The interval is the delta method over all three
 * estimates, so it includes the calibration set's uncertainty:
 * {@code Var(π) = [p(1−p)/n + π² Se(1−Se)/n₊ + (1−π)² Sp(1−Sp)/n₋] / (Se + Sp − 1)²}, with n the judged traces, n₊
 * and n₋ the calibration set's truly positive and negative traces; 95% interval {@code π ∓ 1.96·SE} clipped to [0, 1].
 *
 * <pre>{@code
 * PrevalenceCorrection c = PrevalenceCorrection.of(62, 200, 18, 20, 25, 30);   // judge flags 62 of 200
 * c.corrected();   c.ci95();   c.raw();
 * }</pre>
 *
 * @param raw         p, the judge's rate on the traces it judged
 * @param rawCi95     p's Wilson interval (the judge's own sampling only)
 * @param sensitivity Se on the calibration set
 * @param specificity Sp on the calibration set
 * @param corrected   π, clipped to [0, 1]; NaN when Se + Sp ≤ 1 (the judge is no better than chance)
 * @param se          the delta-method standard error; NaN when π is
 * @param ci95        {@code π ∓ 1.96·SE} clipped to [0, 1]; [0, 1] when π is NaN
 */
public record PrevalenceCorrection(
        double raw,
        Interval rawCi95,
        double sensitivity,
        double specificity,
        double corrected,
        double se,
        Interval ci95) {

    /**
     * @param flagged         traces the judge flagged
     * @param judged          traces it judged
     * @param truePositives   calibration traces truly positive that it flagged
     * @param positives       calibration traces truly positive
     * @param trueNegatives   calibration traces truly negative that it did not flag
     * @param negatives       calibration traces truly negative
     */
    public static PrevalenceCorrection of(
            int flagged, int judged, int truePositives, int positives, int trueNegatives, int negatives) {
        if (judged < 1 || positives < 1 || negatives < 1) {
            throw new IllegalArgumentException(
                    "the correction needs judged traces and a calibration set with " + "positive and negative traces");
        }
        if (flagged < 0
                || flagged > judged
                || truePositives < 0
                || truePositives > positives
                || trueNegatives < 0
                || trueNegatives > negatives) {
            throw new IllegalArgumentException("counts must be within their totals");
        }
        double p = (double) flagged / judged;
        double sens = (double) truePositives / positives;
        double spec = (double) trueNegatives / negatives;
        double j = sens + spec - 1;
        Interval raw = Wilson.ci95(flagged, judged);
        if (j <= 0) {
            return new PrevalenceCorrection(p, raw, sens, spec, Double.NaN, Double.NaN, new Interval(0, 1));
        }
        double pi = Math.min(1, Math.max(0, (p + spec - 1) / j));
        double var = (p * (1 - p) / judged
                        + pi * pi * sens * (1 - sens) / positives
                        + (1 - pi) * (1 - pi) * spec * (1 - spec) / negatives)
                / (j * j);
        double se = StrictMath.sqrt(var);
        Interval ci = new Interval(Math.max(0, pi - Wilson.Z95 * se), Math.min(1, pi + Wilson.Z95 * se));
        return new PrevalenceCorrection(p, raw, sens, spec, pi, se, ci);
    }

    /**
     * The counts behind a correction (one calibration draw).
     *
     * @param flagged       traces the judge flagged
     * @param judged        traces it judged
     * @param truePositives calibration traces truly positive that it flagged
     * @param positives     calibration traces truly positive
     * @param trueNegatives calibration traces truly negative that it did not flag
     * @param negatives     calibration traces truly negative
     */
    public record Counts(int flagged, int judged, int truePositives, int positives, int trueNegatives, int negatives) {

        /** Whether a correction can be computed: traces judged, and positive and negative calibration traces. */
        public boolean correctable() {
            return judged >= 1 && positives >= 1 && negatives >= 1;
        }

        /** {@link PrevalenceCorrection#of} of these counts. */
        public PrevalenceCorrection correct() {
            return of(flagged, judged, truePositives, positives, trueNegatives, negatives);
        }

        /**
         * The raw estimate alone, when the calibration set cannot correct it: the rates it lacks (no positive or no
         * negative trace) are NaN, the correction NaN, its interval [0, 1].
         */
        public PrevalenceCorrection uncorrected() {
            double sens = positives == 0 ? Double.NaN : (double) truePositives / positives;
            double spec = negatives == 0 ? Double.NaN : (double) trueNegatives / negatives;
            return new PrevalenceCorrection(
                    (double) flagged / judged,
                    Wilson.ci95(flagged, judged),
                    sens,
                    spec,
                    Double.NaN,
                    Double.NaN,
                    new Interval(0, 1));
        }
    }
}
