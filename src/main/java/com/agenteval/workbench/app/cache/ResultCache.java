package com.agenteval.workbench.app.cache;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Service;

/**
 * Deterministic results shared by every session: the same parameters (and the same data) give the same object, so
 * a class at the lesson's defaults computes it once. Bounded by the estimated weight of its entries
 * ({@code workbench.cache.max-mb}); hits and misses go to the log at DEBUG.
 *
 * <p>Only what depends on nothing but its key goes in: never an API key, a session's custom config or a live run.
 * A second caller of a key being computed waits for that computation's future (not a lock); if it is cancelled,
 * the waiter computes the result itself.
 *
 * <pre>{@code
 * World w = cache.get(ResultKey.of("world", spec), world -> 35_000, spec::make);
 * }</pre>
 */
@Service
@EnableConfigurationProperties(CacheProperties.class)
public class ResultCache {

    private static final Logger LOG = LoggerFactory.getLogger(ResultCache.class);

    private final AsyncCache<ResultKey, Sized> cache;
    private final LongAdder hits = new LongAdder();
    private final LongAdder misses = new LongAdder();

    public ResultCache(CacheProperties limits) {
        // weights in KB; upkeep (eviction) runs on the caller, a few map operations, so the bound holds at once
        this.cache = Caffeine.newBuilder()
                .maximumWeight(limits.maxMb() * 1024L)
                .weigher((ResultKey key, Sized value) -> value.kb())
                .executor(Runnable::run)
                .buildAsync();
    }

    /**
     * The result for {@code key}, computed by {@code compute} on the calling thread when it is not cached.
     *
     * @param bytes an estimate of the result's size in memory, its weight against the bound
     */
    public <V> V get(ResultKey key, ToLongFunction<? super V> bytes, Supplier<V> compute) {
        while (true) {
            CompletableFuture<Sized> mine = new CompletableFuture<>();
            CompletableFuture<Sized> prior = cache.asMap().putIfAbsent(key, mine);
            if (prior == null) {
                count(misses, "miss", key);
                try {
                    V value = compute.get();
                    mine.complete(new Sized(value, kb(bytes.applyAsLong(value))));
                    return value;
                } catch (Throwable t) {
                    mine.completeExceptionally(
                            Thread.currentThread().isInterrupted() ? new CancellationException("cancelled") : t);
                    cache.asMap().remove(key, mine);
                    throw t;
                }
            }
            count(hits, "hit", key);
            try {
                @SuppressWarnings("unchecked")
                V value = (V) prior.get().value();
                return value;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("cancelled while waiting for " + key.kind());
            } catch (ExecutionException e) {
                cache.asMap().remove(key, prior);
                if (e.getCause() instanceof CancellationException
                        && !Thread.currentThread().isInterrupted()) {
                    continue; // the session computing it moved on; this one still wants it
                }
                if (e.getCause() instanceof Error err) {
                    throw err;
                }
                throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
            }
        }
    }

    /** Lookups answered from the cache (or by waiting for another session's computation). */
    public long hits() {
        return hits.sum();
    }

    public long misses() {
        return misses.sum();
    }

    /** Whether a result for {@code key} is cached (or being computed). */
    public boolean contains(ResultKey key) {
        return cache.asMap().containsKey(key);
    }

    /** Finishes pending evictions: after it, the entries are within the bound. */
    void cleanUp() {
        cache.synchronous().cleanUp();
    }

    private void count(LongAdder counter, String what, ResultKey key) {
        counter.increment();
        if (LOG.isDebugEnabled()) {
            LOG.debug(
                    "result cache {} {} (hits={} misses={} entries={})",
                    what,
                    key.kind(),
                    hits.sum(),
                    misses.sum(),
                    cache.synchronous().estimatedSize());
        }
    }

    private static int kb(long bytes) {
        return (int) Math.min(Integer.MAX_VALUE, Math.max(1, (bytes + 1023) / 1024));
    }

    /** A cached value and its weight in KB. */
    private record Sized(Object value, int kb) {}
}
