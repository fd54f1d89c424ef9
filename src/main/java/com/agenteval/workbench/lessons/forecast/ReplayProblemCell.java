package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.app.forecast.TraceStoreService.Lookup;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.RouterLink;
import java.nio.file.Path;
import java.util.ArrayList;
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
     */
    void show(Lookup lookup, Path folder, List<Path> readOnlyFolders) {
        if (lookup instanceof Lookup.Refused refused) {
            show(getTranslation("forecast.replay.problem.refused", refused.reason()));
        } else if (lookup instanceof Lookup.Missing missing) {
            List<String> folders = new ArrayList<>(List.of(TraceStoreService.display(folder)));
            readOnlyFolders.forEach(p -> folders.add(TraceStoreService.display(p)));
            show(getTranslation("forecast.replay.problem.missing", missing.fileName(), String.join(", ", folders)));
        } else if (lookup instanceof Lookup.Invalid invalid) {
            show(getTranslation("forecast.replay.problem.invalid", invalid.fileName(), invalid.reason()));
        }
    }
}
