package com.agenteval.workbench.notebook;

import java.util.Objects;

/** One headline number: an id for tests and links, a label, the value as text, and an optional note. */
public record KeyFigure(String id, String label, String value, String note) {

    public KeyFigure {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(value, "value");
        note = note == null ? "" : note;
    }

    public static KeyFigure of(String id, String label, String value) {
        return new KeyFigure(id, label, value, "");
    }
}
