package com.agenteval.workbench.app.live;

import com.agenteval.workbench.app.forecast.TracesProperties;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.llm.LlmClient.Truncation;
import java.io.IOException;
import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Runs live forecasting runs for the pages (on a job's thread, see {@code jobs.Jobs}) and logs what ran and how it
 * ended: provider, model, agents, status, saved file. Never a key: reasons are redacted.
 */
@Service
public class LiveRuns {

    private static final Logger LOG = LoggerFactory.getLogger(LiveRuns.class);

    private final LiveHttp http;
    private final Clock clock;

    /**
     * @param traces the store's settings: a saved run is never larger than the size the store reads
     *               ({@code workbench.traces.max-file-size}), whatever {@code workbench.live.max-trace-size} says
     */
    LiveRuns(LiveHttp http, Clock clock, TracesProperties traces) {
        long readable = traces.maxFileSize().toBytes();
        this.http = readable < http.bounds().maxTraceBytes()
                ? http.withBounds(http.bounds().withMaxTraceBytes(readable))
                : http;
        this.clock = clock;
    }

    /**
     * Runs on the calling thread until the panel is done or cancelled, then saves; a cancelled run is saved too,
     * with its status.
     *
     * @throws IOException when the run cannot be saved
     */
    public LiveRunOutcome run(
            LiveRunRequest request,
            ProviderModels models,
            SearchConfig search,
            TraceSink sink,
            LiveProgress progress,
            Cancellation cancellation)
            throws IOException {
        Redaction redaction = Redaction.of(models.config().apiKey(), search.apiKey());
        // the question is the student's text: a log line quotes at most 200 characters of it
        LOG.info(
                "live run started: {} with {} agent(s) on \"{}\"",
                models.config().describe(),
                request.agents(),
                Truncation.cut(request.question().question(), 200));
        try {
            LiveRunOutcome out =
                    LiveForecasting.run(request, models, search, http, sink, clock, progress, cancellation);
            LOG.info(
                    "live run {}: saved as {}{}",
                    out.status(),
                    out.saved().getFileName(),
                    out.trace().failureReason() == null
                            ? ""
                            : " (" + out.trace().failureReason() + ")");
            return out;
        } catch (IOException | RuntimeException | Error e) {
            LOG.warn("live run could not be saved: {}", redaction.apply(String.valueOf(e.getMessage())));
            throw e;
        }
    }
}
