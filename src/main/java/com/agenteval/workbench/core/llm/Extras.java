package com.agenteval.workbench.core.llm;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Fields a trace carries that this version of the format does not name; kept so a load/save round trip drops nothing. */
public final class Extras {

    private Extras() {}

    /** An unmodifiable copy in read order; JSON nulls are legal values, so {@code Map.copyOf} cannot be used. */
    public static Map<String, Object> copy(Map<String, Object> extras) {
        return extras == null || extras.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(extras));
    }
}
