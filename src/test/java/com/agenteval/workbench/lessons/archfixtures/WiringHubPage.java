package com.agenteval.workbench.lessons.archfixtures;

import com.agenteval.workbench.app.cache.SharedResults;
import com.agenteval.workbench.app.jobs.ComputePool;
import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.session.SimSession;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.router.Route;

/**
 * Breaks ArchitectureTest's "pages take at most three collaborators": a page that wires four services itself. Vaadin
 * registers it as it does every route on the class path, under test/, which the route tests skip; nothing opens it.
 */
@Route("test/archfixtures/wiring-hub")
public class WiringHubPage extends Div {

    public WiringHubPage(SimSession session, SharedResults shared, Jobs jobs, ComputePool compute) {}
}
