package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.notebook.CellEvent;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.shared.Registration;

/**
 * The "book folder" field: where the student's copy of the book's {@code forecast_traces/} (or the whole book folder)
 * is. It raises {@link UseEvent} and {@link ForgetEvent}; the page keeps the setting and says what happened.
 */
class BookFolderCell extends Composite<Div> {

    private final TextField path = new TextField();
    private final Paragraph status = new Paragraph();

    BookFolderCell(String label, String current) {
        path.setLabel(label);
        path.setWidthFull();
        path.setMaxLength(com.agenteval.workbench.core.forecast.store.BookFolder.MAX_LENGTH);
        path.setValue(current == null ? "" : current);
        path.setId("book-folder-path");
        Button use = new Button(getTranslation("forecast.book-folder.use"), e -> fireEvent(new UseEvent(this,
                path.getValue())));
        use.setId("book-folder-use");
        Button forget = new Button(getTranslation("forecast.book-folder.forget"), e -> fireEvent(new ForgetEvent(this)));
        forget.setId("book-folder-forget");
        status.setId("book-folder-status");
        HorizontalLayout row = new HorizontalLayout(path, use, forget);
        row.setWidthFull();
        row.setAlignItems(com.vaadin.flow.component.orderedlayout.FlexComponent.Alignment.BASELINE);
        getContent().add(row, status);
        getContent().addClassName("nb-cell");
    }

    /** What the page says about the setting: kept, refused and why, or none set. Plain text. */
    void showStatus(String text, boolean refused) {
        status.setText(text);
        status.getElement().getClassList().set("fc-warning", refused);
    }

    Registration addUseListener(ComponentEventListener<UseEvent> listener) {
        return addListener(UseEvent.class, listener);
    }

    Registration addForgetListener(ComponentEventListener<ForgetEvent> listener) {
        return addListener(ForgetEvent.class, listener);
    }

    static final class UseEvent extends CellEvent<BookFolderCell, String> {
        UseEvent(BookFolderCell source, String path) {
            super(source, path);
        }
    }

    static final class ForgetEvent extends ComponentEvent<BookFolderCell> {
        ForgetEvent(BookFolderCell source) {
            super(source, false);
        }
    }
}
