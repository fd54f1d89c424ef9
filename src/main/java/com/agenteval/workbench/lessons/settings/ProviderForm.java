package com.agenteval.workbench.lessons.settings;

import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;

/** One model provider's settings: the {@link KeyedForm} shape plus the model. */
class ProviderForm extends KeyedForm {

    private final String environmentVariable;
    private final TextField model;

    /**
     * @param id                  the provider's id ({@code anthropic}, {@code openai}, {@code openai-compatible})
     * @param defaultModel        the model used when none is named; empty when only the server's owner knows it
     * @param environmentVariable where a key from the environment comes from
     */
    ProviderForm(String id, String defaultModel, String environmentVariable) {
        super("settings-" + id, "settings.key");
        this.environmentVariable = environmentVariable;
        baseUrl().setHelperText(getTranslation("settings.base-url.help." + id));
        model = field("model", getTranslation("settings.model"), "20em");
        model.setPlaceholder(defaultModel.isEmpty() ? getTranslation("settings.model.placeholder") : defaultModel);
        layOut(
                getTranslation("settings.provider.title", ModeCell.providerName(id, this)),
                getTranslation("settings.provider.about." + id),
                new HorizontalLayout(baseUrl(), model));
    }

    /** The provider's settings in use: its key masked (empty for none) and where it came from, base URL and model. */
    void show(String maskedKey, boolean keyFromEnvironment, String baseUrlInUse, String modelInUse) {
        showKeyAndBaseUrl(maskedKey, keyFromEnvironment, environmentVariable, baseUrlInUse);
        model.setValue(modelInUse);
    }

    @Override
    void fireSave(String newKey, String typedBaseUrl) {
        fireEvent(new SaveEvent(this, newKey, typedBaseUrl, model.getValue()));
    }

    Registration addSaveListener(ComponentEventListener<SaveEvent> l) {
        return addListener(SaveEvent.class, l);
    }

    /** The student saved: the key and base URL, and the model as typed. */
    static final class SaveEvent extends KeyedForm.SaveEvent<ProviderForm> {
        private final String model;

        SaveEvent(ProviderForm source, String newKey, String baseUrl, String model) {
            super(source, newKey, baseUrl);
            this.model = model;
        }

        String model() {
            return model;
        }
    }
}
