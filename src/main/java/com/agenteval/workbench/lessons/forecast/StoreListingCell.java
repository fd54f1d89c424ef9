package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.dom.Element;
import java.util.List;

/**
 * The store listing: one row per file, each linking to its replay. An invalid file keeps its row and shows its
 * reason in full (what is wrong, and where), so one bad file never hides the others or itself.
 */
class StoreListingCell extends OutputCell<List<StoreRow>> {

    private final Div table = new Div();

    StoreListingCell(String title) {
        super(title);
        table.addClassName("fc-listing");
        body().add(table);
    }

    @Override
    protected void render(List<StoreRow> rows) {
        Element t = new Element("table");
        t.getClassList().add("fc-fields");
        t.appendChild(TableRows.row("th", getTranslation("forecast.store.col.file"),
                getTranslation("forecast.store.col.validity"), getTranslation("forecast.store.col.notebook"),
                getTranslation("forecast.store.col.provider"), getTranslation("forecast.store.col.question"),
                getTranslation("forecast.store.col.created"), getTranslation("forecast.store.col.agents"),
                getTranslation("forecast.store.col.tokens"), getTranslation("forecast.store.col.outcome")));
        for (StoreRow r : rows) {
            Element tr = TableRows.row("td", "", validity(r), r.notebook(), r.provider(), r.question(), r.created(),
                    r.agents() == null ? "" : String.valueOf(r.agents()),
                    r.tokens() == null ? "" : Python.thousands(r.tokens()), r.outcome());
            tr.setAttribute("data-file", r.fileName());
            tr.getClassList().add(r.valid() ? "fc-valid" : "fc-invalid");
            Element link = new Element("a");
            link.setAttribute("href", ForecastReplayPage.url(r.fileName()));
            link.setAttribute("router-link", true);
            link.setText(r.fileName());
            tr.getChild(0).appendChild(link);
            tr.getChild(1).getClassList().add(r.valid() ? "trace-valid" : "trace-invalid");
            t.appendChild(tr);
        }
        table.getElement().removeAllChildren();
        table.getElement().appendChild(t);
    }

    private String validity(StoreRow row) {
        if (!row.valid()) {
            return getTranslation("forecast.store.invalid", row.reason());
        }
        if (StoreRow.PANEL.equals(row.kind()) || StoreRow.OUTCOMES.equals(row.kind())) {
            String kind = getTranslation(StoreRow.PANEL.equals(row.kind()) ? "forecast.store.panel"
                    : "forecast.store.outcomes");
            return row.readOnly() ? kind + " (" + getTranslation("forecast.replay.header.read-only") + ")" : kind;
        }
        return getTranslation(row.readOnly() ? "forecast.store.valid-read-only" : "forecast.store.valid");
    }
}
