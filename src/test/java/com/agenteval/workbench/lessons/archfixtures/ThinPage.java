package com.agenteval.workbench.lessons.archfixtures;

import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.lesson.ErrorBarsLesson;
import com.agenteval.workbench.base.ui.WorkbenchMode;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.router.Route;

/**
 * Keeps ArchitectureTest's "pages take at most three collaborators": its lesson's facade, the session's jobs and one
 * thing of the shell. A test route, as {@link WiringHubPage} is.
 */
@Route("test/archfixtures/thin")
public class ThinPage extends Div {

    public ThinPage(ErrorBarsLesson lesson, Jobs jobs, WorkbenchMode mode) {}
}
