package com.agenteval.workbench.core.mcp;

import com.agenteval.workbench.core.mcp.ExternalSession.ExternalCall;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
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

    /**
     * The one bounded table of sessions by id (the MCP transport's sessions, the external-call log's): at most
     * {@code max} sessions, a session unused for longer than {@code idle} ends, and over the bound the first in order
     * ends first: the least recently used, or the oldest opened. Every end is returned, so that its owner can act on it
     * (delete the transport's session). Not thread-safe: its owner guards it.
     *
     * <pre>{@code
     * SessionTable<Open> t = SessionTable.leastRecentlyUsedFirst(100, Duration.ofMinutes(30), clock);
     * List<String> ended = t.open("3f2a…", session);   // the idle ones, then the first over the bound
     * t.use("3f2a…");                                   // now its last use; with LRU order, last to end
     * }</pre>
     *
     * @param <V> what the table keeps of a session
     */
    public static final class SessionTable<V> {

        private static final class Entry<V> {
            final V value;
            Instant lastUsed;

            Entry(V value, Instant lastUsed) {
                this.value = value;
                this.lastUsed = lastUsed;
            }
        }

        private final int max;
        private final @Nullable Duration idle;
        private final Clock clock;
        private final LinkedHashMap<String, Entry<V>> entries;

        private SessionTable(int max, @Nullable Duration idle, Clock clock, boolean accessOrder) {
            if (max < 1) {
                throw new IllegalArgumentException("keep at least one session, got " + max);
            }
            if (idle != null && (idle.isNegative() || idle.isZero())) {
                throw new IllegalArgumentException("the session idle timeout must be positive, got " + idle);
            }
            this.max = max;
            this.idle = idle;
            this.clock = clock;
            this.entries = new LinkedHashMap<>(16, 0.75f, accessOrder);
        }

        /** Over the bound, the session least recently used ends first. {@code idle} null: sessions never idle out. */
        public static <V> SessionTable<V> leastRecentlyUsedFirst(int max, @Nullable Duration idle, Clock clock) {
            return new SessionTable<>(max, idle, clock, true);
        }

        /** Over the bound, the session opened first ends first. {@code idle} null: sessions never idle out. */
        public static <V> SessionTable<V> oldestFirst(int max, @Nullable Duration idle, Clock clock) {
            return new SessionTable<>(max, idle, clock, false);
        }

        /**
         * Opens (or replaces) session {@code id}, used now: the ids that ended for it, the idle ones, then the first in
         * order while over the bound; never {@code id} itself.
         */
        public List<String> open(String id, V value) {
            List<String> ended = endIdle();
            entries.put(id, new Entry<>(value, clock.instant()));
            for (Iterator<String> it = entries.keySet().iterator(); entries.size() > max && it.hasNext(); ) {
                String first = it.next();
                if (!first.equals(id)) {
                    it.remove();
                    ended.add(first);
                }
            }
            return ended;
        }

        /** Session {@code id} is used now: its value, or null when it is not (or no longer) in the table. */
        public @Nullable V use(String id) {
            Entry<V> e = entries.get(id);
            if (e == null) {
                return null;
            }
            e.lastUsed = clock.instant();
            return e.value;
        }

        /** Ends the sessions unused for longer than the idle timeout: their ids, first in order first. */
        public List<String> endIdle() {
            List<String> ended = new ArrayList<>();
            if (idle == null) {
                return ended;
            }
            Instant cutoff = clock.instant().minus(idle);
            for (Iterator<Map.Entry<String, Entry<V>>> it = entries.entrySet().iterator(); it.hasNext(); ) {
                Map.Entry<String, Entry<V>> e = it.next();
                if (e.getValue().lastUsed.isBefore(cutoff)) {
                    it.remove();
                    ended.add(e.getKey());
                }
            }
            return ended;
        }

        public boolean contains(String id) {
            return entries.containsKey(id);
        }

        public void remove(String id) {
            entries.remove(id);
        }

        public int size() {
            return entries.size();
        }

        /** The kept values, first in order first (a copy). */
        public List<V> values() {
            List<V> out = new ArrayList<>(entries.size());
            for (Entry<V> e : entries.values()) {
                out.add(e.value);
            }
            return out;
        }

        public @Nullable Duration idle() {
            return idle;
        }

        public int max() {
            return max;
        }
    }
}
