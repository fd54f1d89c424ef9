package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.live.agent.LiveWorldRunStore;
import com.agenteval.workbench.app.live.agent.LiveWorldRuns;
import com.agenteval.workbench.app.otel.SpanSource;
import com.agenteval.workbench.app.session.LiveSettings;
import com.agenteval.workbench.app.session.SessionSpans;
import com.agenteval.workbench.lessons.shared.AgentRun;
import java.time.Clock;
import java.time.Instant;
import org.springframework.beans.factory.config.ConfigurableBeanFactory;
import org.springframework.context.annotation.Scope;
import org.springframework.stereotype.Component;

/**
 * What the agent page's live-agent section needs: the saved runs, the runner, the job runner and the session's live
 * settings.
 */
@Component
@Scope(ConfigurableBeanFactory.SCOPE_PROTOTYPE)
class LiveAgentServices {

    final LiveWorldRunStore store;
    final LiveWorldRuns runs;
    final LiveSettings settings;
    final Jobs jobs;
    final SessionSpans spans;
    final Clock clock;

    LiveAgentServices(LiveWorldRunStore store, LiveWorldRuns runs, LiveSettings settings, Jobs jobs,
                      SessionSpans spans, Clock clock) {
        this.store = store;
        this.runs = runs;
        this.settings = settings;
        this.jobs = jobs;
        this.spans = spans;
        this.clock = clock;
    }

    /**
     * The page's simulated run, also sent as OpenTelemetry spans (issue 17), laid out from now, one second a step; a
     * vote or direct run keeps no trace and sends nothing.
     */
    AgentRun sent(AgentRun run) {
        if (run.hasTrace()) {
            Instant now = clock.instant();
            spans.send(SpanSource.of(0, s -> s.simTrace(run.trace(), 0, now)));
        }
        return run;
    }

    /** A finished run, also sent as OpenTelemetry spans (issue 17), laid out from when it started. */
    LiveWorldRuns.Saved sent(LiveWorldRuns.Saved saved, Instant started) {
        spans.send(SpanSource.of(0, s -> s.liveRun(saved.run(), started)));
        return saved;
    }
}
