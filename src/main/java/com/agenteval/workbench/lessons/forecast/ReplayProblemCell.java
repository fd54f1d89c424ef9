package com.agenteval.workbench.lessons.forecast;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.RouterLink;

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
}
