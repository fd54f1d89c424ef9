package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.AggregationReport;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.Difference;
import com.agenteval.workbench.notebook.CsvDownload;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.dom.Element;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The panel's probability by every aggregation method, recomputed over the agents that forecast, beside what the
 * file recorded. A recorded aggregation in another shape than {@code {method: p}} is shown as the file has it.
 */
class AggregationCell extends OutputCell<AggregationReport> {

    AggregationCell(String title) {
        super(title);
    }

    @Override
    protected void render(AggregationReport report) {
        body().removeAll();
        Paragraph over = new Paragraph(getTranslation(
                "forecast.aggregation.over",
                report.nForecasts(),
                report.excludedAgents().isEmpty()
                        ? getTranslation("forecast.agent.none")
                        : String.join(", ", report.excludedAgents()),
                Python.fixed(report.extremizingD(), 4)));
        over.addClassName("fc-aggregation-over");
        body().add(over);
        if (report.methods().isEmpty()) {
            body().add(new Paragraph(getTranslation("forecast.aggregation.nobody")));
        } else {
            Map<?, ?> recorded = report.recorded() instanceof Map<?, ?> m ? m : Map.of();
            Set<String> differs =
                    report.differences().stream().map(Difference::field).collect(Collectors.toSet());
            Element table = new Element("table");
            table.getClassList().add("fc-fields");
            table.appendChild(TableRows.row(
                    "th",
                    getTranslation("forecast.aggregation.method"),
                    getTranslation("forecast.aggregation.recomputed"),
                    getTranslation("forecast.aggregation.recorded"),
                    ""));
            report.methods().forEach((method, p) -> {
                Object r = recorded.get(method);
                String recordedText =
                        r instanceof Number n ? Python.fixed(n.doubleValue(), 4) : r == null ? "—" : String.valueOf(r);
                Element tr = TableRows.row(
                        "td",
                        method,
                        Python.fixed(p, 4) + " (" + Python.percent(p, 1) + ")",
                        recordedText,
                        differs.contains(method) ? getTranslation("forecast.agent.differs") : "");
                tr.setAttribute("data-method", method);
                if (differs.contains(method)) {
                    tr.getClassList().add("fc-differs");
                }
                table.appendChild(tr);
            });
            Div wrap = new Div();
            wrap.getElement().appendChild(table);
            wrap.add(CsvDownload.table(getTranslation("notebook.download-csv"), "aggregation", table));
            body().add(wrap);
        }
        if (report.recorded() == null) {
            body().add(new Paragraph(getTranslation("forecast.aggregation.none-recorded")));
        } else {
            body().add(new Paragraph(getTranslation("forecast.aggregation.as-recorded")));
            Pre raw = new Pre(Json.compact(report.recorded()));
            raw.addClassName("fc-raw");
            body().add(raw);
        }
    }
}
