package com.agenteval.workbench.mcp;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses an MCP request whose declared body is larger than the limit, with 413 and a one-line JSON error, before
 * the transport reads it into memory. (A request without a length is read by the transport; the tool arguments
 * then meet their own limit.)
 */
final class McpRequestLimit extends OncePerRequestFilter {

    private final long maxBytes;

    McpRequestLimit(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (request.getContentLengthLong() > maxBytes) {
            response.setStatus(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
            response.setContentType("application/json");
            response.getOutputStream().write(("{\"error\":\"request body larger than " + maxBytes
                    + " bytes\"}").getBytes(StandardCharsets.UTF_8));
            return;
        }
        chain.doFilter(request, response);
    }
}
