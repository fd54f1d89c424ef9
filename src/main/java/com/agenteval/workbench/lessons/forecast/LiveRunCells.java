package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.live.LiveRuns;
import com.agenteval.workbench.app.session.LiveSettings;
import com.agenteval.workbench.base.ui.WorkbenchMode;
import com.agenteval.workbench.app.session.SessionSpans;
import org.springframework.beans.factory.config.ConfigurableBeanFactory;
import org.springframework.context.annotation.Scope;
import org.springframework.stereotype.Component;

/** Makes the run page's {@link LiveRunCell} with the session's live settings and the app's services. */
@Component
@Scope(ConfigurableBeanFactory.SCOPE_PROTOTYPE)
class LiveRunCells {

    private final LiveSettings settings;
    private final LiveRuns runs;
    private final TraceStoreService store;
    private final WorkbenchMode mode;
    private final Jobs jobs;

    private final SessionSpans spans;

    LiveRunCells(LiveSettings settings, LiveRuns runs, TraceStoreService store, WorkbenchMode mode, Jobs jobs,
                 SessionSpans spans) {
        this.spans = spans;
        this.settings = settings;
        this.runs = runs;
        this.store = store;
        this.mode = mode;
        this.jobs = jobs;
    }

    LiveRunCell cell() {
        return new LiveRunCell(settings, runs, store, mode, jobs, spans);
    }
}
