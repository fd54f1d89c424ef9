package com.agenteval.workbench.core.mcp;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The calls external MCP clients made, per client session, kept in memory and bounded: at most
 * {@code maxSessions} sessions (the oldest is forgotten first) and {@code maxCallsPerSession} calls each (later
 * calls still run and are counted, not kept). Thread-safe: clients call concurrently.
 *
 * <pre>{@code
 * ExternalCallLog log = new ExternalCallLog(50, 500);
 * log.record("transport-session-id", "inspector 0.16", ExternalCall.run(world, 0, now, "db_lookup", args));
 * log.sessions();            // newest first, as immutable snapshots
 * }</pre>
 */
public final class ExternalCallLog {

    private final int maxSessions;
    private final int maxCallsPerSession;
    /** By the transport's session id, oldest first. */
    private final LinkedHashMap<String, Open> open = new LinkedHashMap<>();
    private long sessionsSeen;

    public ExternalCallLog(int maxSessions, int maxCallsPerSession) {
        if (maxSessions < 1 || maxCallsPerSession < 1) {
            throw new IllegalArgumentException("the log keeps at least one session and one call per session");
        }
        this.maxSessions = maxSessions;
        this.maxCallsPerSession = maxCallsPerSession;
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
        Open s = open.get(transportId);
        if (s == null) {
            sessionsSeen++;
            s = new Open("mcp-" + sessionsSeen, client == null ? "" : client, call.at());
            open.put(transportId, s);
            while (open.size() > maxSessions) {
                open.remove(open.keySet().iterator().next());
            }
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
        List<ExternalSession> out = new ArrayList<>(open.size());
        for (Open s : open.values()) {
            out.add(0, s.snapshot());
        }
        return out;
    }

    /** A kept session by its label ({@code mcp-3}). */
    public synchronized Optional<ExternalSession> session(String id) {
        for (Map.Entry<String, Open> e : open.entrySet()) {
            if (e.getValue().id.equals(id)) {
                return Optional.of(e.getValue().snapshot());
            }
        }
        return Optional.empty();
    }

    public int maxSessions() {
        return maxSessions;
    }

    public int maxCallsPerSession() {
        return maxCallsPerSession;
    }
}
