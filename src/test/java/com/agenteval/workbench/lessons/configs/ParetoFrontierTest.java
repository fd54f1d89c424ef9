package com.agenteval.workbench.lessons.configs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ParetoFrontierTest {

    record P(String name, double cost, double accuracy) {}

    private static List<String> frontier(P... points) {
        return ParetoFrontier.of(List.of(points), P::cost, P::accuracy).stream()
                .map(P::name)
                .toList();
    }

    @Test
    void theFrontierJoinsTheNonDominatedPointsOnTheUpperHullCheapestFirst() {
        assertThat(frontier(
                        new P("a", 1, 0.5),
                        new P("b", 2, 0.7),
                        new P("c", 3, 0.72),
                        new P("d", 4, 0.9),
                        new P("e", 2.5, 0.6),
                        new P("f", 5, 0.85)))
                // c is dominated by nothing but lies under the hull from b to d; e and f are dominated
                .containsExactly("a", "b", "d");
    }

    @Test
    void aMoreExpensiveAndNoBetterPointIsNeverOnTheFrontier() {
        assertThat(frontier(new P("cheap", 1, 0.8), new P("dear", 9, 0.8), new P("worse", 5, 0.3)))
                .containsExactly("cheap");
    }

    @Test
    void ofTwoPointsAtTheSameCostOnlyTheMoreAccurateCounts() {
        assertThat(frontier(new P("low", 0, 0.5), new P("high", 0, 0.7), new P("far", 1, 0.8)))
                .containsExactly("high", "far");
    }

    @Test
    void collinearMiddlePointsAreDroppedAsHalDropsThem() {
        assertThat(frontier(new P("x", 1, 0.5), new P("y", 2, 0.6), new P("z", 3, 0.7)))
                .containsExactly("x", "z");
    }

    @Test
    void smallInputs() {
        assertThat(frontier()).isEmpty();
        assertThat(frontier(new P("only", 3, 0.1))).containsExactly("only");
        // identical points dominate neither each other: both are on the frontier, as in HAL
        assertThat(frontier(new P("same", 1, 0.5), new P("twin", 1, 0.5))).containsExactlyInAnyOrder("same", "twin");
    }
}
