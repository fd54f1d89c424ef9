package com.agenteval.workbench.lessons.settings;

import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.live.Secret;
import com.agenteval.workbench.app.session.LiveSettings;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;

/** One model provider's settings: the {@link KeyedForm} shape plus the model. */
class ProviderForm extends KeyedForm {

    private final ProviderKind kind;
    private final TextField model;

    ProviderForm(ProviderKind kind) {
        super("settings-" + kind.id(), "settings.key");
        this.kind = kind;
        baseUrl().setHelperText(getTranslation("settings.base-url.help." + kind.id()));
        model = field("model", getTranslation("settings.model"), "20em");
        model.setPlaceholder(
                kind.defaultModel().isEmpty() ? getTranslation("settings.model.placeholder") : kind.defaultModel());
        layOut(
                getTranslation("settings.provider.title", ReadinessText.providerName(kind, this)),
                getTranslation("settings.provider.about." + kind.id()),
                new HorizontalLayout(baseUrl(), model));
    }

    ProviderKind kind() {
        return kind;
    }

    void show(ProviderConfig config, LiveSettings.KeySource source) {
        showKeyAndBaseUrl(
                config.apiKey(),
                source,
                kind == ProviderKind.ANTHROPIC ? "ANTHROPIC_API_KEY" : "OPENAI_API_KEY",
                config.baseUrl());
        model.setValue(config.model());
    }

    @Override
    void fireSave(Secret newKey, String typedBaseUrl) {
        fireEvent(new SaveEvent(this, newKey, typedBaseUrl, model.getValue()));
    }

    Registration addSaveListener(ComponentEventListener<SaveEvent> l) {
        return addListener(SaveEvent.class, l);
    }

    /** The student saved: the key and base URL, and the model as typed. */
    static final class SaveEvent extends KeyedForm.SaveEvent<ProviderForm> {
        private final String model;

        SaveEvent(ProviderForm source, Secret newKey, String baseUrl, String model) {
            super(source, newKey, baseUrl);
            this.model = model;
        }

        String model() {
            return model;
        }
    }
}
