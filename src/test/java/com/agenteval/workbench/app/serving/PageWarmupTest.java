package com.agenteval.workbench.app.serving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.app.cache.ResultCache;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * The page warm-up speaks Vaadin's client protocol to the running server: if the init request or the navigation
 * event stopped being what Vaadin expects, {@link PageWarmup#openAll()} throws and this fails. Same context as the
 * browser tests, so it shares their server.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "vaadin.devmode.devTools.enabled=false")
class PageWarmupTest {

    @Autowired
    PageWarmup pages;

    @Test
    void opensEveryConfiguredLessonPageThroughTheServer() throws Exception {
        assertThat(pages.pages()).contains("configs", "judges");
        // /agent's simulated run would be sent to the server's OTLP endpoint as if a student had run it
        assertThat(pages.pages()).doesNotContain("agent");
        assertThat(pages.openAll()).isEqualTo(pages.pages().size());
    }

    @Autowired
    ApplicationContext context;

    @Autowired
    ResultCache results;

    @Test
    void redrawsConfigsAsAStudentChangingRhoDoesEachTimeWaitingForEveryCell() throws Exception {
        // each redraw recomputes the page's comparison through the shared cache (computed once per rho, then
        // found): if the navigation stopped reaching the page's parameters, no lookup would happen
        long lookups = results.hits() + results.misses();
        assertThat(new PageWarmup(context, "", List.of("configs"), 4).redrawAll())
                .isEqualTo(4);
        assertThat(results.hits() + results.misses() - lookups).isGreaterThanOrEqualTo(4);
        assertThat(new PageWarmup(context, "", List.of("configs"), 0).redrawAll())
                .isZero();
    }

    @Test
    void theNumberOfRedrawsIsBounded() {
        assertThatThrownBy(() -> new PageWarmup(context, "", List.of(), PageWarmup.MAX_REDRAWS + 1))
                .hasMessageContaining("workbench.warmup.redraws must be between 0 and " + PageWarmup.MAX_REDRAWS);
    }
}
