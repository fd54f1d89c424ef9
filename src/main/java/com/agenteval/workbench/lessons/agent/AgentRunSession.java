package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.lessons.shared.RunSpec;
import com.vaadin.flow.spring.annotation.VaadinSessionScope;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Component;

/**
 * The run a student pinned to compare side by side with the current one, for the whole browser session. Two
 * students never see each other's pins.
 */
@Component
@VaadinSessionScope
public class AgentRunSession {

    private @Nullable RunSpec pinned;

    public synchronized Optional<RunSpec> pinned() {
        return Optional.ofNullable(pinned);
    }

    /** Pins {@code spec}'s run, or removes the pin when empty. */
    public synchronized void setPinned(Optional<RunSpec> spec) {
        this.pinned = Objects.requireNonNull(spec, "spec").orElse(null);
    }
}
