package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.UIDetachedException;

/** Hands work from a worker thread to a page: the one place that pushes to a UI that may be gone. */
public final class UiPush {

    private UiPush() {}

    /**
     * Runs {@code task} with the UI's session locked, pushing its changes. On the UI's own request thread it runs at
     * once; from another thread it is queued. When the student has left, nothing happens.
     */
    public static void access(UI ui, Runnable task) {
        if (UI.getCurrent() == ui && ui.getSession() != null && ui.getSession().hasLock()) {
            task.run();
            return;
        }
        try {
            ui.access(task::run);
        } catch (UIDetachedException closed) {
            // the student left the page; whatever ran is kept, there is nothing to show
        }
    }
}
