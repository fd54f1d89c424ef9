package com.agenteval.workbench.core.mcp;

import com.agenteval.workbench.core.mcp.ExternalSession.ExternalCall;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The calls external MCP clients made, per client session, kept in memory and bounded: at most
 * {@code maxSessions} sessions (the oldest is forgotten first) and {@code maxCallsPerSession} calls each (later
 * calls still run and are counted, not kept), and, with an idle timeout, a session with no call for that long is
 * forgotten, so clients that connect and never close cannot hold memory for the life of the server. Thread-safe:
 * clients call concurrently.
 *
 * <pre>{@code
 * ExternalCallLog log = new ExternalCallLog(50, 500, Duration.ofMinutes(30), clock);   // null: never idle out
 * log.record("transport-session-id", "inspector 0.16", ExternalCall.run(world, 0, now, "db_lookup", args));
 * log.sessions();            // newest first, as immutable snapshots
 * }</pre>
 */
public final class ExternalCallLog {

    private final int maxCallsPerSession;
    /** By the transport's session id, oldest first; a session with no call for the idle timeout ends. */
    private final SessionTable<Open> open;

    private long sessionsSeen;

    /**
     * @param idleTimeout a session with no call for this long is forgotten; null for never
     * @param clock       what "now" is when sessions are listed or a call comes in
     */
    public ExternalCallLog(int maxSessions, int maxCallsPerSession, @Nullable Duration idleTimeout, Clock clock) {
        if (maxSessions < 1 || maxCallsPerSession < 1) {
            throw new IllegalArgumentException("the log keeps at least one session and one call per session");
        }
        this.maxCallsPerSession = maxCallsPerSession;
        this.open = SessionTable.oldestFirst(maxSessions, idleTimeout, clock);
    }

    private static final class Open {
        final String id;
        final String client;
        final Instant started;
        final List<ExternalCall> calls = new ArrayList<>();
        int dropped;

        Open(String id, String client, Instant started) {
            this.id = id;
            this.client = client;
            this.started = started;
        }

        ExternalSession snapshot() {
            return new ExternalSession(id, client, started, calls, dropped);
        }
    }

    /**
     * Records a call of the session {@code transportId} (the MCP session id, never shown), renumbering it as the
     * session's next step; when the session is full the call is only counted.
     *
     * @return the session as it is now, with this call (unless it was dropped)
     */
    public synchronized ExternalSession record(String transportId, String client, ExternalCall call) {
        open.endIdle();
        Open s = open.use(transportId);
        if (s == null) {
            sessionsSeen++;
            s = new Open("mcp-" + sessionsSeen, client == null ? "" : client, call.at());
            open.open(transportId, s);
        }
        if (s.calls.size() >= maxCallsPerSession) {
            s.dropped++;
        } else {
            s.calls.add(call.withIndex(s.calls.size()));
        }
        return s.snapshot();
    }

    /** Every kept session, newest first. */
    public synchronized List<ExternalSession> sessions() {
        open.endIdle();
        List<ExternalSession> out = new ArrayList<>(open.size());
        for (Open s : open.values()) {
            out.add(0, s.snapshot());
        }
        return out;
    }

    /** A kept session by its label ({@code mcp-3}). */
    public synchronized Optional<ExternalSession> session(String id) {
        open.endIdle();
        for (Open s : open.values()) {
            if (s.id.equals(id)) {
                return Optional.of(s.snapshot());
            }
        }
        return Optional.empty();
    }

    /** The idle timeout, or null when sessions never expire. */
    public @Nullable Duration idleTimeout() {
        return open.idle();
    }

    public int maxSessions() {
        return open.max();
    }

    public int maxCallsPerSession() {
        return maxCallsPerSession;
    }
}
