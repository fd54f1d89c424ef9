package com.agenteval.workbench.notebook.chart;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Names beside scatter points that do not cover one another: each name goes above its point, else below, else
 * further up or down, the first place whose box is clear of the names already placed (greedy, top point first).
 * Pixel sizes are estimates of the drawn chart (a name's width from its length); close enough to keep names apart.
 *
 * <pre>{@code spec = PointLabels.add(spec, points, 0, 6, 0, 1)   // names at x 0..6 ($), y 0..1}</pre>
 */
public final class PointLabels {

    /** The plot area the estimate assumes, in pixels (a chart of the notebook's width, 420 px tall). */
    static final double PLOT_WIDTH = 1000;

    static final double PLOT_HEIGHT = 300;
    static final double CHAR_WIDTH = 7;
    static final double LINE_HEIGHT = 16;
    /** Above, below, then ever further: ApexCharts draws a point's label this many pixels from the point. */
    static final int[] OFFSETS = {-14, 22, -30, 38, -46, 54, -62, 70};

    private PointLabels() {}

    /** {@code spec} with one name per point ({@link Point#label}) at its clear offset. */
    public static ChartSpec add(
            ChartSpec spec, List<Point> points, double xMin, double xMax, double yMin, double yMax) {
        List<Point> order = new ArrayList<>(points);
        order.sort(Comparator.comparingDouble(Point::y).reversed());
        List<double[]> placed = new ArrayList<>();
        for (Point p : order) {
            if (p.label() == null || p.label().isBlank()) {
                continue;
            }
            double px = (p.x() - xMin) / (xMax - xMin) * PLOT_WIDTH;
            double py = (yMax - p.y()) / (yMax - yMin) * PLOT_HEIGHT;
            double w = CHAR_WIDTH * p.label().length();
            int chosen = OFFSETS[0];
            for (int offset : OFFSETS) {
                double[] box = {px - w / 2, py + offset - LINE_HEIGHT, px + w / 2, py + offset};
                if (placed.stream().noneMatch(b -> overlaps(b, box))) {
                    chosen = offset;
                    break;
                }
            }
            placed.add(new double[] {px - w / 2, py + chosen - LINE_HEIGHT, px + w / 2, py + chosen});
            spec = spec.withAnnotation(Annotation.name(p.x(), p.y(), p.label(), chosen));
        }
        return spec;
    }

    static boolean overlaps(double[] a, double[] b) {
        return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
    }
}
