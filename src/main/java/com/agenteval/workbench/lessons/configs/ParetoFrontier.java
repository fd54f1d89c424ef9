package com.agenteval.workbench.lessons.configs;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The accuracy-vs-cost Pareto frontier as the HAL leaderboard draws it: the upper convex hull of the points
 * (Andrew's monotone chain over the points sorted by cost, walked from the most expensive), keeping only the hull
 * points that no other hull point dominates (no more cost and no less accuracy, better in one of them).
 *
 * <pre>{@code
 * List<Row> frontier = ParetoFrontier.of(rows, Row::meanCost, Row::accuracy);   // cheapest first
 * }</pre>
 */
final class ParetoFrontier {

    private ParetoFrontier() {}

    /** The frontier's items, cheapest first. */
    static <T> List<T> of(List<T> items, ToDoubleFunction<T> cost, ToDoubleFunction<T> accuracy) {
        List<T> sorted = new ArrayList<>(items);
        sorted.sort(Comparator.comparingDouble(cost).thenComparingDouble(accuracy));
        if (sorted.size() <= 1) {
            return sorted;
        }
        List<T> hull = new ArrayList<>();
        for (int i = sorted.size() - 1; i >= 0; i--) {
            T p = sorted.get(i);
            while (hull.size() >= 2
                    && cross(hull.get(hull.size() - 2), hull.get(hull.size() - 1), p, cost, accuracy) <= 0) {
                hull.remove(hull.size() - 1);
            }
            hull.add(p);
        }
        List<T> frontier = new ArrayList<>();
        for (T candidate : hull) {
            if (!dominated(candidate, hull, cost, accuracy)) {
                frontier.add(candidate);
            }
        }
        frontier.sort(Comparator.comparingDouble(cost).thenComparingDouble(accuracy));
        return frontier;
    }

    /**
     * The items no single other item dominates (no more cost and no less accuracy, better in one of them), in the
     * given order. The frontier is a subset: an item under the hull that no single item beats is dominated only by a
     * mixture of the two frontier items around it.
     */
    static <T> List<T> undominated(List<T> items, ToDoubleFunction<T> cost, ToDoubleFunction<T> accuracy) {
        return items.stream().filter(i -> !dominated(i, items, cost, accuracy)).toList();
    }

    /** z of (a − o) × (b − o) in the (cost, accuracy) plane: positive for a counter-clockwise turn. */
    private static <T> double cross(T o, T a, T b, ToDoubleFunction<T> x, ToDoubleFunction<T> y) {
        return (x.applyAsDouble(a) - x.applyAsDouble(o)) * (y.applyAsDouble(b) - y.applyAsDouble(o))
                - (y.applyAsDouble(a) - y.applyAsDouble(o)) * (x.applyAsDouble(b) - x.applyAsDouble(o));
    }

    private static <T> boolean dominated(
            T candidate, List<T> others, ToDoubleFunction<T> cost, ToDoubleFunction<T> accuracy) {
        double c = cost.applyAsDouble(candidate);
        double a = accuracy.applyAsDouble(candidate);
        for (T other : others) {
            double oc = cost.applyAsDouble(other);
            double oa = accuracy.applyAsDouble(other);
            if (oc <= c && oa >= a && (oc < c || oa > a)) {
                return true;
            }
        }
        return false;
    }
}
