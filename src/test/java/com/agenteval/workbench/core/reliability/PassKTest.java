package com.agenteval.workbench.core.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.reliability.ConfigResults.PassK;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** pass^k = mean over tasks of C(c,k)/C(n,k), with ref_dump's exact numerator and denominator. */
class PassKTest {

    @Test
    void unbiasedEstimatorByHand() {
        List<PassK> t = PassK.table(new int[] {2, 3}, 3); // ref_dump example: vote3, 2 tasks, 3 repeats
        assertThat(t.get(0))
                .isEqualTo(new PassK(
                        1, BigInteger.valueOf(5), BigInteger.valueOf(6), 5.0 / 6, BigInteger.valueOf(5), 5.0 / 6));
        assertThat(t.get(1).num()).isEqualTo(4);
        assertThat(t.get(1).den()).isEqualTo(6);
        assertThat(t.get(1).passAt()).isEqualTo(1.0);
        assertThat(t.get(2).passHat()).isEqualTo(0.5);
        assertThat(t.get(2).den()).isEqualTo(2);
    }

    @Test
    void passHatFallsAndPassAtRisesWithK() {
        List<PassK> t = PassK.table(new int[] {8, 7, 4, 0, 1, 6}, 8);
        for (int k = 1; k < t.size(); k++) {
            assertThat(t.get(k).passHat()).isLessThanOrEqualTo(t.get(k - 1).passHat());
            assertThat(t.get(k).passAt()).isGreaterThanOrEqualTo(t.get(k - 1).passAt());
        }
        assertThat(t.get(7).passHat()).isEqualTo(1.0 / 6); // only the 8/8 task survives k = 8
    }
}
