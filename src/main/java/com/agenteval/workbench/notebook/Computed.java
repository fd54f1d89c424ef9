package com.agenteval.workbench.notebook;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;

/**
 * A computation shared by several outputs (e.g. one world behind a summary, a grid and a chart). It runs at
 * most once per combination of its parameters' values; outputs asking concurrently wait for that one run.
 *
 * @param <R> the result type
 */
public final class Computed<R> implements Dependency, Supplier<R> {

    private final Supplier<R> compute;
    private final List<Param<?>> params;
    private List<Object> cachedKey;
    private R cached;

    Computed(Supplier<R> compute, Dependency... deps) {
        this.compute = Objects.requireNonNull(compute);
        Set<Param<?>> all = new LinkedHashSet<>();
        for (Dependency d : deps) {
            all.addAll(d.params());
        }
        this.params = List.copyOf(all);
    }

    @Override
    public List<Param<?>> params() {
        return params;
    }

    /** The result for the parameters' current values, computing it if needed. */
    @Override
    public synchronized R get() {
        List<Object> key = keyOf(params);
        if (!key.equals(cachedKey)) {
            cached = compute.get();
            cachedKey = key;
        }
        return cached;
    }

    static List<Object> keyOf(List<Param<?>> params) {
        List<Object> key = new ArrayList<>(params.size());
        for (Param<?> p : params) {
            key.add(p.value());
        }
        return key;
    }
}
