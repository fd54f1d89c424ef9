package com.agenteval.workbench.app.mcp;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How long MCP sessions are remembered, in memory and on disk.
 *
 * <pre>
 * workbench.mcp.session-idle-timeout=30m   # a session with no call for this long is forgotten by /mcp-calls
 * workbench.mcp.max-saved-sessions=200     # with workbench.mcp.save=true: files kept in traces/mcp-sessions, oldest deleted
 * workbench.mcp.max-transport-sessions=500 # live MCP client sessions; past it, the least recently used one is ended
 * </pre>
 *
 * @param sessionIdleTimeout a recorded session with no call for this long leaves the in-memory log
 * @param maxSavedSessions   session files kept; when a new session's file would pass it, the oldest are deleted
 * @param maxTransportSessions live sessions of the MCP transport; a new one past it ends the least recently used,
 *                             and one idle for {@code sessionIdleTimeout} is ended too ({@link McpTransportSessions})
 */
@ConfigurationProperties("workbench.mcp")
record McpSessionLimits(
        @DefaultValue("30m") Duration sessionIdleTimeout,
        @DefaultValue("200") int maxSavedSessions,
        @DefaultValue("500") int maxTransportSessions) {

    public McpSessionLimits {
        if (sessionIdleTimeout == null || sessionIdleTimeout.isNegative() || sessionIdleTimeout.isZero()) {
            throw new IllegalArgumentException(
                    "workbench.mcp.session-idle-timeout must be positive, got " + sessionIdleTimeout);
        }
        if (maxTransportSessions < 1) {
            throw new IllegalArgumentException(
                    "workbench.mcp.max-transport-sessions must be at least 1, got " + maxTransportSessions);
        }
        if (maxSavedSessions < 1) {
            throw new IllegalArgumentException(
                    "workbench.mcp.max-saved-sessions must be at least 1, got " + maxSavedSessions);
        }
    }
}
