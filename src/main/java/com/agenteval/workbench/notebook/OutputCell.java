package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.progressbar.ProgressBar;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The frame every output cell shares: a title, the content, a "stale" state while its inputs changed and
 * it recomputes, a progress bar for slow work, an error shown in place, and an optional command view with
 * the equivalent command line.
 *
 * <p>Pages hand results to a cell with {@link #show}; a cell never fetches data itself.
 *
 * @param <R> the result type the cell shows
 */
public abstract class OutputCell<R> extends Composite<Div> {

    private final Div body = new Div();
    private final Div error = new Div();
    private final ProgressBar progress = new ProgressBar();
    private final Pre command = new Pre();
    private final Details commandView;
    private @Nullable Supplier<String> commandLine;
    private @Nullable R last;
    private final H3 heading = new H3();
    private @Nullable Supplier<String> titleNow;

    protected OutputCell(@Nullable String title) {
        Div root = getContent();
        root.addClassNames("nb-cell", "nb-output");
        Div header = new Div();
        header.addClassName("nb-output-header");
        if (title != null && !title.isBlank()) {
            heading.setText(title);
            header.add(heading);
        }
        root.add(header);
        progress.setIndeterminate(true);
        progress.setVisible(false);
        progress.addClassName("nb-progress");
        error.addClassName("nb-error");
        error.setVisible(false);
        body.addClassName("nb-body");
        command.addClassName("nb-command");
        commandView = new Details(new Span(getTranslation("notebook.command")), command);
        commandView.addClassName("nb-command-view");
        commandView.setVisible(false);
        root.add(progress, error, body, commandView);
    }

    /** Renders a result into {@link #body()}. */
    protected abstract void render(R result);

    /** The content area subclasses fill. */
    protected Div body() {
        return body;
    }

    /** Shows a result: clears the stale state, the progress bar and any error. */
    public final void show(R result) {
        last = result;
        error.setVisible(false);
        error.setText("");
        render(result);
        if (titleNow != null) {
            heading.setText(titleNow.get());
        }
        getContent().removeClassName("stale");
        getContent().getElement().setAttribute("data-state", "ready");
        progress.setVisible(false);
        refreshCommand();
    }

    /**
     * A heading that says what is shown now, read each time a result is shown (on the UI thread): e.g. "Records
     * that deviate from the truth" once a filter is on, where a fixed "All records" would mislead.
     */
    public OutputCell<R> withTitle(Supplier<String> title) {
        titleNow = title;
        return this;
    }

    /** The result last shown, or {@code null}. */
    public @Nullable R lastResult() {
        return last;
    }

    /** Marks the content as out of date while it recomputes. */
    public void markStale() {
        getContent().addClassName("stale");
        getContent().getElement().setAttribute("data-state", "stale");
    }

    /** Shows that the recomputation takes a while. */
    public void showProgress() {
        progress.setVisible(true);
    }

    /** Shows an error in place; the last good content stays visible underneath, marked stale. */
    public void showError(String message) {
        progress.setVisible(false);
        error.setText(message);
        error.setVisible(true);
        getContent().getElement().setAttribute("data-state", "error");
    }

    /**
     * Adds a command view showing the equivalent command line, computed with every result shown (never
     * before the first one, so the supplier may read what the result was computed from).
     */
    public OutputCell<R> withCommand(Supplier<String> commandLine) {
        this.commandLine = commandLine;
        commandView.setVisible(true);
        if (last != null) {
            refreshCommand();
        }
        return this;
    }

    /** The equivalent command line currently shown, or {@code null}. */
    public @Nullable String commandText() {
        return commandLine == null ? null : command.getText();
    }

    private void refreshCommand() {
        if (commandLine != null) {
            command.setText(commandLine.get());
        }
    }

    protected static void replaceBody(Div body, Component... components) {
        body.removeAll();
        body.add(components);
    }
}
