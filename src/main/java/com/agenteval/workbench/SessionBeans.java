package com.agenteval.workbench;

import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.app.forecast.BookFolderChoice;
import com.agenteval.workbench.app.forecast.SessionRuns;
import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.app.live.LiveEnvironment;
import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.LiveProperties;
import com.agenteval.workbench.app.otel.LiveSpans;
import com.agenteval.workbench.app.session.LiveSettings;
import com.agenteval.workbench.app.session.SessionSpans;
import com.agenteval.workbench.app.session.SimSession;
import com.agenteval.workbench.base.ui.WorkbenchMode;
import com.vaadin.flow.spring.annotation.VaadinSessionScope;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The app's per-student state, one of each per browser session: app/ declares the classes without Vaadin, and the
 * session scope (Vaadin's) is declared here. Scoped as the classes' own {@code @VaadinSessionScope} scoped them: no
 * proxy, since only pages (made inside a session) take them. It sits beside {@link Application}, not in base/ui,
 * because app already uses base/ui's {@link WorkbenchMode}: base declaring app's beans would make the two a cycle.
 */
@Configuration(proxyBeanMethods = false)
class SessionBeans {

    @Bean
    @VaadinSessionScope
    SimSession simSession(ResultCache results) {
        return new SimSession(results);
    }

    @Bean
    @VaadinSessionScope
    LiveSettings liveSettings(
            LiveEnvironment environment, LiveHttp http, LiveProperties properties, WorkbenchMode mode) {
        return new LiveSettings(environment, http, properties, mode);
    }

    @Bean
    @VaadinSessionScope
    BookFolderChoice bookFolderChoice() {
        return new BookFolderChoice();
    }

    /** "Your runs": deleted when the Vaadin session ends (its scope runs the destroy method). */
    @Bean(destroyMethod = "close")
    @VaadinSessionScope
    SessionRuns sessionRuns(TraceStoreService store) {
        return store.sessionRuns();
    }

    @Bean
    @VaadinSessionScope
    SessionSpans sessionSpans(LiveSpans spans, LiveSettings settings) {
        return new SessionSpans(spans, settings);
    }
}
