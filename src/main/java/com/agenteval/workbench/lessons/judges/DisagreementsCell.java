package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.core.judge.Scorecard.TraceComparison;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.OutputCell;
import com.agenteval.workbench.notebook.ParametersCell;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Predicate;

/**
 * The drill-down: traces where a judge and the labels disagree (or the chosen subset), each opening to the trace with
 * the true labels beside the judge's findings. Opening one builds its table.
 */
class DisagreementsCell extends OutputCell<DisagreementsCell.Drill> {

    static final int LIMIT = 30;

    /** The subsets the drill-down can list, in the order the page offers them. */
    static final List<String> SHOW = List.of("disagree", "missed", "false-alarm", "lucky");

    /**
     * What to list.
     *
     * @param judge    the judge's name
     * @param matching every trace that matches the chosen filter, in trace order
     * @param traces   each matching trace's link to its task's trace on {@code /agent}
     */
    record Drill(String judge, List<TraceComparison> matching, List<String> traces) {
        Drill {
            Objects.requireNonNull(judge, "judge");
            matching = List.copyOf(matching);
            traces = List.copyOf(traces);
            if (traces.size() != matching.size()) {
                throw new IllegalArgumentException("one trace link per matching trace");
            }
        }

        List<TraceComparison> shown() {
            return matching.subList(0, Math.min(LIMIT, matching.size()));
        }
    }

    /**
     * The traces of {@code card} that match {@code show} (one of {@link #SHOW}), each with {@code traceLink} of its
     * position in the trace set (the task's position in the list).
     */
    static Drill drill(Scorecard card, String judge, String show, IntFunction<String> traceLink) {
        Predicate<TraceComparison> filter = switch (show) {
            case "missed" -> c -> !c.missed().isEmpty();
            case "false-alarm" -> c -> !c.unbacked().isEmpty();
            case "lucky" -> TraceComparison::luckyCorrect;
            default -> TraceComparison::disagrees;
        };
        List<TraceComparison> matching = new ArrayList<>();
        List<String> traces = new ArrayList<>();
        List<TraceComparison> all = card.comparisons();
        for (int i = 0; i < all.size(); i++) {
            if (filter.test(all.get(i))) {
                matching.add(all.get(i));
                traces.add(traceLink.apply(i));
            }
        }
        return new Drill(judge, matching, traces);
    }

    /** The drill-down's choice of subset ({@code show}), on the page's drill-down parameters. */
    static ChoiceParam<String> addShow(ParametersCell cell) {
        return cell.choice(
                "show",
                cell.getTranslation("judges.show"),
                SHOW,
                "disagree",
                Function.identity(),
                s -> cell.getTranslation("judges.show." + s));
    }

    DisagreementsCell(String title) {
        super(title);
        setId("drill-down");
    }

    @Override
    protected void render(Drill drill) {
        body().removeAll();
        Paragraph count = new Paragraph(getTranslation(
                "judges.drill.count",
                drill.matching().size(),
                drill.shown().size(),
                getTranslation("judges.judge." + drill.judge())));
        count.setId("drill-count");
        body().add(count);
        List<TraceComparison> shown = drill.shown();
        for (int i = 0; i < shown.size(); i++) {
            TraceComparison c = shown.get(i);
            // the task id opens its trace on /agent, beside the summary (a link inside a details' summary would nest
            // one control in another, axe's nested-interactive); the summary opens the side-by-side below
            Anchor id = new Anchor(drill.traces().get(i), c.traceId());
            id.addClassName("drill-trace-link");
            Details item = new Details(new Span(summary(c)));
            item.addClassName("drill-item");
            item.addOpenedChangeListener(e -> {
                if (e.isOpened() && item.getContent().findAny().isEmpty()) {
                    item.add(new TraceSideBySide(c));
                }
            });
            Div row = new Div(id, item);
            row.setId("drill-" + c.traceId());
            row.addClassName("drill-row");
            row.getStyle().set("display", "flex").set("gap", "0.5em").set("align-items", "baseline");
            body().add(row);
        }
    }

    private String summary(TraceComparison c) {
        List<String> parts = new ArrayList<>();
        parts.add(getTranslation(c.trace().correct() ? "judges.drill.correct" : "judges.drill.wrong"));
        if (c.luckyCorrect()) {
            parts.add(getTranslation("judges.drill.lucky"));
        }
        List<String> missed = c.missed().stream()
                .map(l -> TraceSideBySide.metrics(l.label().metrics()) + "@"
                        + l.label().step())
                .toList();
        if (!missed.isEmpty()) {
            parts.add(getTranslation("judges.drill.missed") + " " + String.join(", ", missed));
        }
        List<String> unbacked = c.unbacked().stream()
                .map(f -> f.finding().metric().name() + "@" + f.finding().step())
                .toList();
        if (!unbacked.isEmpty()) {
            parts.add(getTranslation("judges.drill.false-alarms") + " " + String.join(", ", unbacked));
        }
        return String.join(" · ", parts);
    }
}
