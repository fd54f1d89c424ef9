package com.agenteval.workbench.lessons.forecast;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasComponents;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The rule for the sections the book's notebook shows for one agent (its {@code artifact}, agent_0): that agent's
 * part first, as the book shows it, and every other agent's behind one closed "Other agents (n)" control marked as
 * the workbench's addition. One place, so the fields, timeline, audit, gates and summary all say it the same way.
 */
final class OtherAgents {

    private OtherAgents() {}

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

    /**
     * Replaces what {@code body} shows with each agent's part: the first agent's, then the others' behind the
     * control, whose label is given the number of other agents. Nothing for no agents.
     */
    static <A> void show(
            HasComponents body,
            List<A> agents,
            Function<? super A, ? extends Component> part,
            IntFunction<String> label) {
        body.removeAll();
        if (agents.isEmpty()) {
            return;
        }
        List<A> others = agents.subList(1, agents.size());
        addTo(body, part.apply(agents.get(0)), others.stream().map(part).toList(), label.apply(others.size()));
    }
}
