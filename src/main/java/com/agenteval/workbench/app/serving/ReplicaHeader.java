package com.agenteval.workbench.app.serving;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Every response says which replica answered ({@code X-Workbench-Replica}): behind a load balancer, that is how
 * sticky sessions are checked ({@code scripts/replicas-check}). Registered by {@link ReplicaConfiguration}.
 */
class ReplicaHeader extends OncePerRequestFilter {

    static final String HEADER = "X-Workbench-Replica";
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1,64}");

    private final @Nullable String name;

    ReplicaHeader(String name) {
        this.name = checked(name);
    }

    private ReplicaHeader() {
        this.name = null;
    }

    /** The filter of a server that is no replica: it adds no header. */
    static ReplicaHeader none() {
        return new ReplicaHeader();
    }

    /** A replica name goes into a header and into session ids, so it is kept to a safe alphabet. */
    static String checked(String name) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException(
                    "workbench.replica-name must be 1 to 64 letters, digits, '.', '_' or '-'");
        }
        return name;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (name != null) {
            response.setHeader(HEADER, name);
        }
        chain.doFilter(request, response);
    }
}
