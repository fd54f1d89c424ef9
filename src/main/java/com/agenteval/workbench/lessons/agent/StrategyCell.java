package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.lessons.shared.AgentRun;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import org.jspecify.annotations.Nullable;

/** The run's task through the whole strategy (run_config), as key figures; its command prints the same. */
class StrategyCell extends OutputCell<AgentRun> {

    StrategyCell(String title) {
        super(title);
        getContent().setId("strategy");
        body().addClassName("nb-figures");
        withCommand(() -> lastResult() == null ? "" : lastResult().spec().strategyCommand());
    }

    @Override
    protected void render(AgentRun run) {
        body().removeAll();
        RunResult r = run.strategy();
        figure("strategy-answer", "agent.step.answer", Values.text(r.answer()), null);
        figure(
                "strategy-reference",
                "agent.step.reference",
                Values.text(run.task().answer()),
                null);
        figure(
                "strategy-outcome",
                "agent.strategy.outcome",
                getTranslation(r.correct() ? "agent.outcome.correct" : "agent.outcome.wrong"),
                null);
        figure("strategy-tokens", "agent.step.tokens", String.valueOf(r.tokens()), null);
        figure("strategy-cost", "agent.step.cost", PyFormat.dollars(r.cost()), null);
        figure(
                "strategy-attempts",
                "agent.strategy.attempts",
                r.attempts() == null ? "\u2014" : String.valueOf(r.attempts()),
                "agent.strategy.attempts-note");
    }

    private void figure(String id, String labelKey, String value, @Nullable String noteKey) {
        Div card = new Div();
        card.addClassName("nb-figure");
        card.setId("fig-" + id);
        Span v = new Span(value);
        v.addClassName("nb-figure-value");
        Span label = new Span(getTranslation(labelKey));
        label.addClassName("nb-figure-label");
        card.add(v, label);
        if (noteKey != null) {
            Span note = new Span(getTranslation(noteKey));
            note.addClassName("nb-figure-note");
            card.add(note);
        }
        body().add(card);
    }
}
