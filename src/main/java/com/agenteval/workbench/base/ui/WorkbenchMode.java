package com.agenteval.workbench.base.ui;

import com.vaadin.flow.shared.Registration;
import com.vaadin.flow.spring.annotation.VaadinSessionScope;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Component;

/**
 * Whether this session replays saved runs offline (the default) or runs live against a provider. Live mode
 * is switched on by the settings page once a provider is configured. The header's badge listens, so it changes
 * without a reload, in every tab of the session.
 */
@Component
@VaadinSessionScope
public class WorkbenchMode {

    /** Null offline. */
    private @Nullable String liveProvider;

    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    public boolean isLive() {
        return liveProvider != null;
    }

    /**
     * The provider's id while live, e.g. "anthropic"; pages show its name in the reader's language (the message
     * {@code live.provider.<id>}). {@code null} offline.
     */
    public @Nullable String liveProvider() {
        return liveProvider;
    }

    public void goLive(String provider) {
        set(Objects.requireNonNull(provider, "provider"));
    }

    public void goOffline() {
        set(null);
    }

    /**
     * Runs {@code listener} after every change of mode, on the thread that changed it (which holds the session lock);
     * a listener for another UI of the session uses {@code ui.access}.
     */
    public Registration addChangeListener(Runnable listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    private void set(@Nullable String provider) {
        if (Objects.equals(provider, liveProvider)) {
            return;
        }
        this.liveProvider = provider;
        listeners.forEach(Runnable::run);
    }
}
