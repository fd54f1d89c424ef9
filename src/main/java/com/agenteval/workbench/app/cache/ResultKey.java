package com.agenteval.workbench.app.cache;

import java.util.Objects;

/**
 * What a cached result depends on, all of it: what was computed ({@code kind}), the full parameter values that
 * determine it ({@code spec}, a record or a list of values) and the version of the data it read ({@code data}: a
 * file's content hash, a folder's state; {@link #NO_DATA} when it reads no file).
 *
 * <pre>{@code
 * ResultKey.of("world", worldSpec);                          // the world depends only on its parameters
 * ResultKey.of("replay", fileName, contentHash);             // a replay also on the file's bytes
 * }</pre>
 */
public record ResultKey(String kind, Object spec, Object data) {

    /** The data version of a result computed from its parameters alone. */
    public static final String NO_DATA = "-";

    public ResultKey {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(data, "data");
    }

    public static ResultKey of(String kind, Object spec) {
        return new ResultKey(kind, spec, NO_DATA);
    }

    public static ResultKey of(String kind, Object spec, Object data) {
        return new ResultKey(kind, spec, data);
    }
}
