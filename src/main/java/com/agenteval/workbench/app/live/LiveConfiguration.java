package com.agenteval.workbench.app.live;

import com.agenteval.workbench.app.jobs.BackgroundWork;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * The web app's live-mode beans. No chat model is a bean: each session builds its own from its own settings. What is
 * shared is how calls are made ({@link LiveHttp}, on the {@link LiveThreads} of the app's {@code BackgroundWork}) and what the environment configured at start-up
 * ({@link LiveEnvironment}: {@code ANTHROPIC_API_KEY} and the rest, which every session starts from).
 */
@Configuration
@EnableConfigurationProperties(LiveProperties.class)
class LiveConfiguration {

    /** The live calls' timer and pools, from the one factory: shut down with the application. */
    @Bean
    LiveThreads liveThreads(BackgroundWork work) {
        return LiveThreads.of(work);
    }

    @Bean
    LiveHttp liveHttp(LiveProperties properties, LiveThreads threads) {
        return properties.http(threads);
    }

    /** Read once, at start-up; the keys stay in memory. */
    @Bean
    LiveEnvironment liveEnvironment(Environment environment) {
        return LiveEnvironment.read(environment::getProperty);
    }
}
