package com.agenteval.workbench.core.stats;

/**
 * Cohen's kappa of two yes/no raters over the same items (a judge against the true labels, per trace):
 * {@code κ = (p_o − p_e) / (1 − p_e)}, p_o the observed agreement, p_e the agreement expected by chance from each
 * rater's own yes-rate. NaN when p_e = 1 (both raters say the same thing of every item: agreement by chance alone).
 *
 * <pre>{@code
 * CohenKappa.of(20, 5, 10, 65);   // both yes, only the first, only the second, both no
 * }</pre>
 */
final class CohenKappa {

    private CohenKappa() {}

    /**
     * @param bothYes  items both say yes to
     * @param onlyA    items only the first (the truth) says yes to
     * @param onlyB    items only the second (the judge) says yes to
     * @param bothNo   items both say no to
     */
    public static double of(int bothYes, int onlyA, int onlyB, int bothNo) {
        if (bothYes < 0 || onlyA < 0 || onlyB < 0 || bothNo < 0) {
            throw new IllegalArgumentException("counts are >= 0");
        }
        double n = (double) bothYes + onlyA + onlyB + bothNo;
        if (n == 0) {
            return Double.NaN;
        }
        double po = (bothYes + bothNo) / n;
        double aYes = (bothYes + onlyA) / n;
        double bYes = (bothYes + onlyB) / n;
        double pe = aYes * bYes + (1 - aYes) * (1 - bYes);
        return pe == 1 ? Double.NaN : (po - pe) / (1 - pe);
    }
}
