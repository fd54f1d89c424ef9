package com.agenteval.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.lesson.AgentRunLesson;
import com.agenteval.workbench.app.lesson.ErrorBarsLesson;
import com.agenteval.workbench.app.lesson.ForecastRunLesson;
import com.agenteval.workbench.app.lesson.JudgesLesson;
import com.agenteval.workbench.app.session.LiveSettings;
import com.agenteval.workbench.app.session.SessionSpans;
import com.agenteval.workbench.app.session.SimSession;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The app's session beans are declared per Vaadin session outside app, as their classes' own annotation declared
 * them: no proxy (only pages take them). AgentRunPageBrowserTest checks two browsers get two of them.
 */
class SessionBeansTest {

    @Test
    void eachSessionBeanIsScopedPerVaadinSessionWithoutAProxy() {
        new ApplicationContextRunner().withUserConfiguration(SessionBeans.class).run(context -> {
            // the lessons' facades hold session beans: one per session too
            Map<Class<?>, String> beans = Map.of(
                    SimSession.class,
                    "simSession",
                    LiveSettings.class,
                    "liveSettings",
                    SessionSpans.class,
                    "sessionSpans",
                    AgentRunLesson.class,
                    "agentRunLesson",
                    ForecastRunLesson.class,
                    "forecastRunLesson",
                    JudgesLesson.class,
                    "judgesLesson",
                    ErrorBarsLesson.class,
                    "errorBarsLesson");
            beans.forEach((type, name) -> {
                assertThat(context.getBeanNamesForType(type)).containsExactly(name);
                assertThat(context.getBeanFactory().getBeanDefinition(name).getScope())
                        .isEqualTo("vaadin-session"); // @VaadinSessionScope's @Scope value
            });
            assertThat(Arrays.stream(context.getBeanDefinitionNames()).filter(n -> n.startsWith("scopedTarget.")))
                    .isEmpty();
        });
    }
}
