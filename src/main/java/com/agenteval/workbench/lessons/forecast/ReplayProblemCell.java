package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.app.forecast.TraceStoreService.Lookup;
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

    /**
     * Says why a lookup found nothing to replay: the refusal's reason, the folders a missing file was looked for in,
     * or why the file is not a run trace.
     *
     * @param folders the store's folders as a student would type them, the writable one first
     */
    void show(Lookup lookup, List<String> folders) {
        if (lookup instanceof Lookup.Refused refused) {
            show(getTranslation("forecast.replay.problem.refused", refused.reason()));
        } else if (lookup instanceof Lookup.Missing missing) {
            show(getTranslation("forecast.replay.problem.missing", missing.fileName(), String.join(", ", folders)));
        } else if (lookup instanceof Lookup.Invalid invalid) {
            show(getTranslation("forecast.replay.problem.invalid", invalid.fileName(), invalid.reason()));
        }
    }
}
