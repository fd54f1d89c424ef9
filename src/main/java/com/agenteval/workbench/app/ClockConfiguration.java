package com.agenteval.workbench.app;

import java.time.Clock;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The one clock the services read the time from (saved-file timestamps, trace times, session idle limits), so that a
 * test can give them a fixed one and the core never reads the system time itself.
 */
@Configuration(proxyBeanMethods = false)
class ClockConfiguration {

    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }
}
