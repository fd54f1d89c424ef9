package com.agenteval.workbench.live;

import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Starts live runs for the pages, each on a thread of its own (so a cancel can interrupt its call in progress), and
 * logs what ran and how it ended: provider, model, agents, status, saved file. Never a key: reasons are redacted.
 */
@Service
public class LiveRuns {

    private static final Logger LOG = LoggerFactory.getLogger(LiveRuns.class);
    private static final AtomicInteger THREADS = new AtomicInteger();

    private final LiveHttp http;
    private final Clock clock = Clock.systemUTC();

    LiveRuns(LiveHttp http) {
        this.http = http;
    }

    public LiveRun start(LiveRunRequest request, ProviderModels models, SearchConfig search, TraceSink sink,
                         LiveProgress progress) {
        CancelToken cancel = new CancelToken();
        CompletableFuture<LiveRunOutcome> outcome = new CompletableFuture<>();
        Redaction redaction = Redaction.of(models.config().apiKey(), search.apiKey());
        Thread thread = new Thread(() -> {
            LOG.info("live run started: {} with {} agent(s) on \"{}\"", models.config().describe(), request.agents(),
                    request.question().question());
            try {
                LiveRunOutcome out = LiveForecasting.run(request, models, search, http, sink, clock, progress, cancel);
                LOG.info("live run {}: saved as {}{}", out.status(), out.saved().getFileName(),
                        out.trace().failureReason() == null ? "" : " (" + out.trace().failureReason() + ")");
                outcome.complete(out);
            } catch (Exception | Error e) {
                LOG.warn("live run could not be saved: {}", redaction.apply(String.valueOf(e.getMessage())));
                outcome.completeExceptionally(e);
            }
        }, "live-run-" + THREADS.incrementAndGet());
        thread.setDaemon(true);
        thread.start();
        return new LiveRun(request, models.config(), cancel, outcome);
    }
}
