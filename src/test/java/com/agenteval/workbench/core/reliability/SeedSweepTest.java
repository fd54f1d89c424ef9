package com.agenteval.workbench.core.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.reliability.ConfigResults.SeedSweep;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SeedSweepTest {

    /** A run that is correct on even seeds, and spends the seed as tokens. */
    private static RunResult byParity(BigInteger seed) {
        return new RunResult(PyInt.of(seed), !seed.testBit(0), seed.intValueExact(), 0.0, null, 1);
    }

    @Test
    void everySeedFromTheFirstIsRunOnceInOrder() {
        List<BigInteger> asked = new ArrayList<>();
        SeedSweep sweep = SeedSweep.of(BigInteger.valueOf(7), 4, seed -> {
            asked.add(seed);
            return byParity(seed);
        });
        assertThat(asked)
                .containsExactly(
                        BigInteger.valueOf(7), BigInteger.valueOf(8), BigInteger.valueOf(9), BigInteger.valueOf(10));
        assertThat(sweep.results()).extracting(SeedSweep.SeedResult::runSeed).isEqualTo(asked);
        assertThat(sweep.results().get(2).result().tokens()).isEqualTo(9);
        assertThat(sweep.correct()).isEqualTo(2);
    }

    @Test
    void aSweepWithoutRunsIsRefused() {
        assertThatThrownBy(() -> SeedSweep.of(BigInteger.ZERO, 0, SeedSweepTest::byParity))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least one run");
    }
}
