package com.agenteval.workbench.core.mcp;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

    private final int maxSessions;
    private final int maxCallsPerSession;
    /** Null: sessions never expire. */
    private final @Nullable Duration idleTimeout;
    private final Clock clock;
    /** By the transport's session id, oldest first. */
    private final LinkedHashMap<String, Open> open = new LinkedHashMap<>();
    private long sessionsSeen;

    /**
     * @param idleTimeout a session with no call for this long is forgotten; null for never
     * @param clock       what "now" is when sessions are listed or a call comes in
     */
    public ExternalCallLog(int maxSessions, int maxCallsPerSession, @Nullable Duration idleTimeout, Clock clock) {
        if (maxSessions < 1 || maxCallsPerSession < 1) {
            throw new IllegalArgumentException("the log keeps at least one session and one call per session");
        }
        if (idleTimeout != null && (idleTimeout.isNegative() || idleTimeout.isZero())) {
            throw new IllegalArgumentException("the session idle timeout must be positive, got " + idleTimeout);
        }
        this.maxSessions = maxSessions;
        this.maxCallsPerSession = maxCallsPerSession;
        this.idleTimeout = idleTimeout;
        this.clock = clock;
    }

    private static final class Open {
        final String id;
        final String client;
        final Instant started;
        final List<ExternalCall> calls = new ArrayList<>();
        int dropped;
        Instant lastActive;

        Open(String id, String client, Instant started) {
            this.id = id;
            this.client = client;
            this.started = started;
            this.lastActive = started;
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
        expireIdle();
        Open s = open.get(transportId);
        if (s == null) {
            sessionsSeen++;
            s = new Open("mcp-" + sessionsSeen, client == null ? "" : client, call.at());
            open.put(transportId, s);
            while (open.size() > maxSessions) {
                open.remove(open.keySet().iterator().next());
            }
        }
        s.lastActive = clock.instant();
        if (s.calls.size() >= maxCallsPerSession) {
            s.dropped++;
        } else {
            s.calls.add(call.withIndex(s.calls.size()));
        }
        return s.snapshot();
    }

    /** Every kept session, newest first. */
    public synchronized List<ExternalSession> sessions() {
        expireIdle();
        List<ExternalSession> out = new ArrayList<>(open.size());
        for (Open s : open.values()) {
            out.add(0, s.snapshot());
        }
        return out;
    }

    /** A kept session by its label ({@code mcp-3}). */
    public synchronized Optional<ExternalSession> session(String id) {
        expireIdle();
        for (Map.Entry<String, Open> e : open.entrySet()) {
            if (e.getValue().id.equals(id)) {
                return Optional.of(e.getValue().snapshot());
            }
        }
        return Optional.empty();
    }

    /** Forgets every session whose last call is longer ago than the idle timeout. */
    private void expireIdle() {
        if (idleTimeout == null) {
            return;
        }
        Instant cutoff = clock.instant().minus(idleTimeout);
        open.values().removeIf(s -> s.lastActive.isBefore(cutoff));
    }

    /** The idle timeout, or null when sessions never expire. */
    public @Nullable Duration idleTimeout() {
        return idleTimeout;
    }

    public int maxSessions() {
        return maxSessions;
    }

    public int maxCallsPerSession() {
        return maxCallsPerSession;
    }
}
