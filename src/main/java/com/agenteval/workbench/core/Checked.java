package com.agenteval.workbench.core;

import java.util.Objects;

/**
 * What checking an untrusted input gave: the value, or why it was refused in a sentence the user or client can act
 * on. For parsers that never throw (an MCP client's arguments, a URL's world, a saved file to replay).
 *
 * <pre>{@code
 * Checked<WorldSpec> world = WorldQuery.parse(query, WorldSpec.lecture());
 * if (world instanceof Checked.Refused<WorldSpec> r) { return error(r.reason()); }
 * WorldSpec spec = world.orElse(WorldSpec.lecture());
 * }</pre>
 */
public sealed interface Checked<T> permits Checked.Ok, Checked.Refused {

    static <T> Checked<T> ok(T value) {
        return new Ok<>(value);
    }

    static <T> Checked<T> refused(String reason) {
        return new Refused<>(reason);
    }

    /** The value, or {@code fallback} when refused. */
    default T orElse(T fallback) {
        return this instanceof Ok<T> ok ? ok.value() : fallback;
    }

    default boolean isOk() {
        return this instanceof Ok<T>;
    }

    /** Why it was refused, or {@code fallback} when it was not. */
    default String reasonOrElse(String fallback) {
        return this instanceof Refused<T> r ? r.reason() : fallback;
    }

    record Ok<T>(T value) implements Checked<T> {
        public Ok {
            Objects.requireNonNull(value, "value");
        }
    }

    record Refused<T>(String reason) implements Checked<T> {
        public Refused {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
