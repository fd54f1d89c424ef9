package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.List;

/** Headline numbers as a row of cards. */
public class KeyFiguresCell extends OutputCell<List<KeyFigure>> {

    public KeyFiguresCell(String title) {
        super(title);
        body().addClassName("nb-figures");
    }

    @Override
    protected void render(List<KeyFigure> figures) {
        body().removeAll();
        for (KeyFigure f : figures) {
            Div card = new Div();
            card.addClassName("nb-figure");
            card.setId("fig-" + f.id());
            Span value = new Span(f.value());
            value.addClassName("nb-figure-value");
            Span label = new Span(f.label());
            label.addClassName("nb-figure-label");
            card.add(value, label);
            if (!f.note().isBlank()) {
                Span note = new Span(f.note());
                note.addClassName("nb-figure-note");
                card.add(note);
            }
            body().add(card);
        }
    }
}
