package com.agenteval.workbench.lessons.forecast;

import com.vaadin.flow.dom.Element;

/** Rows of the small HTML tables these cells print (every cell's text is set as text, never as HTML). */
final class TableRows {

    private TableRows() {}

    /** A {@code tr} of {@code th} or {@code td} cells. */
    static Element row(String tag, String... texts) {
        Element tr = new Element("tr");
        for (String t : texts) {
            Element c = new Element(tag);
            c.setText(t == null ? "" : t);
            tr.appendChild(c);
        }
        return tr;
    }
}
