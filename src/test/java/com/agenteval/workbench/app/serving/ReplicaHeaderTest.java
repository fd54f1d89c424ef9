package com.agenteval.workbench.app.serving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

class ReplicaHeaderTest {

    @Test
    void aReplicaNameIsKeptToASafeAlphabet() {
        assertThat(ReplicaHeader.checked("workbench-7d9f8-x2k4q")).isEqualTo("workbench-7d9f8-x2k4q");
        for (String bad : new String[] {"", "a b", "a;b", "a\r\nSet-Cookie: x", "x".repeat(65)}) {
            assertThatThrownBy(() -> ReplicaHeader.checked(bad))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("workbench.replica-name");
        }
    }

    /** The filter is always registered (the production jar's Spring AOT fixes conditions at build time). */
    @Test
    void aServerThatIsNoReplicaAddsNoHeaderAndAReplicaAddsItsName() throws Exception {
        MockHttpServletResponse plain = new MockHttpServletResponse();
        ReplicaHeader.none().doFilter(new MockHttpServletRequest("GET", "/"), plain, new MockFilterChain());
        assertThat(plain.getHeaderNames()).doesNotContain(ReplicaHeader.HEADER);
        MockHttpServletResponse named = new MockHttpServletResponse();
        new ReplicaHeader("a").doFilter(new MockHttpServletRequest("GET", "/"), named, new MockFilterChain());
        assertThat(named.getHeader(ReplicaHeader.HEADER)).isEqualTo("a");
    }
}
