package com.agenteval.workbench.lessons.settings;

import com.agenteval.workbench.app.live.ConnectionReport;
import com.agenteval.workbench.app.live.SearchConfig;
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

/** Web search settings: the Tavily key (masked), its base URL, and optional domain lists. */
class SearchForm extends Composite<Div> {

    private static final String ID = "settings-search";

    private final KeyField key = new KeyField(ID, getTranslation("settings.search.key"));
    private final TextField baseUrl = new TextField();
    private final TextField allowed = new TextField();
    private final TextField blocked = new TextField();
    private final Button test = new Button();
    private final Paragraph result = new Paragraph();

    SearchForm() {
        getContent().addClassNames("nb-cell", "settings-form");
        getContent().setId(ID);
        baseUrl.setLabel(getTranslation("settings.base-url"));
        baseUrl.setId(ID + "-base-url");
        baseUrl.setWidth("28em");
        allowed.setLabel(getTranslation("settings.search.allowed"));
        allowed.setId(ID + "-allowed");
        allowed.setWidth("28em");
        allowed.setPlaceholder("reuters.com, federalreserve.gov");
        blocked.setLabel(getTranslation("settings.search.blocked"));
        blocked.setId(ID + "-blocked");
        blocked.setWidth("28em");
        blocked.setPlaceholder("polymarket.com, kalshi.com");
        Button save = new Button(getTranslation("settings.save"), e -> fireEvent(new SaveEvent(this, key.take(),
                baseUrl.getValue(), allowed.getValue(), blocked.getValue())));
        save.setId(ID + "-save");
        save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        // Enter in any field of this form saves it, as in a form of the browser's own (only this form: each
        // provider has its own)
        save.addClickShortcut(Key.ENTER).listenOn(this);
        Button forget = new Button(getTranslation("settings.forget"), e -> fireEvent(new ForgetEvent(this)));
        forget.setId(ID + "-forget");
        test.setText(getTranslation("settings.test"));
        test.setId(ID + "-test");
        test.addClickListener(e -> fireEvent(new TestEvent(this)));
        result.setId(ID + "-result");
        result.addClassName("settings-result");
        getContent().add(new H3(getTranslation("settings.search.title")),
                new Paragraph(getTranslation("settings.search.about")), key, baseUrl,
                new HorizontalLayout(allowed, blocked), new HorizontalLayout(save, forget, test), result);
    }

    void show(SearchConfig config, LiveSettings.KeySource source) {
        key.show(config.apiKey(), source, "TAVILY_API_KEY");
        baseUrl.setValue(config.baseUrl());
        allowed.setValue(String.join(", ", config.allowedDomains()));
        blocked.setValue(String.join(", ", config.blockedDomains()));
    }

    void showSaved() {
        result.setText(getTranslation("settings.saved"));
        result.getElement().setAttribute("data-ok", "true");
    }

    /** The save was refused: a new base URL needs the key typed again (the form shows the settings kept). */
    void showKeyNeeded(String keyBaseUrl) {
        result.setText(getTranslation("settings.key.again", keyBaseUrl));
        result.getElement().setAttribute("data-ok", "false");
    }

    void showTesting() {
        test.setEnabled(false);
        result.setText(getTranslation("settings.testing"));
    }

    void showReport(ConnectionReport report) {
        test.setEnabled(true);
        result.setText(getTranslation(report.ok() ? "settings.test.ok" : "settings.test.failed", report.message()));
        result.getElement().setAttribute("data-ok", String.valueOf(report.ok()));
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

    static final class SaveEvent extends ComponentEvent<SearchForm> {
        private final transient Secret newKey;
        private final String baseUrl;
        private final String allowed;
        private final String blocked;

        SaveEvent(SearchForm source, Secret newKey, String baseUrl, String allowed, String blocked) {
            super(source, true);
            this.newKey = newKey;
            this.baseUrl = baseUrl;
            this.allowed = allowed;
            this.blocked = blocked;
        }

        Secret newKey() {
            return newKey;
        }

        String baseUrl() {
            return baseUrl;
        }

        String allowed() {
            return allowed;
        }

        String blocked() {
            return blocked;
        }
    }

    static final class ForgetEvent extends ComponentEvent<SearchForm> {
        ForgetEvent(SearchForm source) {
            super(source, true);
        }
    }

    static final class TestEvent extends ComponentEvent<SearchForm> {
        TestEvent(SearchForm source) {
            super(source, true);
        }
    }
}
