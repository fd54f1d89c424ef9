package com.agenteval.workbench.lessons.settings;

import com.agenteval.workbench.notebook.ActionButton;
import com.agenteval.workbench.notebook.CellEvent;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.shared.Registration;
import java.util.List;

/**
 * The session's mode: which provider live runs use, whether live mode is on, and, while it cannot be, what it still
 * needs. The switch to live mode is disabled until the settings are usable. Raises {@link ChooseEvent}, and its
 * switch raises whether to go live.
 */
class ModeCell extends Composite<Div> {

    private final RadioButtonGroup<String> provider = new RadioButtonGroup<>();
    private final Paragraph state = new Paragraph();
    private final Paragraph needs = new Paragraph();
    private boolean live;
    private final ActionButton<Boolean> toggle =
            ActionButton.carrying("settings-go-live", "", () -> !live).primary();

    /** @param providers the providers' ids ({@code anthropic}, {@code openai}, ...), in the order offered */
    ModeCell(List<String> providers) {
        getContent().addClassNames("nb-cell", "settings-mode");
        getContent().setId("settings-mode");
        provider.setLabel(getTranslation("settings.mode.provider"));
        provider.setId("settings-provider");
        provider.setItems(providers);
        provider.setItemLabelGenerator(id -> providerName(id, this));
        provider.addValueChangeListener(e -> {
            if (e.isFromClient() && e.getValue() != null) {
                fireEvent(new ChooseEvent(this, e.getValue()));
            }
        });
        state.setId("settings-mode-state");
        needs.setId("settings-mode-needs");
        needs.addClassName("settings-needs");
        getContent().add(new H3(getTranslation("settings.mode.title")), provider, state, needs, toggle);
    }

    /**
     * @param needsText what live mode still needs, empty when usable
     */
    void show(String active, String providerDescription, boolean live, String needsText) {
        this.live = live;
        provider.setValue(active);
        state.setText(
                live
                        ? getTranslation("settings.mode.live", providerDescription)
                        : getTranslation("settings.mode.offline"));
        state.getElement().setAttribute("data-mode", live ? "live" : "offline");
        needs.setText(needsText.isEmpty() ? "" : getTranslation("settings.mode.needs", needsText));
        needs.setVisible(!needsText.isEmpty());
        toggle.setText(getTranslation(live ? "settings.mode.go-offline" : "settings.mode.go-live"));
        // going live is possible only when usable; going back offline always is
        toggle.setAvailable(live || needsText.isEmpty());
    }

    Registration addChooseListener(ComponentEventListener<ChooseEvent> l) {
        return addListener(ChooseEvent.class, l);
    }

    /** The student asked to go live ({@code value()} true) or back to offline replay. */
    Registration addSwitchListener(ComponentEventListener<ActionButton.Pressed<Boolean>> l) {
        return toggle.addPressListener(l);
    }

    /** A provider's name in the reader's language ("OpenAI-compatible server", "OpenAI 兼容服务器"). */
    static String providerName(String providerId, Component in) {
        return in.getTranslation("live.provider." + providerId);
    }

    /** The student chose the provider of this id. */
    static final class ChooseEvent extends CellEvent<ModeCell, String> {
        ChooseEvent(ModeCell source, String providerId) {
            super(source, providerId);
        }
    }
}
