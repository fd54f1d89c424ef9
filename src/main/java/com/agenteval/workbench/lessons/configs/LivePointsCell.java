package com.agenteval.workbench.lessons.configs;

import com.agenteval.workbench.notebook.TableCell;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The saved live-agent runs as points beside the configs: accuracy over the runs that fall in this page's task sets,
 * how many tasks they cover, and their real mean tokens and cost (unknown for a model not in the price table).
 */
class LivePointsCell extends TableCell<LivePoint> {

    private final Function<String, String> t;
    private final Span note = new Span();
    private final Supplier<Boolean> enabled;

    /** {@code enabled}: whether the page includes live runs; the cell is hidden when it does not. */
    LivePointsCell(String title, Function<String, String> t, Supplier<Boolean> enabled) {
        super(title);
        this.t = t;
        this.enabled = enabled;
        setVisible(false);
        setId("live-points-cell");
        grid().setId("live-points-table");
        note.setId("live-points-note");
        note.addClassName("tt-muted");
        body().addComponentAsFirst(note);
        text(t.apply("configs.live.model"), LivePoint::name).setAutoWidth(true);
        number(t.apply("configs.table.accuracy"), LivePoint::accuracy, ConfigTableCell::fraction);
        text(t.apply("configs.live.runs"), p -> p.correct() + " / " + p.runs());
        text(t.apply("configs.live.covers"), p -> p.covered() + " / " + p.tasks());
        number(t.apply("configs.table.tokens"), LivePoint::meanTokens, ConfigTableCell::tokens);
        text(
                t.apply("configs.table.cost"),
                p -> p.meanCost() == null
                        ? t.apply("configs.live.cost-unknown")
                        : ConfigTableCell.dollars(p.meanCost()));
        allRowsVisible();
        grid().setHeight(null);
    }

    @Override
    protected void render(List<LivePoint> rows) {
        super.render(rows);
        setVisible(enabled.get());
        note.setText(rows.isEmpty() ? t.apply("configs.live.none") : t.apply("configs.live.note"));
        getContent().getElement().setAttribute("data-points", String.valueOf(rows.size()));
    }
}
