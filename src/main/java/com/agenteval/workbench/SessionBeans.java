package com.agenteval.workbench;

import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.app.cache.SharedResults;
import com.agenteval.workbench.app.forecast.BookFolderChoice;
import com.agenteval.workbench.app.forecast.OfflineRunService;
import com.agenteval.workbench.app.forecast.SessionRuns;
import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.app.jobs.ComputePool;
import com.agenteval.workbench.app.judges.JudgeRunService;
import com.agenteval.workbench.app.lesson.AgentRunLesson;
import com.agenteval.workbench.app.lesson.ErrorBarsLesson;
import com.agenteval.workbench.app.lesson.ForecastRunLesson;
import com.agenteval.workbench.app.lesson.JudgesLesson;
import com.agenteval.workbench.app.live.LiveEnvironment;
import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.LiveProperties;
import com.agenteval.workbench.app.live.LiveRuns;
import com.agenteval.workbench.app.live.agent.LiveWorldRunStore;
import com.agenteval.workbench.app.live.agent.LiveWorldRuns;
import com.agenteval.workbench.app.otel.LiveSpans;
import com.agenteval.workbench.app.session.LiveSettings;
import com.agenteval.workbench.app.session.SessionSpans;
import com.agenteval.workbench.app.session.SimSession;
import com.agenteval.workbench.base.ui.WorkbenchMode;
import com.vaadin.flow.spring.annotation.VaadinSessionScope;
import java.time.Clock;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The app's per-student state, one of each per browser session: app/ declares the classes without Vaadin, and the
 * session scope (Vaadin's) is declared here. Scoped as the classes' own {@code @VaadinSessionScope} scoped them: no
 * proxy, since only pages (made inside a session) take them. It sits beside {@link Application}, not in base/ui,
 * because app already uses base/ui's {@link WorkbenchMode}: base declaring app's beans would make the two a cycle.
 *
 * <p>The lessons' facades (app/lesson) hold session beans, so they are one per session too: a page, made inside its
 * session by Vaadin's SpringInstantiator, gets its session's facade, and the facade its session's beans.
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

    @Bean
    @VaadinSessionScope
    AgentRunLesson agentRunLesson(
            SimSession sim,
            SharedResults shared,
            LiveWorldRunStore liveStore,
            LiveWorldRuns liveRuns,
            LiveSettings settings,
            SessionSpans spans,
            Clock clock) {
        return new AgentRunLesson(sim, shared, liveStore, liveRuns, settings, spans, clock);
    }

    @Bean
    @VaadinSessionScope
    ForecastRunLesson forecastRunLesson(
            OfflineRunService runs,
            TraceStoreService store,
            SessionRuns yours,
            LiveSettings settings,
            LiveRuns liveRuns,
            SessionSpans spans) {
        return new ForecastRunLesson(runs, store, yours, settings, liveRuns, spans);
    }

    @Bean
    @VaadinSessionScope
    JudgesLesson judgesLesson(
            JudgeRunService judgeRuns, LiveSettings settings, SharedResults shared, SessionSpans spans) {
        return new JudgesLesson(judgeRuns, settings, shared, spans);
    }

    @Bean
    @VaadinSessionScope
    ErrorBarsLesson errorBarsLesson(SimSession session, SharedResults shared, ComputePool compute) {
        return new ErrorBarsLesson(session, shared, compute);
    }
}
