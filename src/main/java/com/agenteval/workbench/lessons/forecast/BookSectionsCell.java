package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.replay.NotebookPrintout;
import com.agenteval.workbench.notebook.FirstScreenText;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Span;
import java.util.Map;

/**
 * What the book's notebook prints for this run, section by section and in its order, as plain text: the same fields
 * formatted the same way ({@link NotebookPrintout}). Sections about one agent are the first agent's, as in the book.
 * Each section is on the page once (issue 26): the agent summary, which {@link SummariesCell} prints verbatim, is only
 * named here; a section longer than a first screen shows that screen and opens whole on click ({@link FirstScreenText}).
 */
class BookSectionsCell extends OutputCell<NotebookPrintout> {

    BookSectionsCell(String title) {
        super(title);
    }

    @Override
    protected void render(NotebookPrintout printout) {
        body().removeAll();
        for (Map.Entry<String, String> e : printout.sections().entrySet()) {
            boolean reconstructed = NotebookPrintout.GATES.equals(e.getKey());
            Span heading = new Span(getTranslation("forecast.book." + e.getKey()) + (reconstructed
                    ? " (" + getTranslation("forecast.book.gates-reconstructed") + ")" : ""));
            heading.addClassName("fc-book-section-title");
            if (reconstructed) {
                // run_quality_gates is in the book's agent_schemas, not public: its printout cannot be the book's
                heading.addClassName("fc-workbench-addition");
            }
            if (NotebookPrintout.SUMMARY.equals(e.getKey())) {
                Span below = new Span(getTranslation("forecast.book.summary-below"));
                below.addClassName("fc-book-pointer");
                body().add(heading, below);
                continue;
            }
            FirstScreenText text = new FirstScreenText(e.getValue(), "fc-book-text");
            text.text().getElement().setAttribute("data-section", e.getKey());
            body().add(heading, text);
        }
    }
}
