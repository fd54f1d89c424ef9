package com.agenteval.workbench.lessons.settings;

import com.vaadin.flow.component.html.Paragraph;

/**
 * A settings form's one result line: what its last action did, as text, and whether it went well
 * ({@code data-ok}, which live.css colours and the browser tests read).
 */
final class ResultLine extends Paragraph {

    ResultLine(String id) {
        setId(id);
        addClassName("settings-result");
    }

    void show(String text, boolean ok) {
        setText(text);
        getElement().setAttribute("data-ok", String.valueOf(ok));
    }
}
