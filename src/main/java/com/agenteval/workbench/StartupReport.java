package com.agenteval.workbench;

import java.util.Comparator;
import java.util.List;
import java.util.stream.StreamSupport;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.context.metrics.buffering.BufferingApplicationStartup;
import org.springframework.boot.context.metrics.buffering.StartupTimeline;
import org.springframework.context.ApplicationListener;

/**
 * Where start-up time goes (docs/benchmarks.md): with {@code -Dworkbench.startup-report=N} the app records Spring's
 * start-up steps and, once ready, prints the N slowest to standard error (bean instantiations include the beans
 * they create). Without the property nothing is recorded.
 */
final class StartupReport {

    static final String PROPERTY = "workbench.startup-report";

    private StartupReport() {}

    static void attachIf(SpringApplication app, String top) {
        if (top == null || top.isBlank()) {
            return;
        }
        int n = Math.max(1, Math.min(200, Integer.parseInt(top.trim())));
        BufferingApplicationStartup startup = new BufferingApplicationStartup(50_000);
        app.setApplicationStartup(startup);
        app.addListeners((ApplicationListener<ApplicationReadyEvent>) e -> print(startup.getBufferedTimeline(), n));
    }

    private static void print(StartupTimeline timeline, int n) {
        List<StartupTimeline.TimelineEvent> events = timeline.getEvents().stream()
                .sorted(Comparator.comparing(StartupTimeline.TimelineEvent::getDuration)
                        .reversed())
                .limit(n)
                .toList();
        System.err.println("startup-report: the " + n + " slowest steps (ms, step, tags)");
        for (StartupTimeline.TimelineEvent e : events) {
            String tags = StreamSupport.stream(e.getStartupStep().getTags().spliterator(), false)
                    .map(t -> t.getKey() + "=" + t.getValue())
                    .reduce((a, b) -> a + " " + b)
                    .orElse("");
            System.err.printf(
                    "startup-report: %6d %s %s%n",
                    e.getDuration().toMillis(), e.getStartupStep().getName(), tags);
        }
    }
}
