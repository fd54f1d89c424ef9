package com.agenteval.workbench.app.live;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * The web app's live-mode beans. No chat model is a bean: each session builds its own from its own settings. What is
 * shared is how calls are made ({@link LiveHttp}) and what the environment configured at start-up
 * ({@link LiveEnvironment}: {@code ANTHROPIC_API_KEY} and the rest, which every session starts from).
 */
@Configuration
@EnableConfigurationProperties(LiveProperties.class)
class LiveConfiguration {

    @Bean
    LiveHttp liveHttp(LiveProperties properties) {
        return properties.http();
    }

    /** Read once, at start-up; the keys stay in memory. */
    @Bean
    LiveEnvironment liveEnvironment(Environment environment) {
        return LiveEnvironment.read(environment::getProperty);
    }
}
