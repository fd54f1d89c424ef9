package com.agenteval.workbench.lessons.settings;

import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;
import java.util.List;

/** Web search settings: the {@link KeyedForm} shape (the Tavily key) plus optional domain lists. */
class SearchForm extends KeyedForm {

    private final TextField allowed;
    private final TextField blocked;

    SearchForm() {
        super("settings-search", "settings.search.key");
        allowed = field("allowed", getTranslation("settings.search.allowed"), "28em");
        allowed.setPlaceholder("reuters.com, federalreserve.gov");
        blocked = field("blocked", getTranslation("settings.search.blocked"), "28em");
        blocked.setPlaceholder("polymarket.com, kalshi.com");
        layOut(
                getTranslation("settings.search.title"),
                getTranslation("settings.search.about"),
                baseUrl(),
                new HorizontalLayout(allowed, blocked));
    }

    /** The search settings in use: the key masked (empty for none) and where it came from, and the rest. */
    void show(
            String maskedKey,
            boolean keyFromEnvironment,
            String baseUrlInUse,
            List<String> allowedDomains,
            List<String> blockedDomains) {
        showKeyAndBaseUrl(maskedKey, keyFromEnvironment, "TAVILY_API_KEY", baseUrlInUse);
        allowed.setValue(String.join(", ", allowedDomains));
        blocked.setValue(String.join(", ", blockedDomains));
    }

    @Override
    void fireSave(String newKey, String typedBaseUrl) {
        fireEvent(new SaveEvent(this, newKey, typedBaseUrl, allowed.getValue(), blocked.getValue()));
    }

    Registration addSaveListener(ComponentEventListener<SaveEvent> l) {
        return addListener(SaveEvent.class, l);
    }

    /** The student saved: the key and base URL, and the domain lists as typed. */
    static final class SaveEvent extends KeyedForm.SaveEvent<SearchForm> {
        private final String allowed;
        private final String blocked;

        SaveEvent(SearchForm source, String newKey, String baseUrl, String allowed, String blocked) {
            super(source, newKey, baseUrl);
            this.allowed = allowed;
            this.blocked = blocked;
        }

        String allowed() {
            return allowed;
        }

        String blocked() {
            return blocked;
        }
    }
}
