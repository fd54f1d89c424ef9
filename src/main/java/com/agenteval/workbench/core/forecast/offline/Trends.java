package com.agenteval.workbench.core.forecast.offline;

import java.util.List;

/** Least-squares lines, for trend extrapolation in log space. */
final class Trends {

    private Trends() {}

    /**
     * Fits {@code y = a + b x} to points {@code {x, y}} or {@code {x, y, weight}}; one point gives a flat line.
     *
     * @return {@code {a, b}}
     */
    static double[] fit(List<double[]> points) {
        if (points.isEmpty()) {
            throw new IllegalArgumentException("no points to fit");
        }
        double sw = 0;
        double sx = 0;
        double sy = 0;
        for (double[] p : points) {
            double w = p.length > 2 ? p[2] : 1;
            sw += w;
            sx += w * p[0];
            sy += w * p[1];
        }
        double mx = sx / sw;
        double my = sy / sw;
        double sxx = 0;
        double sxy = 0;
        for (double[] p : points) {
            double w = p.length > 2 ? p[2] : 1;
            sxx += w * (p[0] - mx) * (p[0] - mx);
            sxy += w * (p[0] - mx) * (p[1] - my);
        }
        double b = sxx == 0 ? 0 : sxy / sxx;
        return new double[] {my - b * mx, b};
    }
}
