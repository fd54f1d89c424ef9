package com.agenteval.workbench.forecast;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasComponents;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import java.util.List;

/**
 * The rule for the sections the book's notebook shows for one agent (its {@code artifact}, agent_0): that agent's
 * part first, as the book shows it, and every other agent's behind one closed "Other agents (n)" control marked as
 * the workbench's addition. One place, so the fields, timeline, audit, gates and summary all say it the same way.
 */
final class OtherAgents {

    private OtherAgents() {
    }

    /**
     * Adds the first agent's part to {@code body}, then, when there are other agents, their parts in a closed control.
     *
     * @param label the control's text, e.g. {@code getTranslation("forecast.other-agents", others.size())}
     */
    static void addTo(HasComponents body, Component first, List<? extends Component> others, String label) {
        body.add(first);
        if (others.isEmpty()) {
            return;
        }
        Div parts = new Div();
        others.forEach(parts::add);
        Details control = new Details(label, parts);
        control.addClassNames("fc-other-agents", "fc-workbench-addition");
        control.setOpened(false);
        body.add(control);
    }
}
