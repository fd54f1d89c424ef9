package com.agenteval.workbench.base.ui;

import com.agenteval.workbench.base.i18n.Languages;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.server.HttpStatusCode;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinServiceInitListener;
import com.vaadin.flow.server.VaadinSession;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * Every new session gets the central error handler and a language: the link's {@code lang}, else the browser's
 * Accept-Language, else English. The choice is kept for the session; {@code <html lang>} follows it.
 */
@Component
class WorkbenchServiceInit implements VaadinServiceInitListener {

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.getSource().addSessionInitListener(e -> {
            e.getSession().setErrorHandler(new WorkbenchErrorHandler());
            e.getSession().setLocale(Languages.fromAcceptLanguage(e.getRequest().getHeader("Accept-Language")));
        });
        // the page request of a link: its lang wins, before the UI (and the page's texts) are made
        event.addIndexHtmlRequestListener(response -> {
            VaadinSession session = VaadinSession.getCurrent();
            Locale chosen = fromQuery(response.getVaadinRequest()).orElse(session == null ? null : session.getLocale());
            if (session != null && chosen != null) {
                session.setLocale(chosen);
            }
            response.getDocument().getElementsByTag("html").attr("lang", Languages.tag(chosen));
            // an address with no route: the page (NotFoundPage, inside the layout) comes with a 404, as it should
            String path = response.getVaadinRequest().getPathInfo();
            if (event.getSource()
                    .getRouter()
                    .resolveNavigationTarget(path == null ? "" : path, Map.of())
                    .isEmpty()) {
                response.getVaadinResponse().setStatus(HttpStatusCode.NOT_FOUND.getCode());
            }
        });
        // a navigation inside the app to a link with another lang
        event.getSource().addUIInitListener(e -> e.getUI().addBeforeEnterListener(WorkbenchServiceInit::followLang));
    }

    private static Optional<Locale> fromQuery(VaadinRequest request) {
        return Optional.ofNullable(request.getParameter(Languages.KEY)).flatMap(Languages::of);
    }

    private static void followLang(BeforeEnterEvent event) {
        List<String> lang =
                event.getLocation().getQueryParameters().getParameters().get(Languages.KEY);
        Optional<Locale> asked = lang == null || lang.isEmpty() ? Optional.empty() : Languages.of(lang.get(0));
        if (asked.isPresent()
                && !Languages.tag(asked.get())
                        .equals(Languages.tag(event.getUI().getLocale()))) {
            VaadinSession.getCurrent().setLocale(asked.get());
            event.getUI().setLocale(asked.get());
            event.getUI().getPage().reload(); // the texts were made in the old language
        }
    }
}
