package com.agenteval.workbench.app.mcp;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    private final int max;
    private final Duration idle;
    private final Clock clock;
    /** Guarded by this; in access order, least recently used first. */
    private final LinkedHashMap<String, Instant> lastUsed = new LinkedHashMap<>(16, 0.75f, true);

    /** The bound and the idle time are {@link McpSessionLimits}' (which checks them). */
    McpTransportSessions(McpSessionLimits limits, Clock clock) {
        this.max = limits.maxTransportSessions();
        this.idle = limits.sessionIdleTimeout();
        this.clock = clock;
    }

    /** A new session: the sessions to end now (idle too long, then the least recently used over the bound). */
    synchronized List<String> opened(String id) {
        Instant now = clock.instant();
        lastUsed.put(id, now);
        List<String> end = new ArrayList<>();
        for (Iterator<Map.Entry<String, Instant>> it = lastUsed.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, Instant> e = it.next();
            boolean over = lastUsed.size() > max;
            boolean stale = e.getValue().plus(idle).isBefore(now);
            if (e.getKey().equals(id) || !(over || stale)) {
                continue;
            }
            end.add(e.getKey());
            it.remove();
        }
        return end;
    }

    /** A request named the session: it is the most recently used (unknown ids, already ended, are ignored). */
    synchronized void used(String id) {
        lastUsed.computeIfPresent(id, (k, v) -> clock.instant());
    }

    /** Whether the session is live: opened through an initialize answer and not ended since. */
    synchronized boolean live(String id) {
        return lastUsed.containsKey(id);
    }

    synchronized void closed(String id) {
        lastUsed.remove(id);
    }

    synchronized int size() {
        return lastUsed.size();
    }
}
