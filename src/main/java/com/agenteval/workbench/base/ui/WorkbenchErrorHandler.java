package com.agenteval.workbench.base.ui;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.server.ErrorEvent;
import com.vaadin.flow.server.ErrorHandler;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one place unexpected errors end up: the cause goes to the log with a short reference, and the student
 * sees a friendly notification with the same reference. The page keeps working.
 */
public class WorkbenchErrorHandler implements ErrorHandler {

    private static final Logger LOG = LoggerFactory.getLogger(WorkbenchErrorHandler.class);

    @Override
    public void error(ErrorEvent event) {
        String reference = UUID.randomUUID().toString().substring(0, 8);
        Throwable cause = event.getThrowable();
        if (stopped(cause)) {
            // a page's request that arrived while the server stops: nothing to fix, and no page left to tell
            LOG.info("a request arrived while the server stops [ref {}]: {}", reference, cause.toString());
            return;
        }
        LOG.error("unexpected error [ref {}]", reference, cause);
        UI ui = UI.getCurrent();
        if (ui == null) {
            return;
        }
        String what = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
        ui.access(() -> {
            Notification n = Notification.show(
                    ui.getTranslation("error.notification", shorten(what), reference),
                    8000,
                    Notification.Position.BOTTOM_END);
            n.addThemeVariants(NotificationVariant.LUMO_ERROR);
            n.addClassName("workbench-error");
        });
    }

    /** Spring's words for a bean asked of the closed context, anywhere in the chain of causes. */
    static boolean stopped(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof IllegalStateException
                    && t.getMessage() != null
                    && t.getMessage().endsWith("has been closed already")) {
                return true;
            }
        }
        return false;
    }

    private static String shorten(String s) {
        String oneLine = s.replaceAll("\\s+", " ").strip();
        return oneLine.length() <= 200 ? oneLine : oneLine.substring(0, 199) + "…";
    }
}
