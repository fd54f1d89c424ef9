package com.agenteval.workbench.lessons.agent;

import static com.agenteval.workbench.lessons.agent.TimelineParts.line;
import static com.agenteval.workbench.lessons.agent.TimelineParts.span;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Impact;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.agent.Trace.Step.PlanItem;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.tasks.Tasks.Answers;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Span;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A trace as a timeline: one card per step (plan, call, think, final), each ground-truth label on its root step
 * with its GPA metric chips, impact and marks, and a link between a label's root step and its symptom step.
 * Element ids start with a prefix, so two timelines can sit on one page.
 */
class TraceTimeline extends Composite<Div> {

    private final String prefix;
    private final Map<Integer, Component> stepCards = new HashMap<>();
    private final Map<Integer, Div> labelBoxes = new HashMap<>();

    TraceTimeline(String prefix, Trace trace) {
        this.prefix = prefix;
        Div root = getContent();
        root.addClassName("tt");
        root.setId(prefix + "-timeline");
        root.getElement().setAttribute("data-task", trace.task().id());
        root.getElement().setAttribute("data-correct", String.valueOf(trace.correct()));
        root.getElement()
                .setAttribute("data-labels", String.valueOf(trace.errors().size()));
        OrderedList steps = new OrderedList();
        steps.addClassName("tt-steps");
        for (Step s : trace.steps()) {
            ListItem card = card(s, trace);
            stepCards.put(s.index(), card);
            steps.add(card);
        }
        root.add(steps);
        for (ErrorLabel e : trace.errors()) {
            attach(e);
        }
    }

    private ListItem card(Step s, Trace trace) {
        ListItem card = new ListItem();
        card.setId(prefix + "-step-" + s.index());
        card.addClassNames("tt-step", "tt-" + kind(s));
        card.getElement().setAttribute("data-step", String.valueOf(s.index()));
        Div head = new Div(
                span("tt-index", "[" + s.index() + "]"),
                span("tt-kind", getTranslation("agent.step." + kind(s))),
                span("tt-agent", s.agent()));
        head.addClassName("tt-head");
        card.add(head);
        Div body = new Div();
        body.addClassName("tt-body");
        if (s instanceof Step.Plan p) {
            plan(body, p);
        } else if (s instanceof Step.Call c) {
            call(body, c, card);
        } else if (s instanceof Step.Think t) {
            think(body, t);
        } else {
            fin(body, trace);
        }
        card.add(body);
        Div labels = new Div();
        labels.addClassName("tt-labels");
        labelBoxes.put(s.index(), labels);
        card.add(labels);
        return card;
    }

    private void plan(Div body, Step.Plan p) {
        OrderedList items = new OrderedList();
        items.addClassName("tt-plan");
        for (PlanItem item : p.plan()) {
            String inputs = item.inputs().isEmpty() ? "" : " (" + String.join(", ", item.inputs()) + ")";
            items.add(new ListItem(item.kind() + " · " + item.tool() + " → " + item.var() + inputs));
        }
        body.add(items);
        Span tag = span("tt-end-tag", p.endTag() ? "<end_plan>" : getTranslation("agent.step.no-end-tag"));
        if (!p.endTag()) {
            tag.addClassName("tt-flag");
        }
        body.add(line(tag));
    }

    private void call(Div body, Step.Call c, ListItem card) {
        body.add(line(
                span("tt-code", c.tool() + "(" + Values.args(c.args()) + ")"),
                span("tt-muted", getTranslation("agent.step.into", c.var()))));
        ToolResult out = c.output();
        if (out.ok()) {
            Span value = span("tt-output", Values.text(out.value()));
            body.add(line(
                    span("tt-key", getTranslation("agent.step.output")),
                    value,
                    span("tt-muted", "\"" + ((ToolResult.Ok) out).text().value() + "\"")));
        } else {
            String msg = out instanceof ToolResult.Failed f ? f.error() : ((ToolResult.Raised) out).message();
            body.add(line(span("tt-key", getTranslation("agent.step.output")), span("tt-error", "ERROR: " + msg)));
        }
        if (c.hasRead()) {
            Span read = span("tt-read", c.var() + " = " + Values.text(c.read()));
            Div l = line(span("tt-key", getTranslation("agent.step.read")), read);
            if (!Answers.sameValue(c.read(), out.value())) {
                // the tool returned one value and the agent wrote down another
                Span flag = span("tt-flag", getTranslation("agent.step.read-differs"));
                flag.addClassName("tt-read-differs");
                l.add(flag);
                card.addClassName("tt-misread");
            }
            body.add(l);
        }
    }

    private void think(Div body, Step.Think t) {
        body.add(line(span("tt-read", t.var() + " = " + Values.text(t.read()))));
        body.add(line(
                span("tt-key", getTranslation("agent.step.source")),
                span("tt-source", t.source()),
                span("tt-key", getTranslation("agent.step.why")),
                span("tt-why", t.why()),
                span("tt-muted", getTranslation("agent.why." + t.why()))));
        body.add(line(span("tt-quote", "\"" + t.text() + "\"")));
    }

    private void fin(Div body, Trace trace) {
        Span answer = span("tt-answer", Values.text(trace.answer()));
        Span reference = span("tt-reference", Values.text(trace.task().answer()));
        Span outcome = span(
                "tt-outcome " + (trace.correct() ? "correct" : "wrong"),
                getTranslation(trace.correct() ? "agent.outcome.correct" : "agent.outcome.wrong"));
        body.add(line(
                span("tt-key", getTranslation("agent.step.answer")),
                answer,
                span("tt-key", getTranslation("agent.step.reference")),
                reference,
                outcome));
        if (trace.slip()) {
            body.add(line(span("tt-flag", getTranslation("agent.step.slip"))));
        }
        body.add(line(
                span("tt-key", getTranslation("agent.step.tokens")),
                span("tt-tokens", trace.tokens() + ""),
                span("tt-key", getTranslation("agent.step.cost")),
                span(
                        "tt-cost",
                        Double.isNaN(trace.cost())
                                ? getTranslation("agent.live.cost-unknown")
                                : PyFormat.dollars(trace.cost()))));
    }

    /** Puts a label on its root step and, when the symptom shows elsewhere, links the two both ways. */
    private void attach(ErrorLabel e) {
        Component root = Objects.requireNonNull(stepCards.get(e.step()), "a label sits on a step of its trace");
        Div box = new Div();
        box.addClassNames("tt-label", e.impact() == Impact.HIGH ? "high" : "low");
        box.setId(prefix + "-label-" + e.id());
        box.getElement().setAttribute("data-mode", e.mode().wireName());
        box.getElement().setAttribute("data-symptom", String.valueOf(e.symptom()));
        box.add(span("tt-label-id", e.id()), span("tt-mode", e.mode().wireName()));
        for (int i = 0; i < e.metrics().size(); i++) {
            box.add(chip(e.metrics().get(i), i == 0));
        }
        box.add(span(
                "tt-impact " + e.impact().wireName(),
                getTranslation("agent.label.impact-" + e.impact().wireName())));
        if (e.silent() != null && e.silent()) {
            box.add(span("tt-mark silent", getTranslation("agent.label.silent")));
        }
        if (e.recovered() != null && e.recovered()) {
            box.add(span("tt-mark recovered", getTranslation("agent.label.recovered")));
        }
        if (e.fixed()) {
            box.add(span("tt-mark fixed", getTranslation("agent.label.fixed")));
        }
        box.add(span("tt-muted", getTranslation("agent.mode." + e.mode().wireName())));
        Component symptom = stepCards.get(e.symptom());
        if (e.symptom() != e.step() && symptom != null) {
            box.add(jump(
                    getTranslation("agent.label.symptom-at", String.valueOf(e.symptom())), symptom, "tt-to-symptom"));
            Div back = new Div(
                    span("tt-label-id", e.id()),
                    span(
                            "tt-muted",
                            getTranslation("agent.label.symptom-of", e.mode().wireName())),
                    jump(getTranslation("agent.label.root-at", String.valueOf(e.step())), root, "tt-to-root"));
            back.addClassNames("tt-symptom-of");
            labelsOf(e.symptom()).add(back);
            symptom.getElement().getClassList().add("tt-has-symptom");
        }
        labelsOf(e.step()).add(box);
        root.getElement().getClassList().add("tt-has-label");
    }

    private Div labelsOf(int step) {
        return Objects.requireNonNull(labelBoxes.get(step), "every step card has its box of labels");
    }

    private Span chip(Metric m, boolean primary) {
        Span chip = span("tt-chip", m.name());
        if (primary) {
            chip.addClassName("primary");
        }
        chip.setTitle(getTranslation("agent.metric." + m.name()));
        return chip;
    }

    private static Button jump(String text, Component target, String className) {
        Button b = new Button(text, e -> {
            target.scrollIntoView();
            target.getElement()
                    .executeJs("this.classList.remove('tt-flash'); void this.offsetWidth;"
                            + " this.classList.add('tt-flash')");
        });
        b.addThemeVariants(ButtonVariant.LUMO_TERTIARY_INLINE, ButtonVariant.LUMO_SMALL);
        b.addClassName(className);
        return b;
    }

    private static String kind(Step s) {
        if (s instanceof Step.Plan) {
            return "plan";
        }
        if (s instanceof Step.Call) {
            return "call";
        }
        return s instanceof Step.Think ? "think" : "final";
    }
}
