package com.agenteval.workbench.lessons.forecast;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.RouterLink;
import java.util.List;

/** Why there is no replay to show (a refused, missing or invalid file), and the way back to the store. */
class ReplayProblemCell extends Composite<Div> {

    private final Paragraph message = new Paragraph();

    ReplayProblemCell() {
        getContent().addClassNames("nb-cell", "fc-problem");
        getContent().setId("replay-problem");
        message.addClassName("nb-error");
        getContent().add(message, new RouterLink(getTranslation("forecast.replay.back"), ForecastStorePage.class));
        setVisible(false);
    }

    void show(String text) {
        message.setText(text);
    }

    /** The name could leave the store folder, or is not a {@code .json} file name: nothing was read. */
    void refused(String reason) {
        show(getTranslation("forecast.replay.problem.refused", reason));
    }

    /**
     * No folder of the store has a file of that name.
     *
     * @param folders the store's folders as a student would type them, the writable one first
     */
    void missing(String fileName, List<String> folders) {
        show(getTranslation("forecast.replay.problem.missing", fileName, String.join(", ", folders)));
    }

    /** The file is there but is not a run trace this workbench can replay; the reason says what and where. */
    void invalid(String fileName, String reason) {
        show(getTranslation("forecast.replay.problem.invalid", fileName, reason));
    }
}
