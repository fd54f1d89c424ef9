package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import java.util.Optional;

/**
 * The run the replay lesson opens from the menu, with no file named: the book's own notebook-04 run when the book
 * folder is listed, else a pinned offline run; and the note that says which, and where the book's runs would appear.
 */
class DefaultRunNote extends Composite<Paragraph> {

    /** The book's notebook whose runs this lesson replays. */
    static final String BOOK_NOTEBOOK = "04_research_agent";
    /** The run the lesson opens without a book folder: a two-agent offline run that disagrees (traces/README.md). */
    static final String PINNED_OFFLINE_RUN = "offline_research_agent_20261130T060354Z_a4038680421d.json";

    DefaultRunNote() {
        getContent().setId("replay-default-note");
        getContent().addClassName("nb-cell");
        setVisible(false);
    }

    /** Chooses the run to open among the listed files, and shows the note that says which. */
    String choose(List<StoredTrace> listed) {
        Optional<String> bookRun = listed.stream()
                .filter(t -> t instanceof StoredTrace.Valid v
                        && BOOK_NOTEBOOK.equals(v.run().notebook())
                        && t.fileName().startsWith(BOOK_NOTEBOOK + "_"))
                .map(StoredTrace::fileName)
                .findFirst();
        String fileName = bookRun.orElse(PINNED_OFFLINE_RUN);
        getContent()
                .setText(getTranslation(
                        bookRun.isPresent() ? "forecast.replay.default-book" : "forecast.replay.default-offline",
                        fileName));
        setVisible(true);
        return fileName;
    }
}
