package com.agenteval.workbench.app.mcp;

import com.agenteval.workbench.core.mcp.ExternalCallLog.SessionTable;
import java.time.Clock;
import java.util.List;

/**
 * The MCP transport's live sessions, as the HTTP guard sees them go by, so that there is a bound on them. The MCP
 * SDK keeps every session a client initializes until the client deletes it, and a client that never does (or a
 * loop of {@code initialize}) would grow the server's memory without end. Here a session is known from the
 * {@code Mcp-Session-Id} its initialize answer carries, used by each request that names it, and gone when it is
 * deleted. When a new session would pass {@code max}, or a session has had no request for {@code idle}, it is
 * ended: {@link #opened} returns the sessions to end, least recently used first, and the guard deletes them through
 * the transport itself (the protocol's DELETE), so the SDK forgets them. A client whose session was ended gets 404
 * and, as the protocol says, starts a new one.
 *
 * <pre>{@code
 * List<String> end = sessions.opened("3f2a…");   // ids to DELETE: over the bound, or idle too long
 * sessions.used("3f2a…");                        // a request named it
 * sessions.closed("3f2a…");                      // the client (or the bound) deleted it
 * }</pre>
 */
final class McpTransportSessions {

    /** Least recently used first; the ids are the values. */
    private final SessionTable<String> sessions;

    /** The bound and the idle time are {@link McpSessionLimits}' (which checks them). */
    McpTransportSessions(McpSessionLimits limits, Clock clock) {
        this.sessions =
                SessionTable.leastRecentlyUsedFirst(limits.maxTransportSessions(), limits.sessionIdleTimeout(), clock);
    }

    /** A new session: the sessions to end now (idle too long, then the least recently used over the bound). */
    synchronized List<String> opened(String id) {
        return sessions.open(id, id);
    }

    /** A request named the session: it is the most recently used (unknown ids, already ended, are ignored). */
    synchronized void used(String id) {
        sessions.use(id);
    }

    /** Whether the session is live: opened through an initialize answer and not ended since. */
    synchronized boolean live(String id) {
        return sessions.contains(id);
    }

    synchronized void closed(String id) {
        sessions.remove(id);
    }

    synchronized int size() {
        return sessions.size();
    }
}
