package com.agenteval.workbench.app.serving;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The page warm-up speaks Vaadin's client protocol to the running server: if the init request or the navigation
 * event stopped being what Vaadin expects, {@link PageWarmup#openAll()} throws and this fails. Same context as the
 * browser tests, so it shares their server.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
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
}
