package com.agenteval.workbench.base.ui;

import com.agenteval.workbench.base.i18n.WorkbenchI18NProvider;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import org.springframework.stereotype.Component;

/** Every new session gets the central error handler and starts in English. */
@Component
class WorkbenchServiceInit implements VaadinServiceInitListener {

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.getSource().addSessionInitListener(e -> {
            e.getSession().setErrorHandler(new WorkbenchErrorHandler());
            e.getSession().setLocale(WorkbenchI18NProvider.ENGLISH);
        });
    }
}
