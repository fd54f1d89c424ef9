package com.agenteval.workbench.core.judge;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What judged: a name and its parameters, recorded with every verdict so that a run can be reproduced (as Inspect
 * records a scorer's spec in its log). An LLM judge would record e.g. its provider, model and prompt version.
 *
 * <pre>{@code
 * JudgeSpec spec = JudgeSpec.of("rules", "version", "1");
 * spec.toString();      // "rules(version=1)"
 * }</pre>
 *
 * @param name   a short name, e.g. {@code rules} or {@code outcome}
 * @param params parameters in a fixed order
 */
public record JudgeSpec(String name, Map<String, String> params) {

    public JudgeSpec {
        Objects.requireNonNull(name, "name");
        if (!name.matches("[a-z][a-z0-9_.-]*")) {
            throw new IllegalArgumentException("a judge name is lower-case letters, digits, '_', '.' or '-': " + name);
        }
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /** A spec from alternating parameter names and values. */
    public static JudgeSpec of(String name, String... keysAndValues) {
        if (keysAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("parameter names and values must alternate");
        }
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            m.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return new JudgeSpec(name, m);
    }

    @Override
    public String toString() {
        return name
                + params.entrySet().stream()
                        .map(e -> e.getKey() + "=" + e.getValue())
                        .collect(Collectors.joining(", ", "(", ")"));
    }
}
