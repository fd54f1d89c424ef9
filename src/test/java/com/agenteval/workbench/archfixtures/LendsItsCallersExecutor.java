package com.agenteval.workbench.archfixtures;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * The positive fixture of {@code backgroundWorkComesFromOneFactory}: work handed to the caller's executor, and a
 * sequential stream, are what core and app code may do.
 */
public final class LendsItsCallersExecutor {

    private LendsItsCallersExecutor() {}

    static CompletableFuture<Integer> onTheCallersExecutor(Executor executor, List<Integer> xs) {
        return CompletableFuture.supplyAsync(
                        () -> xs.stream().mapToInt(Integer::intValue).sum(), executor)
                .thenApplyAsync(n -> n + 1, executor);
    }
}
