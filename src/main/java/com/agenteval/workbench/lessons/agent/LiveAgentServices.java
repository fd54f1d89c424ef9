package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.live.agent.LiveWorldRunStore;
import com.agenteval.workbench.app.live.agent.LiveWorldRuns;
import com.agenteval.workbench.app.session.LiveSettings;
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

    LiveAgentServices(LiveWorldRunStore store, LiveWorldRuns runs, LiveSettings settings, Jobs jobs) {
        this.store = store;
        this.runs = runs;
        this.settings = settings;
        this.jobs = jobs;
    }
}
