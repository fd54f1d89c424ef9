package com.agenteval.workbench.core.log;

import com.agenteval.workbench.core.llm.Extras;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Any saved file, read into one envelope: which format and version it is (after migration, the current one), the
 * spec of what ran, its events in order, and every other top-level field in file order.
 *
 * <pre>{@code
 * LogRecord log = SavedFiles.read(Path.of("traces/live-world-runs/live_world_F003_m_20261130T091500Z.json"));
 * log.format();                          // "aew-live-world-run"
 * log.version();                         // 2, whatever version is on disk
 * log.spec().params().get("world_seed"); // 14
 * log.events().stream().filter(LogEvent.Message.class::isInstance).count();
 * String json = SavedFiles.write(log);   // the current version's bytes
 * }</pre>
 *
 * For the book's files, which carry no envelope, the format and version are implied by their shape and the spec is
 * a view of their {@code notebook} and {@code params}, which stay in {@code fields} where the book puts them.
 *
 * @param fields the other top-level fields; where events came from inside one (the book's
 *               {@code agents[i].traces}), that place holds an empty list that writing fills again
 */
public record LogRecord(
        String format, int version, LogSpec spec, List<LogEvent> events, Map<String, @Nullable Object> fields) {

    public LogRecord {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(spec, "spec");
        if (version < 1) {
            throw new IllegalArgumentException("a format version starts at 1, not " + version);
        }
        events = List.copyOf(events);
        fields = Extras.copy(fields);
    }

    /** The events of one type, in order. */
    public <E extends LogEvent> List<E> events(Class<E> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }
}
