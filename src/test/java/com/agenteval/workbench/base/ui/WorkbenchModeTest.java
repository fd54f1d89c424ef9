package com.agenteval.workbench.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.shared.Registration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WorkbenchModeTest {

    @Test
    void listenersHearEachChangeOfModeOnceUntilRemoved() {
        WorkbenchMode mode = new WorkbenchMode();
        List<String> heard = new ArrayList<>();
        Registration r = mode.addChangeListener(() -> heard.add(mode.isLive() ? mode.liveProvider() : "offline"));

        mode.goLive("anthropic");
        mode.goLive("anthropic");
        mode.goLive("openai");
        mode.goOffline();
        r.remove();
        mode.goLive("anthropic");

        assertThat(heard).containsExactly("anthropic", "openai", "offline");
        assertThat(mode.isLive()).isTrue();
    }
}
