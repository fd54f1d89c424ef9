package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.store.StoreIndex.BookFolder;
import com.agenteval.workbench.notebook.CellEvent;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
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
    private final Checkbox installation = new Checkbox();

    /** {@code installationAllowed}: whether this visitor may keep the folder for the whole installation. */
    BookFolderCell(String label, String current, boolean installationAllowed) {
        path.setLabel(label);
        path.setWidthFull();
        path.setMaxLength(BookFolder.MAX_LENGTH);
        path.setValue(current == null ? "" : current);
        path.setId("book-folder-path");
        installation.setLabel(getTranslation("forecast.book-folder.installation"));
        installation.setId("book-folder-installation");
        installation.setVisible(installationAllowed);
        Button use = new Button(
                getTranslation("forecast.book-folder.use"),
                e -> fireEvent(new UseEvent(this, path.getValue(), installation.getValue())));
        use.setId("book-folder-use");
        Button forget = new Button(
                getTranslation("forecast.book-folder.forget"),
                e -> fireEvent(new ForgetEvent(this, installation.getValue())));
        forget.setId("book-folder-forget");
        status.setId("book-folder-status");
        HorizontalLayout row = new HorizontalLayout(path, use, forget);
        row.setWidthFull();
        row.setAlignItems(com.vaadin.flow.component.orderedlayout.FlexComponent.Alignment.BASELINE);
        getContent().add(row, installation, status);
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
        private final boolean installationWide;

        UseEvent(BookFolderCell source, String path, boolean installationWide) {
            super(source, path);
            this.installationWide = installationWide;
        }

        /** Whether the folder is for the whole installation rather than this session. */
        boolean installationWide() {
            return installationWide;
        }
    }

    static final class ForgetEvent extends ComponentEvent<BookFolderCell> {
        private final boolean installationWide;

        ForgetEvent(BookFolderCell source, boolean installationWide) {
            super(source, false);
            this.installationWide = installationWide;
        }

        boolean installationWide() {
            return installationWide;
        }
    }
}
