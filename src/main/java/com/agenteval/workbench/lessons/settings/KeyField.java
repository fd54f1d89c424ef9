package com.agenteval.workbench.lessons.settings;

import com.agenteval.workbench.app.live.Secret;
import com.agenteval.workbench.app.session.LiveSettings;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.PasswordField;

/**
 * An API key as the settings page shows it: the key in use only as a mask and where it came from, and an empty
 * password field to paste a new one. The server never sends a key to the browser: the field is emptied as soon as
 * its value is taken, and the mask shows at most the last four characters.
 */
class KeyField extends Composite<Div> {

    private final PasswordField input = new PasswordField();
    private final Span state = new Span();

    KeyField(String idPrefix, String label) {
        getContent().addClassName("settings-key");
        input.setLabel(label);
        input.setId(idPrefix + "-key");
        input.setPlaceholder(getTranslation("settings.key.placeholder"));
        input.setWidth("28em");
        // no autofill: a browser offering a saved password here would be wrong
        input.getElement().setAttribute("autocomplete", "off");
        state.setId(idPrefix + "-key-state");
        state.addClassName("settings-key-state");
        getContent().add(input, state);
    }

    /** The key in use, masked, and its source (e.g. "from the environment variable ANTHROPIC_API_KEY"). */
    void show(Secret inUse, LiveSettings.KeySource source, String environmentVariable) {
        if (!inUse.isPresent()) {
            state.setText(getTranslation("settings.key.none"));
            return;
        }
        String from = source == LiveSettings.KeySource.ENVIRONMENT
                ? getTranslation("settings.key.from-env", environmentVariable)
                : getTranslation("settings.key.from-session");
        state.setText(getTranslation("settings.key.in-use", inUse.masked(), from));
    }

    /** The key just typed (none when the field is blank), and the field emptied so it never travels back. */
    Secret take() {
        Secret typed = Secret.of(input.getValue());
        input.clear();
        return typed;
    }
}
