package com.agenteval.workbench.core.judge;

/**
 * {@code hits} out of {@code total}, e.g. labels located at their root step out of all labels.
 *
 * @param hits  how many
 * @param total out of
 */
public record Ratio(int hits, int total) {

    public Ratio {
        if (hits < 0 || total < 0 || hits > total) {
            throw new IllegalArgumentException("a ratio is 0 <= hits <= total, got " + hits + "/" + total);
        }
    }

    /** {@code hits / total}, NaN when there is nothing to count. */
    public double share() {
        return total == 0 ? Double.NaN : (double) hits / total;
    }
}
