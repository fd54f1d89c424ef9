package com.agenteval.workbench.lessons.agent;

import static com.agenteval.workbench.lessons.agent.TimelineParts.line;
import static com.agenteval.workbench.lessons.agent.TimelineParts.span;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.lessons.shared.AgentRun;
import com.agenteval.workbench.lessons.shared.RunSpec;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;

/**
 * The head of a run: the task and its question, the config and run seed that produced it, the outcome, tokens
 * and cost; for a config without tools, a note that run_config answered from memory without a trace.
 */
class RunSummary extends Composite<Div> {

    RunSummary(String prefix, AgentRun run) {
        Div root = getContent();
        root.addClassName("tt-summary");
        root.setId(prefix + "-summary");
        RunSpec spec = run.spec();
        root.add(line(
                span("tt-task-id", run.task().id()),
                span("tt-question", run.task().question())));
        root.add(line(
                key("agent.summary.config"),
                span("tt-config", spec.config().name()),
                key("agent.summary.run-seed"),
                span("tt-run-seed", spec.runSeed().toString())));
        if (!spec.standardConfig()) {
            root.add(line(span("tt-code tt-config-json", spec.configSpec())));
        }
        Trace t = run.trace();
        if (t != null) {
            root.add(line(
                    span(
                            "tt-outcome " + (t.correct() ? "correct" : "wrong"),
                            getTranslation(t.correct() ? "agent.outcome.correct" : "agent.outcome.wrong")),
                    key("agent.summary.labels"),
                    span("tt-label-count", String.valueOf(t.errors().size())),
                    key("agent.step.tokens"),
                    span("tt-tokens", String.valueOf(t.tokens())),
                    key("agent.step.cost"),
                    span("tt-cost", PyFormat.dollars(t.cost()))));
        } else {
            Span note = span("tt-no-trace", getTranslation("agent.summary.no-trace"));
            root.add(line(note));
        }
    }

    private Span key(String k) {
        return span("tt-key", getTranslation(k));
    }
}
