package com.agenteval.workbench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CheckedTest {

    @Test
    void aValueIsUsedAndARefusalFallsBack() {
        assertThat(Checked.ok(7).orElse(0)).isEqualTo(7);
        assertThat(Checked.<Integer>refused("not a number").orElse(0)).isZero();
        assertThat(Checked.<Integer>refused("not a number")).isEqualTo(new Checked.Refused<Integer>("not a number"));
    }

    @Test
    void eachSideSaysWhatItIs() {
        assertThat(Checked.ok("run").isOk()).isTrue();
        assertThat(Checked.ok("run").reasonOrElse(null)).isNull();
        assertThat(Checked.refused("truncated").isOk()).isFalse();
        assertThat(Checked.refused("truncated").reasonOrElse(null)).isEqualTo("truncated");
    }

    @Test
    void neitherSideIsNull() {
        assertThatThrownBy(() -> Checked.ok(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Checked.refused(null)).isInstanceOf(NullPointerException.class);
    }
}
