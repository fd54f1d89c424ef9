package com.agenteval.workbench.core.mcp;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

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
public final class SessionTable<V> {

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
