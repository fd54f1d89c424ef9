package com.agenteval.workbench.notebook;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * A computation shared by several outputs (e.g. one world behind a summary, a grid and a chart). It runs at
 * most once per combination of its parameters' values; outputs asking concurrently wait for that one run's
 * future.
 *
 * @param <R> the result type
 */
public final class Computed<R> implements Dependency, Supplier<R> {

    private final Supplier<?> state;
    private final Supplier<R> compute;
    private final List<Param<?>> params;
    private final AtomicReference<Memo<R>> last = new AtomicReference<>();

    Computed(Supplier<R> compute, Dependency... deps) {
        this(() -> List.of(), compute, deps);
    }

    Computed(Supplier<?> state, Supplier<R> compute, Dependency... deps) {
        this.state = Objects.requireNonNull(state);
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

    /**
     * The result for the parameters' current values, computing it if needed. Outputs asking concurrently wait on the
     * one run's future, not on a lock: a waiting output that is cancelled stops waiting at once, and when the run it
     * waits for was cancelled (superseded), it computes the value itself.
     */
    @Override
    public R get() {
        List<Object> key = List.of(keyOf(params), state.get());
        while (true) {
            Memo<R> memo = last.get();
            if (memo != null && memo.key.equals(key)) {
                try {
                    return memo.result.get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new CancellationException("superseded");
                } catch (CancellationException e) {
                    // CompletableFuture.get throws a cancellation as it is, not wrapped: the run this output waited
                    // on was cancelled (its own output superseded); unless this output was too, it runs it itself
                    if (Thread.currentThread().isInterrupted()) {
                        throw e;
                    }
                    last.compareAndSet(memo, null);
                    continue;
                } catch (ExecutionException e) {
                    if (!(e.getCause() instanceof CancellationException)
                            || Thread.currentThread().isInterrupted()) {
                        throw rethrow(e.getCause());
                    }
                    last.compareAndSet(memo, null); // the run was cancelled, not this output: run it again
                    continue;
                }
            }
            Memo<R> mine = new Memo<>(key, new CompletableFuture<>());
            if (!last.compareAndSet(memo, mine)) {
                continue;
            }
            try {
                R value = compute.get();
                mine.result.complete(value);
                return value;
            } catch (Throwable t) {
                // the run was cancelled (its output superseded, or what it waited on was): the waiting outputs
                // must run it again, not fail with it, whatever form the cancellation took (the core's too)
                boolean superseded = Thread.currentThread().isInterrupted() || CellRunner.superseded(t);
                CancellationException cancelled = superseded ? new CancellationException("superseded") : null;
                mine.result.completeExceptionally(cancelled != null ? cancelled : t);
                if (cancelled != null) {
                    last.compareAndSet(mine, null);
                }
                throw t;
            }
        }
    }

    private static RuntimeException rethrow(@Nullable Throwable cause) {
        if (cause instanceof RuntimeException r) {
            return r;
        }
        if (cause instanceof Error e) {
            throw e;
        }
        return new IllegalStateException(cause);
    }

    private record Memo<R>(List<Object> key, CompletableFuture<R> result) {}

    static List<Object> keyOf(List<Param<?>> params) {
        List<Object> key = new ArrayList<>(params.size());
        for (Param<?> p : params) {
            key.add(p.value());
        }
        return key;
    }
}
