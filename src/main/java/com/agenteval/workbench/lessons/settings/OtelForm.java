package com.agenteval.workbench.lessons.settings;

import com.agenteval.workbench.notebook.CellEvent;
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
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The OpenTelemetry export: this session's OTLP/HTTP endpoint (Phoenix, Langfuse, a collector), the server's if one
 * was given, and what each did: spans sent, spans dropped, the problem if an endpoint did not take them. All text.
 */
class OtelForm extends Composite<Div> {

    static final String ID = "settings-otel";

    private final TextField endpoint = new TextField();
    private final Paragraph server = new Paragraph();
    private final Paragraph status = new Paragraph();
    private final ResultLine result = new ResultLine(ID + "-result");

    /** @param maxLength the longest endpoint URL the session takes (the field stops there) */
    OtelForm(int maxLength) {
        getContent().addClassNames("nb-cell", "settings-form");
        getContent().setId(ID);
        endpoint.setLabel(getTranslation("settings.otel.endpoint"));
        endpoint.setId(ID + "-endpoint");
        endpoint.setWidth("28em");
        endpoint.setPlaceholder("http://localhost:6006");
        endpoint.setMaxLength(maxLength);
        Button save =
                new Button(getTranslation("settings.save"), e -> fireEvent(new SaveEvent(this, endpoint.getValue())));
        save.setId(ID + "-save");
        save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        save.addClickShortcut(Key.ENTER).listenOn(this);
        Button clear = new Button(getTranslation("settings.otel.clear"), e -> fireEvent(new SaveEvent(this, "")));
        clear.setId(ID + "-clear");
        server.setId(ID + "-server");
        status.setId(ID + "-status");
        getContent()
                .add(
                        new H3(getTranslation("settings.otel.title")),
                        new Paragraph(getTranslation("settings.otel.about")),
                        endpoint,
                        new HorizontalLayout(save, clear),
                        result,
                        status,
                        server);
    }

    /**
     * What an endpoint has sent so far.
     *
     * @param problem the last export's problem, or null
     */
    record Sent(long exported, long dropped, @Nullable String problem) {}

    void show(
            Optional<String> mine,
            Optional<Sent> mineStatus,
            Optional<String> serverEndpoint,
            Optional<Sent> serverStatus) {
        endpoint.setValue(mine.orElse(""));
        status.setText(mine.isEmpty() ? getTranslation("settings.otel.none") : describe(mine.get(), mineStatus));
        server.setText(
                serverEndpoint.isEmpty()
                        ? getTranslation("settings.otel.server.none")
                        : getTranslation("settings.otel.server", describe(serverEndpoint.get(), serverStatus)));
    }

    private String describe(String url, Optional<Sent> s) {
        if (s.isEmpty()) {
            return getTranslation("settings.otel.status.unused", url);
        }
        Sent st = s.get();
        String counts = getTranslation("settings.otel.status", url, st.exported(), st.dropped());
        return st.problem() == null ? counts : counts + " " + getTranslation("settings.otel.problem", st.problem());
    }

    void showSaved() {
        result.show(getTranslation("settings.saved"), true);
    }

    void showRefused(String reason) {
        result.show(getTranslation("settings.otel.refused", reason), false);
    }

    Registration addSaveListener(ComponentEventListener<SaveEvent> l) {
        return addListener(SaveEvent.class, l);
    }

    static final class SaveEvent extends CellEvent<OtelForm, String> {
        SaveEvent(OtelForm source, String endpoint) {
            super(source, endpoint);
        }
    }
}
