package com.agenteval.workbench.app.live.judge;

import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderModels;
import com.agenteval.workbench.app.live.Redaction;
import com.agenteval.workbench.app.live.Retries;
import com.agenteval.workbench.app.live.RetryNotice;
import com.agenteval.workbench.app.live.SpringAiLlmClient;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.sim.SimParams;
import java.net.URI;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Random;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * A live run of the LLM GPA judge: the core's {@link JudgeRuns#record} with a real model through Spring AI (the same
 * {@link SpringAiLlmClient}, retries and redaction as live forecasting), capped at {@link #MAX_TRACES} traces. The
 * run records the provider, the model and the base URL's host, never the key. Saving is the caller's.
 *
 * <pre>{@code
 * JudgeRun run = LiveJudging.run(models, http, params, 5, Clock.systemUTC(), progress, cancel, n -> {});
 * store.save(run);
 * }</pre>
 */
public final class LiveJudging {

    /** Each trace costs seven calls; a live run from the page or the command line judges at most this many. */
    public static final int MAX_TRACES = 10;

    private LiveJudging() {}

    public static JudgeRun run(
            ProviderModels models,
            LiveHttp http,
            SimParams params,
            int traces,
            Clock clock,
            JudgeRuns.Progress progress,
            BooleanSupplier cancelled,
            Consumer<RetryNotice> retries) {
        if (traces < 1 || traces > MAX_TRACES) {
            throw new IllegalArgumentException("a live judge run judges 1 to " + MAX_TRACES + " traces, not " + traces);
        }
        LlmClient llm = new SpringAiLlmClient(
                models, new Retries(http, Redaction.of(models.config().apiKey()), retries));
        return JudgeRuns.record(
                llm,
                provenance(models.config()),
                params,
                traces,
                clock,
                System::nanoTime,
                new Random(new SecureRandom().nextLong()),
                progress,
                cancelled);
    }

    /** Provider, model and the host (with its port) of the base URL: enough to tell a real provider from a local server. */
    public static JudgeRun.Provenance provenance(ProviderConfig config) {
        return new JudgeRun.Provenance(config.kind().id(), config.model(), host(config.recordableBaseUrl()));
    }

    static String host(String url) {
        try {
            URI u = URI.create(url);
            return u.getHost() == null ? "(unknown host)" : u.getHost() + (u.getPort() < 0 ? "" : ":" + u.getPort());
        } catch (IllegalArgumentException e) {
            return "(unknown host)";
        }
    }
}
