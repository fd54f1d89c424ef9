package com.agenteval.workbench.serving;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.regex.Pattern;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * With {@code workbench.replica-name} set, every response says which replica answered
 * ({@code X-Workbench-Replica}): behind a load balancer, that is how sticky sessions are checked
 * ({@code scripts/replicas-check}). Without the property the filter does not exist.
 */
@Component
@ConditionalOnProperty("workbench.replica-name")
class ReplicaHeader extends OncePerRequestFilter {

    static final String HEADER = "X-Workbench-Replica";
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1,64}");

    private final String name;

    ReplicaHeader(@Value("${workbench.replica-name}") String name) {
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException(
                    "workbench.replica-name must be 1 to 64 letters, digits, '.', '_' or '-'");
        }
        this.name = name;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        response.setHeader(HEADER, name);
        chain.doFilter(request, response);
    }
}
