package com.agenteval.workbench.core.python;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyFormat.BoundedPercent;
import org.junit.jupiter.api.Test;

class ProbabilitiesTest {

    @Test
    void aProbabilityBelowOneNeverPrintsAsCertain() {
        assertThat(BoundedPercent.percent(0.99999999, 1)).isEqualTo(">99.9%");
        assertThat(BoundedPercent.percent(0.9995, 1)).isEqualTo(">99.9%");
        assertThat(BoundedPercent.percent(0.99999999, 0)).isEqualTo(">99%");
        assertThat(BoundedPercent.percent(1.0, 1)).isEqualTo("100.0%");
    }

    @Test
    void aProbabilityAboveZeroNeverPrintsAsImpossible() {
        assertThat(BoundedPercent.percent(1e-9, 1)).isEqualTo("<0.1%");
        assertThat(BoundedPercent.percent(0.0, 1)).isEqualTo("0.0%");
    }

    @Test
    void otherwiseItIsPythonsPercentFormat() {
        assertThat(BoundedPercent.percent(0.2925, 1)).isEqualTo("29.2%"); // f"{0.2925:.1%}", half-even on binary
        assertThat(BoundedPercent.percent(0.999, 1)).isEqualTo("99.9%");
        assertThat(BoundedPercent.bounded(99.96, 1, 100)).isEqualTo(">99.9");
        assertThat(BoundedPercent.bounded(42.0, 1, 100)).isEqualTo("42.0");
    }
}
