package com.agenteval.workbench.core.forecast.store;

import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Where a run comes from, as the calibration page and {@code forecast score} say which runs they include: the book's
 * folder (and every other read-only folder), the class's shared store ({@code traces/}), or the runs of one's own
 * browser session ({@link ScratchStore}). Written in a URL or on the command line as {@code runs=book,class,yours}.
 */
public enum RunSource {
    BOOK,
    CLASS,
    YOURS;

    /** The URL query key and, with two dashes, the CLI option. */
    public static final String KEY = "runs";

    public static final Set<RunSource> ALL = Set.copyOf(EnumSet.allOf(RunSource.class));

    /** {@code book}, {@code class} or {@code yours}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** A stored file of a store without session runs: a read-only folder's is the book's, the writable one's the class's. */
    public static RunSource of(StoredTrace stored) {
        return stored.readOnly() ? BOOK : CLASS;
    }

    /**
     * {@code book,class,yours} in any order, any case, with spaces; refuses an empty list or an unknown name with a
     * message that lists the choices.
     */
    public static Set<RunSource> parse(String text) {
        EnumSet<RunSource> out = EnumSet.noneOf(RunSource.class);
        for (String part : text.split(",", -1)) {
            String p = part.strip().toLowerCase(Locale.ROOT);
            RunSource found = null;
            for (RunSource s : values()) {
                if (s.key().equals(p)) {
                    found = s;
                }
            }
            if (found == null) {
                throw new IllegalArgumentException(KEY + " needs a comma-separated list of book, class and yours, got '"
                        + (text.length() > 60 ? text.substring(0, 60) + "…" : text) + "'");
            }
            out.add(found);
        }
        return Set.copyOf(out);
    }

    /** The canonical text of a set: in the order book, class, yours. */
    public static String format(Set<RunSource> sources) {
        return EnumSet.copyOf(sources).stream().map(RunSource::key).collect(Collectors.joining(","));
    }

    /**
     * The files a filter keeps, your runs first: {@code yours} (one session's scratch runs), then the store's files of
     * the chosen kinds, in their listing order.
     */
    public static List<StoredTrace> select(Set<RunSource> include, List<StoredTrace> store, List<StoredTrace> yours) {
        List<StoredTrace> mine = include.contains(YOURS) ? yours : List.of();
        return Stream.concat(mine.stream(), store.stream().filter(t -> include.contains(of(t))))
                .toList();
    }

    /** How many files each source holds (every source named, zero included), in the order book, class, yours. */
    public static Map<RunSource, Integer> counts(List<StoredTrace> store, List<StoredTrace> yours) {
        Map<RunSource, Integer> out = new EnumMap<>(RunSource.class);
        for (RunSource s : values()) {
            out.put(s, 0);
        }
        store.forEach(t -> out.merge(of(t), 1, Integer::sum));
        out.put(YOURS, yours.size());
        return Collections.unmodifiableMap(out);
    }
}
