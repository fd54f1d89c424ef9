package com.agenteval.workbench.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyNumbers.PyMath;
import com.agenteval.workbench.core.python.PyRandom;
import org.junit.jupiter.api.Test;

/** The fast Chance decision always equals the module's computation Φ(√ρ·a + √(1−ρ)·e) < p. */
class ChanceTest {

    @Test
    void fastDecisionEqualsExactDecision() {
        PyRandom rng = new PyRandom(42);
        double[] ps = {1e-9, 1e-6, 0.001, 0.0105, 0.021, 0.03, 0.05, 0.1, 0.4, 0.5, 0.6, 0.9, 0.999, 1 - 1e-7};
        double[] rhos = {0.0, 0.25, 0.5, 0.9, 1.0};
        long hits = 0;
        for (double p : ps) {
            Chance.Threshold t = Chance.threshold(p);
            for (double rho : rhos) {
                double sr = Math.sqrt(rho);
                double s1 = Math.sqrt(1.0 - rho);
                double inv = s1 > 0 ? 1.0 / s1 : 0.0;
                for (int i = 0; i < 40_000; i++) {
                    double a = PyMath.stdNormal(rng);
                    double u1 = 1.0 - rng.random();
                    double u2 = rng.random();
                    boolean fast = Chance.decide(a, u1, u2, t, sr, s1, inv);
                    assertThat(fast)
                            .as("p=%s rho=%s a=%s u1=%s u2=%s", p, rho, a, u1, u2)
                            .isEqualTo(Chance.decideExact(a, u1, u2, p, sr, s1));
                    hits += fast ? 1 : 0;
                }
            }
        }
        assertThat(hits).isPositive();
    }

    @Test
    void nearTheBoundaryTheExactPathDecides() {
        Chance.Threshold t = Chance.threshold(0.05);
        double zStar = 0.5 * (t.zLow + t.zHigh);
        // rho = 1: z = a, no dependence on the draws; probe a just around the boundary
        for (int k = -50; k <= 50; k++) {
            double a = zStar + k * 1e-9;
            assertThat(Chance.decide(a, 0.5, 0.3, t, 1.0, 0.0, 0.0))
                    .isEqualTo(Chance.decideExact(a, 0.5, 0.3, 0.05, 1.0, 0.0));
        }
    }

    @Test
    void certainEventsDrawNothing() {
        PyRandom rng = new PyRandom(0);
        Chance ch = new Chance("F000", "small", Chance.latents("F000", "small", 1), 0.5, rng, null);
        assertThat(ch.hit(ChanceEvent.PLAN, Chance.threshold(0.0))).isFalse();
        assertThat(ch.hit(ChanceEvent.PLAN, Chance.threshold(1.0))).isTrue();
        assertThat(rng.words()).isZero();
        ch.hit(ChanceEvent.PLAN, Chance.threshold(0.5));
        assertThat(rng.words()).isEqualTo(4);
        assertThat(ChanceEvent.name(ChanceEvent.skip(1))).isEqualTo("skip1");
    }
}
