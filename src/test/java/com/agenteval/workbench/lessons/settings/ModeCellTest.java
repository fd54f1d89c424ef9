package com.agenteval.workbench.lessons.settings;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The mode cell, constructed and clicked: its switch is offered only when live mode is usable and says which way. */
class ModeCellTest {

    private static Stream<Component> tree(Component c) {
        return Stream.concat(Stream.of(c), c.getChildren().flatMap(ModeCellTest::tree));
    }

    private static Button toggle(ModeCell cell) {
        return (Button) tree(cell)
                .filter(c -> c.getId().equals(Optional.of("settings-go-live")))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void theSwitchIsDisabledWhileLiveModeNeedsSomethingAndRaisesTheWayToGo() {
        ModeCell cell = new ModeCell(List.of("anthropic", "openai", "openai-compatible"));
        List<Boolean> switched = new ArrayList<>();
        cell.addSwitchListener(e -> switched.add(e.value()));

        cell.show("anthropic", "Anthropic", false, "Anthropic: an API key");
        assertThat(toggle(cell).isEnabled()).isFalse();
        toggle(cell).click();
        assertThat(switched).isEmpty();

        cell.show("anthropic", "Anthropic", false, "");
        assertThat(toggle(cell).isEnabled()).isTrue();
        toggle(cell).click();
        cell.show("anthropic", "Anthropic", true, "");
        toggle(cell).click();
        // going back offline is always possible, even when the settings no longer make live mode usable
        cell.show("anthropic", "Anthropic", true, "Anthropic: an API key");
        assertThat(toggle(cell).isEnabled()).isTrue();
        toggle(cell).click();

        assertThat(switched).containsExactly(true, false, false);
    }
}
