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

    /** A class nested in the page is the page's own code: it may name what the page takes. */
    public static final class Part {
        private Part() {}

        static Object worldOf(ErrorBarsLesson lesson) {
            return lesson.worldSpec();
        }
    }
}
