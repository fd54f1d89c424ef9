package com.agenteval.workbench.core.python;

/**
 * How a probability is shown on a page: Python's fixed format, except that a value strictly inside the scale never
 * prints as one of its ends. pass@k of 0.99999999 is not certain, so it shows as {@code >99.9%}, not {@code 100.0%};
 * 1e-9 shows as {@code <0.1%}, not {@code 0.0%}. Where the module itself prints a number, the page prints Python's
 * form instead (PyFormat), so that the two can be compared.
 *
 * <pre>{@code
 * BoundedPercent.percent(0.99999999, 1);   // ">99.9%"
 * BoundedPercent.percent(0.2925, 1);       // "29.2%", as f"{x:.1%}"
 * }</pre>
 */
public final class BoundedPercent {

    private BoundedPercent() {}

    /** {@code f"{p:.N%}"}, kept off 0% and 100% unless p is exactly 0 or 1. */
    public static String percent(double p, int digits) {
        return bounded(p * 100, digits, 100) + "%";
    }

    /**
     * {@code f"{v:.Nf}"} on a scale from 0 to {@code ceiling}; a value strictly between the ends that would print as
     * an end prints as {@code >} or {@code <} the nearest step inside instead.
     */
    public static String bounded(double v, int digits, double ceiling) {
        String s = PyFormat.fixed(v, digits);
        double step = Math.pow(10, -digits);
        if (v > 0 && v < ceiling && s.equals(PyFormat.fixed(ceiling, digits))) {
            return ">" + PyFormat.fixed(ceiling - step, digits);
        }
        if (v > 0 && v < ceiling && s.equals(PyFormat.fixed(0, digits))) {
            return "<" + PyFormat.fixed(step, digits);
        }
        return s;
    }
}
