package com.agenteval.workbench.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

class SecurityHeadersTest {

    @Test
    void everyResponseCarriesThePolicyAndTheOtherHeaders() throws Exception {
        MockHttpServletResponse response = new MockHttpServletResponse();
        new SecurityHeaders().doFilter(new MockHttpServletRequest("GET", "/forecast"), response, new MockFilterChain());
        String csp = response.getHeader("Content-Security-Policy");
        assertThat(csp)
                .contains(
                        "frame-ancestors 'self'",
                        "object-src 'none'",
                        "base-uri 'self'",
                        "connect-src 'self'",
                        "default-src 'self'",
                        "form-action 'self'");
        assertThat(csp).doesNotContain("*", "http:", "https:");
        assertThat(response.getHeader("X-Content-Type-Options")).isEqualTo("nosniff");
        assertThat(response.getHeader("Referrer-Policy")).isEqualTo("same-origin");
        assertThat(response.getHeader("X-Frame-Options")).isEqualTo("SAMEORIGIN");
    }
}
