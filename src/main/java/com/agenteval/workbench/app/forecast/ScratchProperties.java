package com.agenteval.workbench.app.forecast;

import com.agenteval.workbench.core.forecast.store.ScratchStore;
import java.nio.file.Path;
import java.time.Duration;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.ConstructorBinding;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * "Your runs": where each browser session's runs go, how much a session keeps, and whether a student may save a run
 * to the class's shared store.
 *
 * <pre>
 * workbench.scratch.dir=traces/.scratch    # one folder per session under it (default: .scratch in workbench.traces.dir)
 * workbench.scratch.max-runs=20            # runs one session keeps; the next is refused with a message
 * workbench.scratch.max-bytes=50MB         # bytes one session keeps
 * workbench.scratch.max-age=24h            # a session folder unchanged this long is removed
 * workbench.scratch.class-save=false       # true: "Save to the class store" is offered on /forecast/run
 * </pre>
 *
 * @param dir       the root of the session folders; null: {@code .scratch} inside the store folder
 * @param classSave whether students may copy one of their runs into the class store (off by default: the class
 *                  store is read-only to a student)
 */
@ConfigurationProperties("workbench.scratch")
record ScratchProperties(
        @Nullable Path dir,
        @DefaultValue("20") int maxRuns,
        @DefaultValue("50MB") DataSize maxBytes,
        @DefaultValue("24h") Duration maxAge,
        @DefaultValue("false") boolean classSave) {

    static final String MAX_RUNS = "workbench.scratch.max-runs";
    static final String MAX_BYTES = "workbench.scratch.max-bytes";
    static final String CLASS_SAVE = "workbench.scratch.class-save";

    @ConstructorBinding
    public ScratchProperties {
        maxBytes = maxBytes == null ? DataSize.ofMegabytes(50) : maxBytes;
        maxAge = maxAge == null ? Duration.ofHours(24) : maxAge;
        bounds(maxRuns, maxBytes, maxAge); // refuse bad bounds at start, with the core's words
    }

    /** The defaults: a session keeps 20 runs, 50 MB, for a day; no saving to the class store. */
    public static ScratchProperties defaults() {
        return new ScratchProperties(null, 20, DataSize.ofMegabytes(50), Duration.ofHours(24), false);
    }

    ScratchStore.Bounds bounds() {
        return bounds(maxRuns, maxBytes, maxAge);
    }

    private static ScratchStore.Bounds bounds(int maxRuns, DataSize maxBytes, Duration maxAge) {
        return new ScratchStore.Bounds(maxRuns, maxBytes.toBytes(), maxAge);
    }

    Path root(Path storeFolder) {
        return dir != null ? dir : storeFolder.resolve(".scratch");
    }
}
