package com.agenteval.workbench.lessons.archfixtures;

import com.agenteval.workbench.app.cache.SharedResults;
import com.agenteval.workbench.app.jobs.ComputePool;
import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.session.SimSession;
import com.vaadin.flow.router.Route;

/**
 * Breaks ArchitectureTest's "pages take at most three collaborators": a page that wires four services itself. Abstract,
 * so Spring's route scan passes it by (it is never opened); its route is a test page's, which the route tests skip.
 */
@Route("test/archfixtures/wiring-hub")
public abstract class WiringHubPage {

    protected WiringHubPage(SimSession session, SharedResults shared, Jobs jobs, ComputePool compute) {}
}
