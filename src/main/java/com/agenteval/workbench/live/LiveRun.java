package com.agenteval.workbench.live;

import java.util.concurrent.CompletableFuture;

/**
 * A live run under way on its own thread: what was asked, of which provider, how to cancel it, and its outcome (the
 * saved run, or the error that kept it from being saved).
 */
public record LiveRun(LiveRunRequest request, ProviderConfig provider, CancelToken cancelToken,
                      CompletableFuture<LiveRunOutcome> outcome) {

    public void cancel() {
        cancelToken.cancel();
    }

    public boolean isDone() {
        return outcome.isDone();
    }
}
