package com.agenteval.workbench.lessons.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** Who may keep the book folder for the whole installation: a loopback visitor that came through no proxy. */
class LocalVisitorTest {

    @Test
    void loopbackWithoutAForwardingHeaderIsLocalAndAnythingElseIsNot() {
        assertThat(LocalVisitor.isLocal("127.0.0.1", h -> false)).isTrue();
        assertThat(LocalVisitor.isLocal("::1", h -> false)).isTrue();
        assertThat(LocalVisitor.isLocal("0:0:0:0:0:0:0:1", h -> false)).isTrue();
        assertThat(LocalVisitor.isLocal("192.168.1.20", h -> false)).isFalse();
        assertThat(LocalVisitor.isLocal("localhost.evil.example", h -> false)).isFalse();
        assertThat(LocalVisitor.isLocal("", h -> false)).isFalse();
        // the class server's nginx connects from loopback but says whom it forwards
        for (String header : Set.of("X-Forwarded-For", "Forwarded", "X-Real-IP", "X-Forwarded-Host")) {
            assertThat(LocalVisitor.isLocal("127.0.0.1", header::equals))
                    .as(header)
                    .isFalse();
        }
    }
}
