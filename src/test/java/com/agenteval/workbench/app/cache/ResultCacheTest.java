package com.agenteval.workbench.app.cache;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.session.SimSession;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The shared result cache: one object per key for every session, bounded by weight. */
class ResultCacheTest {

    @Test
    void twoSessionsWithTheSameParametersGetTheSameWorldAndDifferentParametersAnother() {
        ResultCache results = new ResultCache(new CacheProperties(256));
        SimSession alice = new SimSession(results);
        SimSession bob = new SimSession(results);
        World a = alice.world(WorldSpec.lecture());
        World b = bob.world(WorldSpec.lecture());
        World other = bob.world(WorldSpec.of(7));
        assertThat(a).isSameAs(b);
        assertThat(other).isNotSameAs(a);
        assertThat(other.spec()).isNotEqualTo(a.spec());
        assertThat(results.misses()).isEqualTo(2);
        assertThat(results.hits()).isEqualTo(1);
        assertThat(alice.tasks(WorldSpec.lecture(), 20, BigInteger.ONE, false))
                .isSameAs(bob.tasks(WorldSpec.lecture(), 20, BigInteger.ONE, false));
    }

    @Test
    void theWeightBoundEvictsTheLeastUsed() {
        ResultCache results = new ResultCache(new CacheProperties(1));
        ResultKey first = ResultKey.of("blob", 1);
        ResultKey second = ResultKey.of("blob", 2);
        results.get(first, v -> 600_000, () -> "first");
        results.get(second, v -> 600_000, () -> "second");
        results.cleanUp();
        // 1 MB holds one of two 600 KB entries
        assertThat(results.contains(first) && results.contains(second)).isFalse();
        assertThat(results.contains(first) || results.contains(second)).isTrue();
    }

    @Test
    void aSecondCallerWaitsForTheComputationUnderWayInsteadOfRepeatingIt() throws Exception {
        ResultCache results = new ResultCache(new CacheProperties(16));
        ResultKey key = ResultKey.of("slow", "k");
        CountDownLatch computing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger runs = new AtomicInteger();
        ExecutorService two = Executors.newFixedThreadPool(2);
        try {
            Future<Object> a = two.submit(() -> results.get(key, v -> 10, () -> {
                runs.incrementAndGet();
                computing.countDown();
                await(release);
                return new Object();
            }));
            assertThat(computing.await(10, TimeUnit.SECONDS)).isTrue();
            Future<Object> b = two.submit(() -> results.get(key, v -> 10, () -> {
                runs.incrementAndGet();
                return new Object();
            }));
            release.countDown();
            assertThat(b.get(10, TimeUnit.SECONDS)).isSameAs(a.get(10, TimeUnit.SECONDS));
            assertThat(runs).hasValue(1);
        } finally {
            two.shutdownNow();
        }
    }

    @Test
    void aFailedComputationIsNotCached() {
        ResultCache results = new ResultCache(new CacheProperties(16));
        ResultKey key = ResultKey.of("fragile", "k");
        try {
            results.get(key, v -> 10, () -> {
                throw new IllegalStateException("broken");
            });
        } catch (IllegalStateException expected) {
            // the caller sees the failure
        }
        assertThat(results.contains(key)).isFalse();
        assertThat(results.get(key, v -> 10, () -> "fixed")).isEqualTo("fixed");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
