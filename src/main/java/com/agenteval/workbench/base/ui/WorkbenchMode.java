package com.agenteval.workbench.base.ui;

import com.vaadin.flow.spring.annotation.VaadinSessionScope;
import org.springframework.stereotype.Component;

/**
 * Whether this session replays saved runs offline (the default) or runs live against a provider. Live mode
 * is switched on by the settings page once a provider is configured.
 */
@Component
@VaadinSessionScope
public class WorkbenchMode {

    private String liveProvider;

    public boolean isLive() {
        return liveProvider != null;
    }

    /** The provider name while live, e.g. "Anthropic"; {@code null} offline. */
    public String liveProvider() {
        return liveProvider;
    }

    public void goLive(String provider) {
        this.liveProvider = provider;
    }

    public void goOffline() {
        this.liveProvider = null;
    }
}
