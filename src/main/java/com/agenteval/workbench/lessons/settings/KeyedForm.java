package com.agenteval.workbench.lessons.settings;

import com.agenteval.workbench.notebook.ActionButton;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;

/**
 * The shape every keyed service's settings share (a model provider, web search): a key (masked, see
 * {@link KeyField}), a base URL and the form's own fields, with Save, Forget the key and Test connection, and one
 * result line. A form raises its own save event (with what it holds) and {@link ForgetEvent}, its test button a
 * press; the page calls the settings service.
 */
abstract class KeyedForm extends Composite<Div> {

    private final String id;
    private final KeyField key;
    private final TextField baseUrl;
    private final ActionButton<Void> test;
    private final ResultLine result;

    /** A form with this element id, its key field labelled by this message key. */
    KeyedForm(String id, String keyLabelKey) {
        this.id = id;
        getContent().addClassNames("nb-cell", "settings-form");
        getContent().setId(id);
        key = new KeyField(id, getTranslation(keyLabelKey));
        baseUrl = field("base-url", getTranslation("settings.base-url"), "28em");
        test = ActionButton.of(id + "-test", getTranslation("settings.test"));
        result = new ResultLine(id + "-result");
    }

    /** A text field of this form, its id the form's id plus this suffix. */
    final TextField field(String idSuffix, String label, String width) {
        TextField f = new TextField(label);
        f.setId(id + "-" + idSuffix);
        f.setWidth(width);
        return f;
    }

    final TextField baseUrl() {
        return baseUrl;
    }

    /** Title, explanation, the key, these rows of fields (the base URL among them), the buttons and the result. */
    final void layOut(String title, String about, Component... rows) {
        Button save = new Button(getTranslation("settings.save"), e -> fireSave(key.take(), baseUrl.getValue()));
        save.setId(id + "-save");
        save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        // Enter in any field of this form saves it, as in a form of the browser's own (only this form: each
        // service has its own)
        save.addClickShortcut(Key.ENTER).listenOn(this);
        Button forget = new Button(getTranslation("settings.forget"), e -> fireEvent(new ForgetEvent(this)));
        forget.setId(id + "-forget");
        getContent().add(new H3(title), new Paragraph(about), key);
        getContent().add(rows);
        getContent().add(new HorizontalLayout(save, forget, test), result);
    }

    /** Raises the form's save event: the key just typed (none if blank) and the base URL as typed. */
    abstract void fireSave(String newKey, String typedBaseUrl);

    /** The key in use (masked, empty for none) and whether it came from the environment, and the base URL in use. */
    final void showKeyAndBaseUrl(
            String maskedKey, boolean fromEnvironment, String environmentVariable, String baseUrlInUse) {
        key.show(maskedKey, fromEnvironment, environmentVariable);
        baseUrl.setValue(baseUrlInUse);
    }

    final void showSaved() {
        result.show(getTranslation("settings.saved"), true);
    }

    /** The save was refused: a new base URL needs the key typed again (the form shows the settings kept). */
    final void showKeyNeeded(String keyBaseUrl) {
        result.show(getTranslation("settings.key.again", keyBaseUrl), false);
    }

    /** A connection test under way: its button disabled until the report comes. */
    final void showTesting() {
        test.setBusy(true);
        result.show(getTranslation("settings.testing"), true);
    }

    /** A connection test's report: whether it worked, and what happened in words (no keys). */
    final void showReport(boolean ok, String message) {
        test.setBusy(false);
        result.show(getTranslation(ok ? "settings.test.ok" : "settings.test.failed", message), ok);
    }

    final Registration addForgetListener(ComponentEventListener<ForgetEvent> l) {
        return addListener(ForgetEvent.class, l);
    }

    final Registration addTestListener(ComponentEventListener<ActionButton.Pressed<Void>> l) {
        return test.addPressListener(l);
    }

    /**
     * What every save carries: a new key if one was typed (else blank), and the base URL as typed. The key is in
     * this event only, which prints none of its fields; the page makes it a secret at once.
     */
    abstract static class SaveEvent<F extends KeyedForm> extends ComponentEvent<F> {
        private final transient String newKey;
        private final String baseUrl;

        SaveEvent(F source, String newKey, String baseUrl) {
            super(source, true);
            this.newKey = newKey;
            this.baseUrl = baseUrl;
        }

        final String newKey() {
            return newKey;
        }

        final String baseUrl() {
            return baseUrl;
        }
    }

    static final class ForgetEvent extends ComponentEvent<KeyedForm> {
        ForgetEvent(KeyedForm source) {
            super(source, true);
        }
    }
}
