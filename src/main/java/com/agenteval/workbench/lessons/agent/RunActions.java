package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.core.agent.AgentConfig;
import com.agenteval.workbench.notebook.CellEvent;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;
import java.util.List;

/**
 * The run's actions: run again with a new seed, pin the run for side by side, copy a config into the custom
 * knobs, save the custom config for the other pages. It raises events; the page acts on them.
 */
class RunActions extends Composite<Div> {

    private final Select<AgentConfig> copy = new Select<>();
    private final TextField saveName = new TextField();

    RunActions() {
        Div root = getContent();
        root.addClassNames("nb-cell", "tt-actions");
        root.setId("run-actions");
        Button again = new Button(getTranslation("agent.action.run-again"), e -> fireEvent(new RunAgain(this)));
        again.setId("run-again");
        again.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Button pin = new Button(getTranslation("agent.action.pin"), e -> fireEvent(new Pin(this, true)));
        pin.setId("pin-run");
        Button unpin = new Button(getTranslation("agent.action.unpin"), e -> fireEvent(new Pin(this, false)));
        unpin.setId("unpin-run");
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
        Button save = new Button(getTranslation("agent.action.save"),
                e -> fireEvent(new SaveConfig(this, saveName.getValue().trim())));
        save.setId("save-config");
        root.add(again, pin, unpin, copy, saveName, save);
    }

    /** The configs offered for copying into the knobs. */
    void setCopyableConfigs(List<AgentConfig> configs) {
        copy.setItems(configs);
    }

    /** Shows a problem with the name to save under, or clears it. */
    void setSaveNameError(String message) {
        saveName.setErrorMessage(message);
        saveName.setInvalid(message != null);
    }

    Registration addRunAgainListener(ComponentEventListener<RunAgain> l) {
        return addListener(RunAgain.class, l);
    }

    Registration addPinListener(ComponentEventListener<Pin> l) {
        return addListener(Pin.class, l);
    }

    Registration addCopyListener(ComponentEventListener<CopyConfig> l) {
        return addListener(CopyConfig.class, l);
    }

    Registration addSaveListener(ComponentEventListener<SaveConfig> l) {
        return addListener(SaveConfig.class, l);
    }

    /** Run the same task again with a new run seed. */
    static final class RunAgain extends ComponentEvent<RunActions> {
        RunAgain(RunActions source) {
            super(source, true);
        }
    }

    /** Pin the current run for side by side ({@code pin}), or remove the pin. */
    static final class Pin extends CellEvent<RunActions, Boolean> {
        Pin(RunActions source, boolean pin) {
            super(source, pin);
        }
    }

    /** Start the custom knobs from this config. */
    static final class CopyConfig extends CellEvent<RunActions, AgentConfig> {
        CopyConfig(RunActions source, AgentConfig config) {
            super(source, config);
        }
    }

    /** Save the current config under a name. */
    static final class SaveConfig extends CellEvent<RunActions, String> {
        SaveConfig(RunActions source, String name) {
            super(source, name);
        }
    }
}
