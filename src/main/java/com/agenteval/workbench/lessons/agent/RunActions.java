package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.notebook.ActionButton;
import com.agenteval.workbench.notebook.CellEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The run's actions: run again with a new seed, pin the run for side by side, copy a config into the custom
 * knobs, save the custom config for the other pages. It raises events; the page acts on them.
 */
class RunActions extends Composite<Div> {

    private final Select<AgentConfig> copy = new Select<>();
    private final TextField saveName = new TextField();
    private final ActionButton<Void> again;
    private final ActionButton<Boolean> pin;
    private final ActionButton<Boolean> unpin;
    private final ActionButton<String> save;

    RunActions() {
        Div root = getContent();
        root.addClassNames("nb-cell", "tt-actions");
        root.setId("run-actions");
        again = ActionButton.of("run-again", getTranslation("agent.action.run-again"))
                .primary();
        pin = ActionButton.carrying("pin-run", getTranslation("agent.action.pin"), () -> true);
        unpin = ActionButton.carrying("unpin-run", getTranslation("agent.action.unpin"), () -> false);
        copy.setId("copy-config");
        copy.setLabel(getTranslation("agent.action.copy"));
        copy.setItemLabelGenerator(AgentConfig::name);
        copy.addValueChangeListener(e -> {
            if (e.isFromClient() && e.getValue() != null) {
                fireEvent(new CopyConfig(this, e.getValue()));
                copy.clear();
            }
        });
        saveName.setId("save-name");
        saveName.setLabel(getTranslation("agent.action.save-name"));
        saveName.setPlaceholder("my_agent");
        save = ActionButton.carrying(
                "save-config",
                getTranslation("agent.action.save"),
                () -> saveName.getValue().trim());
        root.add(again, pin, unpin, copy, saveName, save);
    }

    /** The configs offered for copying into the knobs. */
    void setCopyableConfigs(List<AgentConfig> configs) {
        copy.setItems(configs);
    }

    /** Shows a problem with the name to save under, or clears it. */
    void setSaveNameError(@Nullable String message) {
        saveName.setErrorMessage(message);
        saveName.setInvalid(message != null);
    }

    /** Run the same task again with a new run seed. */
    Registration addRunAgainListener(ComponentEventListener<ActionButton.Pressed<Void>> l) {
        return again.addPressListener(l);
    }

    /** Pin the current run for side by side ({@code value()} true), or remove the pin. */
    Registration addPinListener(ComponentEventListener<ActionButton.Pressed<Boolean>> l) {
        return Registration.combine(pin.addPressListener(l), unpin.addPressListener(l));
    }

    /** Save the current config under the name typed. */
    Registration addSaveListener(ComponentEventListener<ActionButton.Pressed<String>> l) {
        return save.addPressListener(l);
    }

    Registration addCopyListener(ComponentEventListener<CopyConfig> l) {
        return addListener(CopyConfig.class, l);
    }

    /** Start the custom knobs from this config. */
    static final class CopyConfig extends CellEvent<RunActions, AgentConfig> {
        CopyConfig(RunActions source, AgentConfig config) {
            super(source, config);
        }
    }
}
