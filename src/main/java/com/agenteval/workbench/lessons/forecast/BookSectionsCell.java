package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.NotebookPrintout;
import com.agenteval.workbench.notebook.CsvDownload;
import com.agenteval.workbench.notebook.FirstScreenText;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Span;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * What the book's notebook prints for this run, section by section and in its order ({@link NotebookPrintout}), with
 * each section on the page once (issue 26): a section another cell of the page shows (as a table, a figure, a chart
 * or the same text) is only named here, with the cell that shows it; the others are printed here as the notebook
 * prints them, a long one cut to its first screen ({@link FirstScreenText}). The whole printout, byte for byte, is a
 * download, for comparing with the notebook's output line for line.
 */
class BookSectionsCell extends OutputCell<NotebookPrintout> {

    /**
     * The sections another cell of the replay page shows, each with the title key of that cell: a table, figures, a
     * chart or the same text (the rationale whole, of which the book prints 400 characters).
     */
    static final Map<String, String> SHOWN_IN = Map.of(
            NotebookPrintout.HEADER, "forecast.replay.header",
            NotebookPrintout.ESTABLISH, "forecast.replay.checks",
            NotebookPrintout.FORECAST, "forecast.replay.agents",
            NotebookPrintout.RATIONALE, "forecast.replay.agents",
            NotebookPrintout.FINDINGS, "forecast.replay.agents",
            NotebookPrintout.AUDIT, "forecast.replay.audit",
            NotebookPrintout.GATES, "forecast.replay.gates",
            NotebookPrintout.SUMMARY, "forecast.replay.summaries",
            NotebookPrintout.CHART, "forecast.replay.chart");

    BookSectionsCell(String title) {
        super(title);
    }

    @Override
    protected void render(NotebookPrintout printout) {
        body().removeAll();
        body().add(CsvDownload.bytes(
                getTranslation("forecast.book.download"),
                CsvDownload.fileName("book printout", "txt"),
                "text/plain;charset=utf-8",
                () -> printout.text().getBytes(StandardCharsets.UTF_8)));
        for (Map.Entry<String, String> e : printout.sections().entrySet()) {
            boolean reconstructed = NotebookPrintout.GATES.equals(e.getKey());
            Span heading = new Span(getTranslation("forecast.book." + e.getKey())
                    + (reconstructed ? " (" + getTranslation("forecast.book.gates-reconstructed") + ")" : ""));
            heading.addClassName("fc-book-section-title");
            heading.getElement().setAttribute("data-book-section", e.getKey());
            if (reconstructed) {
                // run_quality_gates is in the book's agent_schemas, not public: its printout cannot be the book's
                heading.addClassName("fc-workbench-addition");
            }
            String cell = SHOWN_IN.get(e.getKey());
            if (cell != null) {
                Span pointer = new Span(getTranslation("forecast.book.shown-in", getTranslation(cell)));
                pointer.addClassName("fc-book-pointer");
                body().add(heading, pointer);
                continue;
            }
            FirstScreenText text = new FirstScreenText(e.getValue(), "fc-book-text");
            text.text().getElement().setAttribute("data-section", e.getKey());
            body().add(heading, text);
        }
    }
}
