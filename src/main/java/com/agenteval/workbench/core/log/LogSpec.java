package com.agenteval.workbench.core.log;

import com.agenteval.workbench.core.llm.Extras;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

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
