package com.agenteval.workbench.lessons.forecast;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import org.jspecify.annotations.Nullable;

/** Label and value pairs, one a row; values are plain text (they come from files and models). */
class DefinitionList extends Composite<Div> {

    DefinitionList() {
        getContent().addClassName("fc-deflist");
    }

    /** Adds a row; {@code key} becomes the row's {@code data-field}, for tests and styling; no value: empty. */
    Span add(String key, String label, @Nullable String value) {
        Span v = new Span(value == null ? "" : value);
        add(key, label, v);
        return v;
    }

    void add(String key, String label, Component value) {
        Div row = new Div();
        row.addClassName("fc-defrow");
        row.getElement().setAttribute("data-field", key);
        Span l = new Span(label);
        l.addClassName("fc-deflabel");
        value.getElement().getClassList().add("fc-defvalue");
        row.add(l, value);
        getContent().add(row);
    }

    void clear() {
        getContent().removeAll();
    }
}
