package com.agenteval.workbench.app.serving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ReplicaHeaderTest {

    @Test
    void aReplicaNameIsKeptToASafeAlphabet() {
        assertThat(ReplicaHeader.checked("workbench-7d9f8-x2k4q")).isEqualTo("workbench-7d9f8-x2k4q");
        for (String bad : new String[] {"", "a b", "a;b", "a\r\nSet-Cookie: x", "x".repeat(65)}) {
            assertThatThrownBy(() -> ReplicaHeader.checked(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("workbench.replica-name");
        }
    }
}
