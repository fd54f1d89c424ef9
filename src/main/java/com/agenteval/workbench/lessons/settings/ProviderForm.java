package com.agenteval.workbench.lessons.settings;

import com.agenteval.workbench.app.live.ConnectionReport;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.live.Secret;
import com.agenteval.workbench.app.session.LiveSettings;
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
 * One model provider's settings: key (masked), base URL and model, with Save, Forget the key and Test connection.
 * It raises {@link SaveEvent}, {@link ForgetEvent} and {@link TestEvent}; the page calls the settings service.
 */
class ProviderForm extends Composite<Div> {

    private final ProviderKind kind;
    private final KeyField key;
    private final TextField baseUrl = new TextField();
    private final TextField model = new TextField();
    private final Button test = new Button();
    private final Paragraph result = new Paragraph();

    ProviderForm(ProviderKind kind) {
        this.kind = kind;
        String id = "settings-" + kind.id();
        getContent().addClassNames("nb-cell", "settings-form");
        getContent().setId(id);
        key = new KeyField(id, getTranslation("settings.key"));
        baseUrl.setLabel(getTranslation("settings.base-url"));
        baseUrl.setId(id + "-base-url");
        baseUrl.setWidth("28em");
        baseUrl.setHelperText(getTranslation("settings.base-url.help." + kind.id()));
        model.setLabel(getTranslation("settings.model"));
        model.setId(id + "-model");
        model.setWidth("20em");
        model.setPlaceholder(kind.defaultModel().isEmpty() ? getTranslation("settings.model.placeholder")
                : kind.defaultModel());

        Button save = new Button(getTranslation("settings.save"), e -> fireEvent(new SaveEvent(this, key.take(),
                baseUrl.getValue(), model.getValue())));
        save.setId(id + "-save");
        save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        // Enter in any field of this form saves it, as in a form of the browser's own (only this form: each
        // provider has its own)
        save.addClickShortcut(Key.ENTER).listenOn(this);
        Button forget = new Button(getTranslation("settings.forget"), e -> fireEvent(new ForgetEvent(this)));
        forget.setId(id + "-forget");
        test.setText(getTranslation("settings.test"));
        test.setId(id + "-test");
        test.addClickListener(e -> fireEvent(new TestEvent(this)));
        result.setId(id + "-result");
        result.addClassName("settings-result");

        getContent().add(new H3(getTranslation("settings.provider.title", ReadinessText.providerName(kind, this))),
                new Paragraph(getTranslation("settings.provider.about." + kind.id())), key,
                new HorizontalLayout(baseUrl, model), new HorizontalLayout(save, forget, test), result);
    }

    ProviderKind kind() {
        return kind;
    }

    void show(ProviderConfig config, LiveSettings.KeySource source) {
        key.show(config.apiKey(), source, kind == ProviderKind.ANTHROPIC ? "ANTHROPIC_API_KEY" : "OPENAI_API_KEY");
        baseUrl.setValue(config.baseUrl());
        model.setValue(config.model());
    }

    void showSaved() {
        showMessage(getTranslation("settings.saved"), true);
    }

    /** The save was refused: a new base URL needs the key typed again (the form shows the settings kept). */
    void showKeyNeeded(String keyBaseUrl) {
        showMessage(getTranslation("settings.key.again", keyBaseUrl), false);
    }

    void showTesting() {
        test.setEnabled(false);
        showMessage(getTranslation("settings.testing"), true);
    }

    void showReport(ConnectionReport report) {
        test.setEnabled(true);
        showMessage(getTranslation(report.ok() ? "settings.test.ok" : "settings.test.failed", report.message()),
                report.ok());
    }

    private void showMessage(String text, boolean ok) {
        result.setText(text);
        result.getElement().setAttribute("data-ok", String.valueOf(ok));
    }

    Registration addSaveListener(ComponentEventListener<SaveEvent> l) {
        return addListener(SaveEvent.class, l);
    }

    Registration addForgetListener(ComponentEventListener<ForgetEvent> l) {
        return addListener(ForgetEvent.class, l);
    }

    Registration addTestListener(ComponentEventListener<TestEvent> l) {
        return addListener(TestEvent.class, l);
    }

    /** The student saved: a new key if one was typed (else none), and the base URL and model as typed. */
    static final class SaveEvent extends ComponentEvent<ProviderForm> {
        private final transient Secret newKey;
        private final String baseUrl;
        private final String model;

        SaveEvent(ProviderForm source, Secret newKey, String baseUrl, String model) {
            super(source, true);
            this.newKey = newKey;
            this.baseUrl = baseUrl;
            this.model = model;
        }

        Secret newKey() {
            return newKey;
        }

        String baseUrl() {
            return baseUrl;
        }

        String model() {
            return model;
        }
    }

    static final class ForgetEvent extends ComponentEvent<ProviderForm> {
        ForgetEvent(ProviderForm source) {
            super(source, true);
        }
    }

    static final class TestEvent extends ComponentEvent<ProviderForm> {
        TestEvent(ProviderForm source) {
            super(source, true);
        }
    }
}
