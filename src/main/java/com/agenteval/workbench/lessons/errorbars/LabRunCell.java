package com.agenteval.workbench.lessons.errorbars;

import com.agenteval.workbench.notebook.ActionButton;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.progressbar.ProgressBar;

/**
 * One experiment's trigger: a run button with its cancel, a progress bar counting the replications done, and one
 * status line (done, cancelled, refused or failed, as text). The page starts the job when {@link #run()} is pressed;
 * progress events are changes to this cell ({@code cell -> cell.progress(340, 1000)}), so they replay to a page
 * opened again.
 */
class LabRunCell extends Composite<Div> {

    private final ActionButton<Void> run;
    private final ProgressBar bar = new ProgressBar();
    private final Paragraph status = new Paragraph();

    LabRunCell(String id, String runText, String cancelText) {
        Div root = getContent();
        root.addClassNames("nb-cell", "eb-run");
        root.setId(id);
        run = ActionButton.of(id + "-run", runText).primary();
        ActionButton<Void> cancel = run.withCancel(id + "-cancel", cancelText);
        bar.setMin(0);
        bar.setMax(1);
        bar.setValue(0);
        bar.setVisible(false);
        bar.getElement().setAttribute("aria-label", runText);
        status.addClassName("eb-run-status");
        status.setId(id + "-status");
        Div buttons = new Div(run, cancel);
        buttons.addClassName("eb-run-buttons");
        root.add(buttons, bar, status, run.errorLine());
    }

    /** The run button; its cancel button is {@code run().cancelButton()}. */
    ActionButton<Void> run() {
        return run;
    }

    /** The job is under way (or found running when the page is opened again), or it ended. */
    void running(boolean running) {
        run.setBusy(running);
        if (running) {
            bar.setVisible(true);
        }
    }

    /** A run of {@code total} replications starts. */
    void start(int total) {
        bar.setValue(0);
        bar.setVisible(true);
        status.removeClassName("nb-error");
        status.setText(getTranslation("errorbars.run.progress", 0, total));
    }

    /** {@code done} of {@code total} replications are done. */
    void progress(int done, int total) {
        bar.setValue(total == 0 ? 0 : (double) done / total);
        status.setText(getTranslation("errorbars.run.progress", done, total));
    }

    void done() {
        bar.setValue(1);
        status.removeClassName("nb-error");
        status.setText(getTranslation("errorbars.run.done"));
    }

    void cancelled() {
        status.removeClassName("nb-error");
        status.setText(getTranslation("errorbars.run.cancelled"));
    }

    /** The run did not start or failed: {@code why} as text. */
    void failed(String why) {
        status.addClassName("nb-error");
        status.setText(getTranslation("errorbars.run.failed", why));
    }

    double progressValue() {
        return bar.getValue();
    }

    String statusText() {
        return status.getText();
    }
}
