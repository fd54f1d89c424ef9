package com.agenteval.workbench.base.ui;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Security headers on every response, set before the application writes anything, so error pages and /mcp carry
 * them too. The policy is as tight as Vaadin Flow 24 allows: its bootstrap starts the client with an inline script
 * and the client builds functions from what the server sends, so scripts need 'unsafe-inline' and 'unsafe-eval';
 * Vaadin's components and ApexCharts inject styles, so styles need 'unsafe-inline'. What the policy still stops is
 * loading or sending anything to another host (scripts, images, fetch/XHR/WebSocket, forms), plugins, a
 * {@code <base>} rewrite, and framing by other sites. docs/security.md says what that does and does not buy.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
public class SecurityHeaders extends OncePerRequestFilter {

    /** The Content-Security-Policy sent with every response. */
    public static final String POLICY = String.join(
            "; ",
            "default-src 'self'",
            "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob:",
            "font-src 'self' data:",
            "connect-src 'self'",
            "worker-src 'self' blob:",
            "frame-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "frame-ancestors 'self'");

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        response.setHeader("Content-Security-Policy", POLICY);
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setHeader("Referrer-Policy", "same-origin");
        response.setHeader("X-Frame-Options", "SAMEORIGIN");
        response.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
        chain.doFilter(request, response);
    }
}
