package com.agenteval.workbench.lessons.settings;

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

    /**
     * The key in use, masked (empty when there is none), and its source (e.g. "from the environment variable
     * ANTHROPIC_API_KEY", or from this session).
     */
    void show(String maskedInUse, boolean fromEnvironment, String environmentVariable) {
        if (maskedInUse.isEmpty()) {
            state.setText(getTranslation("settings.key.none"));
            return;
        }
        String from = fromEnvironment
                ? getTranslation("settings.key.from-env", environmentVariable)
                : getTranslation("settings.key.from-session");
        state.setText(getTranslation("settings.key.in-use", maskedInUse, from));
    }

    /**
     * The key just typed (blank for none), and the field emptied so it never travels back; the page holds it as a
     * secret from here on.
     */
    String take() {
        String typed = input.getValue();
        input.clear();
        return typed;
    }
}
