package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.agent.Trace.TraceFormatter;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.judge.Scorecard.TraceComparison;
import com.agenteval.workbench.notebook.CsvDownload;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableBody;
import com.vaadin.flow.component.html.NativeTableCell;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One trace with the true labels and a judge's findings on the same steps, colour-coded: green where they agree,
 * red for a label the judge missed, amber for a finding no label backs. "Download CSV" under the table gives its
 * cells as shown, a cell's chips one per line.
 */
class TraceSideBySide extends Composite<Div> {

    static final String AGREE = "var(--lumo-success-color-10pct)";
    static final String MISSED = "var(--lumo-error-color-10pct)";
    static final String FALSE_ALARM = "var(--lumo-warning-color-10pct, #fff4d6)";

    TraceSideBySide(TraceComparison c) {
        List<String> lines = TraceFormatter.format(c.trace(), false).lines().toList();
        Div root = getContent();
        root.addClassName("trace-side-by-side");
        root.add(new Paragraph(lines.get(0)));
        NativeTable table = new NativeTable();
        table.getStyle()
                .set("border-collapse", "collapse")
                .set("width", "100%")
                .set("font-size", "var(--lumo-font-size-s)");
        NativeTableRow head = new NativeTableRow();
        for (String key :
                List.of("judges.side.step", "judges.side.did", "judges.side.labels", "judges.side.findings")) {
            head.addHeaderCell().setText(getTranslation(key));
        }
        table.getHead().addRows(head);
        NativeTableBody body = table.addBody();
        for (Step s : c.trace().steps()) {
            body.addRows(row(c, s.index(), lines.get(1 + s.index()).strip().replaceFirst("^\\[\\d+\\]\\s*", "")));
        }
        root.add(
                table,
                CsvDownload.table(getTranslation("notebook.download-csv"), "judge-" + c.traceId(), table.getElement()),
                new Paragraph(lines.get(lines.size() - 1).strip()));
    }

    private NativeTableRow row(TraceComparison c, int step, String did) {
        NativeTableRow row = new NativeTableRow();
        row.addClassName("step-row");
        row.getElement().setAttribute("data-step", String.valueOf(step));
        row.addDataCell().setText(String.valueOf(step));
        NativeTableCell what = row.addDataCell();
        what.setText(did);
        what.getStyle().set("font-family", "var(--lumo-font-family-monospace, monospace)");
        NativeTableCell labels = row.addDataCell();
        String status = "";
        for (TraceComparison.LabelMatch l : c.labels()) {
            ErrorLabel e = l.label();
            if (e.step() == step) {
                boolean found = l.found() == TraceComparison.Found.ROOT || l.found() == TraceComparison.Found.SYMPTOM;
                add(
                        labels,
                        chip(
                                "label",
                                metrics(e.metrics()) + " " + e.mode().wireName() + " · "
                                        + getTranslation(
                                                "judges.found." + l.found().wireName()),
                                found ? AGREE : MISSED));
                status = found ? (status.isEmpty() ? "agree" : status) : "missed";
            } else if (e.symptom() == step) {
                Span note = new Span(getTranslation("judges.side.symptom-of", e.id(), metrics(e.metrics())));
                note.getStyle().set("color", "var(--lumo-secondary-text-color)");
                add(labels, note);
            }
        }
        NativeTableCell findings = row.addDataCell();
        for (TraceComparison.FindingMatch f : c.findings()) {
            Finding x = f.finding();
            if (x.step() == step) {
                boolean agrees = f.backing() == TraceComparison.Backing.AGREES;
                add(
                        findings,
                        chip(
                                "finding",
                                x.metric().name() + " " + x.severity().wireName() + ": " + x.evidence() + " · "
                                        + getTranslation("judges.backing."
                                                + f.backing().wireName().replace('_', '-')),
                                agrees ? AGREE : FALSE_ALARM));
                status = agrees
                        ? (status.isEmpty() ? "agree" : status)
                        : status.equals("missed") ? status : "false-alarm";
            }
        }
        if (!status.isEmpty()) {
            row.getElement().setAttribute("data-status", status);
        }
        for (NativeTableCell cell : List.of(what, labels, findings)) {
            // a long call (query_db(table="bank_market_cap", ...)) may wrap inside a token: otherwise the table
            // was wider than the page at 1280 px and the findings column was cut off (issue 26)
            cell.getStyle()
                    .set("padding", "var(--lumo-space-xs)")
                    .set("vertical-align", "top")
                    .set("border-top", "1px solid var(--lumo-contrast-10pct)")
                    .set("overflow-wrap", "anywhere");
        }
        return row;
    }

    /**
     * Adds a chip to a cell, after a line break when it is not the first: the chips are blocks, so the break does
     * not show, but the cell's text (and so its CSV field) has one chip a line.
     */
    private static void add(NativeTableCell cell, Span chip) {
        if (cell.getElement().getChildCount() > 0) {
            cell.add(new Text("\n"));
        }
        cell.add(chip);
    }

    private static Span chip(String kind, String text, String background) {
        Span s = new Span(text);
        s.addClassName(kind);
        s.getStyle()
                .set("display", "block")
                .set("background", background)
                .set("border-radius", "4px")
                .set("padding", "0 var(--lumo-space-xs)")
                .set("margin-bottom", "2px");
        return s;
    }

    static String metrics(List<Metric> metrics) {
        return metrics.stream().map(Enum::name).collect(Collectors.joining("+"));
    }
}
