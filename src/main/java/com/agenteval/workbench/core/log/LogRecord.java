package com.agenteval.workbench.core.log;

import com.agenteval.workbench.core.llm.LlmClient.Extras;
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

    /**
     * What ran, so a run can be reproduced: a name and its parameters, under their canonical {@code core/params} names
     * ({@code world_seed}, {@code n_stale}, …), in the order the parameter spec declares them.
     *
     * <pre>{@code
     * LogSpec spec = new LogSpec("live_world_agent", Map.of("world_seed", 14, "n_stale", 2));
     * spec.params().get("world_seed");   // 14
     * }</pre>
     */
    public record LogSpec(String name, Map<String, @Nullable Object> params) {

        public LogSpec {
            Objects.requireNonNull(name, "name");
            params = Extras.copy(params);
        }
    }

    /**
     * One event of a saved run, a discriminated union on {@link #type()} as Inspect AI's log events are. Each event keeps
     * its whole JSON object in {@link #data()} (file order, without the {@code type} key), so writing it back loses
     * nothing; the typed accessors read from it. An event whose type this version does not know is an {@link Unknown}
     * and keeps every field.
     *
     * <pre>{@code
     * if (event instanceof LogEvent.AgentStep s) {
     *     s.action();      // "search", "forecast", …
     * } else if (event instanceof LogEvent.Unknown u) {
     *     u.type();        // a type a later version added; u.data() keeps its fields
     * }
     * }</pre>
     */
    public sealed interface LogEvent {

        String type();

        Map<String, @Nullable Object> data();

        /** The event for a type and its fields: a known type gets its record, any other an {@link Unknown}. */
        static LogEvent of(String type, Map<String, @Nullable Object> data) {
            return switch (type) {
                case AgentStep.TYPE -> new AgentStep(intOr(data.get(AgentStep.AGENT), 0), data);
                case Message.TYPE -> new Message(data);
                case ModelCall.TYPE -> new ModelCall(data);
                case ToolCall.TYPE -> new ToolCall(data);
                case Outcome.TYPE -> new Outcome(data);
                default -> new Unknown(type, data);
            };
        }

        private static int intOr(@Nullable Object v, int fallback) {
            return v instanceof Number n ? n.intValue() : fallback;
        }

        private static @Nullable String text(Map<String, @Nullable Object> data, String key) {
            return data.get(key) instanceof String s ? s : null;
        }

        /**
         * One step of a research agent in the book's run trace ({@code agents[agent].traces[i]}): {@code agent} is the
         * agent's position in {@code agents}, which the book's step objects do not carry; {@code data} is the step as
         * the book wrote it.
         */
        record AgentStep(int agent, Map<String, @Nullable Object> data) implements LogEvent {
            public static final String TYPE = "agent_step";
            static final String AGENT = "agent";

            public AgentStep {
                data = Extras.copy(data);
            }

            @Override
            public String type() {
                return TYPE;
            }

            public int step() {
                return intOr(data.get("step"), 0);
            }

            public @Nullable String action() {
                return text(data, "action");
            }
        }

        /** One message of a conversation with a model (system, user, assistant with its tool calls, tool results). */
        record Message(Map<String, @Nullable Object> data) implements LogEvent {
            public static final String TYPE = "message";

            public Message {
                data = Extras.copy(data);
            }

            @Override
            public String type() {
                return TYPE;
            }

            public @Nullable String role() {
                return text(data, "role");
            }
        }

        /** One recorded model call: what was sent, the raw reply, its usage and how it was read. */
        record ModelCall(Map<String, @Nullable Object> data) implements LogEvent {
            public static final String TYPE = "model_call";

            public ModelCall {
                data = Extras.copy(data);
            }

            @Override
            public String type() {
                return TYPE;
            }
        }

        /** One tool call an agent or an external MCP client made, with the world it ran against and what it returned. */
        record ToolCall(Map<String, @Nullable Object> data) implements LogEvent {
            public static final String TYPE = "tool_call";

            public ToolCall {
                data = Extras.copy(data);
            }

            @Override
            public String type() {
                return TYPE;
            }

            /** The tool's name, where the event records it ({@code step.tool} in an MCP session). */
            public @Nullable String tool() {
                return data.get("step") instanceof Map<?, ?> step && step.get("tool") instanceof String s ? s : null;
            }
        }

        /** A recovered outcome of an evaluation panel's question (the book's recovery file, one per record). */
        record Outcome(Map<String, @Nullable Object> data) implements LogEvent {
            public static final String TYPE = "outcome";

            public Outcome {
                data = Extras.copy(data);
            }

            @Override
            public String type() {
                return TYPE;
            }
        }

        /** An event of a type this version does not know: kept whole, written back as it came. */
        record Unknown(String type, Map<String, @Nullable Object> data) implements LogEvent {
            public Unknown {
                Objects.requireNonNull(type, "type");
                data = Extras.copy(data);
            }
        }
    }
}
