package com.agenteval.workbench.app;

import java.time.Clock;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The one clock the services read the time from (saved-file timestamps, trace times, session idle limits, expiry
 * sweeps), so that a test can give them a fixed one and the core never reads the system time itself. This is the
 * only class that names the system's clock ({@code ArchitectureTest.timeIsReadFromTheOneClock}): the bean for the
 * server, {@link #system()} for the command line and for a service made without Spring (tests).
 */
@Configuration(proxyBeanMethods = false)
public class ClockConfiguration {

    private static final Clock SYSTEM = Clock.systemUTC();

    /** The system's clock, in UTC. */
    public static Clock system() {
        return SYSTEM;
    }

    @Bean
    Clock clock() {
        return SYSTEM;
    }
}
