package com.agenteval.workbench.archfixtures;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.springframework.scheduling.annotation.Async;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * A negative fixture of ArchitectureTest's {@code backgroundWorkComesFromOneFactory}: each method starts background
 * work in one of the ways the rule forbids (ArchitectureFixturesTest imports it alone; nothing calls it).
 */
public final class StartsItsOwnThreads {

    private StartsItsOwnThreads() {}

    static Thread rawThread(Runnable work) {
        return new Thread(work, "mine");
    }

    static Thread virtualThread(Runnable work) {
        return Thread.ofVirtual().unstarted(work);
    }

    static ExecutorService executorsFactory() {
        return Executors.newFixedThreadPool(2);
    }

    static ExecutorService constructedPool() {
        return new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>());
    }

    static int parallelStream(List<Integer> xs) {
        return xs.parallelStream().mapToInt(Integer::intValue).sum();
    }

    static int parallelRange() {
        return IntStream.range(0, 10).parallel().sum();
    }

    static ForkJoinPool commonPool() {
        return ForkJoinPool.commonPool();
    }

    static CompletableFuture<Integer> asyncOnTheCommonPool() {
        return CompletableFuture.supplyAsync(() -> 1);
    }

    @Scheduled(fixedRate = 1000)
    void scheduledBySpring() {}

    @Async
    void asyncBySpring() {}

    /** Allowed: the caller says where it runs. */
    static CompletableFuture<Integer> asyncOnAGivenExecutor(Executor executor) {
        return CompletableFuture.supplyAsync(() -> 1, executor);
    }
}
