package com.agenteval.workbench.notebook;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/** An output cell, the computation that feeds it, and the parameters it depends on. */
final class Binding<R> {

    private final OutputCell<R> cell;
    private final Supplier<R> compute;
    private final List<Param<?>> params;
    private @Nullable List<Object> renderedKey;
    private volatile int generation;

    Binding(OutputCell<R> cell, Supplier<R> compute, Dependency... deps) {
        this.cell = cell;
        this.compute = compute;
        Set<Param<?>> all = new LinkedHashSet<>();
        for (Dependency d : deps) {
            all.addAll(d.params());
        }
        this.params = List.copyOf(all);
    }

    OutputCell<R> cell() {
        return cell;
    }

    Supplier<R> compute() {
        return compute;
    }

    /** True (and remembers the new values) when a parameter changed since the last run. */
    boolean takeChange() {
        List<Object> key = Computed.keyOf(params);
        if (key.equals(renderedKey)) {
            return false;
        }
        renderedKey = key;
        return true;
    }

    /** Forces the next {@link #takeChange} to report a change. */
    void invalidate() {
        renderedKey = null;
    }

    int nextGeneration() {
        return ++generation;
    }

    boolean isCurrent(int g) {
        return generation == g;
    }
}
