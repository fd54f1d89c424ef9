package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.Derivations.DerivedFields;
import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.AgentReplay;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.Difference;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.RecordedFields;
import com.agenteval.workbench.notebook.CsvDownload;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H4;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.dom.Element;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Each agent's artifact as the notebook prints it: whether it forecast, p_yes, the derived heuristics, counts and
 * tokens. Derived fields are the ones this page recomputed from p_yes and the rationale; what the file recorded
 * stands beside them, and a disagreement is flagged. Model text (rationale, findings) is plain text. The book prints
 * agent_0's artifact: it comes first, the other agents behind the "other agents" control ({@link OtherAgents}).
 */
class AgentFieldsCell extends OutputCell<List<AgentReplay>> {

    AgentFieldsCell(String title) {
        super(title);
    }

    @Override
    protected void render(List<AgentReplay> agents) {
        OtherAgents.show(body(), agents, this::agent, n -> getTranslation("forecast.other-agents", n));
    }

    private Div agent(AgentReplay a) {
        Map<String, Difference> differs =
                a.differences().stream().collect(Collectors.toMap(Difference::field, Function.identity(), (x, y) -> x));
        Div section = new Div();
        section.addClassName("fc-agent");
        section.getElement().setAttribute("data-agent", a.agentId());
        section.add(new H4(getTranslation("forecast.agent.title", a.agentId())));
        if (!a.forecastProduced()) {
            Paragraph warn = new Paragraph(getTranslation("forecast.agent.did-not-forecast"));
            warn.addClassName("fc-warning");
            section.add(warn);
        }

        Element table = new Element("table");
        table.getClassList().add("fc-fields");
        table.appendChild(row(
                "th", "", getTranslation("forecast.agent.col.page"), getTranslation("forecast.agent.col.file"), ""));
        DerivedFields d = a.derived();
        RecordedFields r = a.recorded();
        String produced = yesNo(a.forecastProduced())
                + ("recorded".equals(a.forecastProducedSource())
                        ? ""
                        : " (" + getTranslation("forecast.agent.inferred") + ")");
        table.appendChild(field(
                "forecast_produced",
                getTranslation("forecast.agent.produced"),
                produced,
                "recorded".equals(a.forecastProducedSource())
                        ? yesNo(a.forecastProduced())
                        : getTranslation("forecast.agent.not-recorded"),
                differs));
        String p = a.pYes() == null ? "n/a" : Python.fixed(a.pYes(), 2);
        table.appendChild(field("p_yes", "p(YES)", p, p, differs));
        table.appendChild(field(
                "confidence",
                getTranslation("forecast.agent.confidence"),
                d.confidence() == null ? "n/a" : Python.fixed(d.confidence(), 2),
                r.confidence() == null ? notRecorded() : Python.fixed(r.confidence(), 2),
                differs));
        table.appendChild(field(
                "sentiment",
                getTranslation("forecast.agent.sentiment"),
                d.sentiment() == null ? "n/a" : d.sentiment().value(),
                orNotRecorded(r.sentiment()),
                differs));
        table.appendChild(field(
                "evidence_quality",
                getTranslation("forecast.agent.evidence"),
                d.evidenceQuality().value(),
                orNotRecorded(r.evidenceQuality()),
                differs));
        table.appendChild(field(
                "search_queries_made",
                getTranslation("forecast.agent.searches"),
                counted(differs, "search_queries_made", a.searches()),
                String.valueOf(a.searches()),
                differs));
        table.appendChild(field(
                "sources_consulted",
                getTranslation("forecast.agent.documents"),
                counted(differs, "sources_consulted", a.sources()),
                String.valueOf(a.sources()),
                differs));
        String tokens = Python.thousands(a.totalTokens());
        table.appendChild(field("total_tokens", getTranslation("forecast.agent.tokens"), tokens, tokens, differs));
        table.appendChild(field(
                "key_findings",
                getTranslation("forecast.agent.key-findings"),
                items(d.keyFindings()),
                r.keyFindings() == null ? notRecorded() : items(r.keyFindings()),
                differs));
        table.appendChild(field(
                "uncertainties",
                getTranslation("forecast.agent.uncertainties"),
                items(d.uncertainties()),
                r.uncertainties() == null ? notRecorded() : items(r.uncertainties()),
                differs));
        Div fields = new Div();
        fields.getElement().appendChild(table);
        fields.add(CsvDownload.table(getTranslation("notebook.download-csv"), "fields-" + a.agentId(), table));
        section.add(fields);

        if (a.status() != null || a.failureReason() != null) {
            section.add(new Paragraph(
                    "status: " + a.status() + (a.failureReason() == null ? "" : " (" + a.failureReason() + ")")));
        }
        section.add(heading(getTranslation("forecast.agent.rationale")));
        Paragraph rationale = new Paragraph(a.rationale() == null ? "" : a.rationale());
        rationale.addClassNames("fc-model-text", "fc-rationale");
        section.add(rationale);
        section.add(heading(getTranslation("forecast.agent.key-findings-recomputed")));
        section.add(list("fc-key-findings", d.keyFindings()));
        if (differs.containsKey("key_findings")) {
            section.add(heading(getTranslation("forecast.agent.key-findings-recorded")));
            section.add(list("fc-key-findings-recorded", r.keyFindings()));
        }
        section.add(heading(getTranslation("forecast.agent.uncertainties-recomputed")));
        section.add(list("fc-uncertainties", d.uncertainties()));
        if (differs.containsKey("uncertainties")) {
            section.add(heading(getTranslation("forecast.agent.uncertainties-recorded")));
            section.add(list("fc-uncertainties-recorded", r.uncertainties()));
        }
        return section;
    }

    /** The count as this page derives it from the steps when it disagrees with the file's counter. */
    private static String counted(Map<String, Difference> differs, String field, int recorded) {
        Difference d = differs.get(field);
        return d == null ? String.valueOf(recorded) : String.valueOf(d.recomputed());
    }

    private Element field(String key, String label, String page, String file, Map<String, Difference> differs) {
        boolean differ = differs.containsKey(key);
        Element tr = row("td", label, page, file, differ ? getTranslation("forecast.agent.differs") : "");
        tr.setAttribute("data-field", key);
        if (differ) {
            tr.getClassList().add("fc-differs");
        }
        return tr;
    }

    private static Element row(String tag, String label, String page, String file, String note) {
        Element tr = new Element("tr");
        tr.appendChild(
                cell(tag, label, "fc-label"),
                cell(tag, page, "fc-recomputed"),
                cell(tag, file, "fc-recorded"),
                cell(tag, note, "fc-note"));
        return tr;
    }

    private static Element cell(String tag, String text, String className) {
        Element c = new Element(tag);
        c.setText(text);
        c.getClassList().add(className);
        return c;
    }

    private Span heading(String text) {
        Span s = new Span(text);
        s.addClassName("fc-subheading");
        return s;
    }

    private UnorderedList list(String className, List<String> items) {
        UnorderedList ul = new UnorderedList();
        ul.addClassName(className);
        if (items == null || items.isEmpty()) {
            ListItem none = new ListItem(items == null ? notRecorded() : getTranslation("forecast.agent.none"));
            none.addClassName("fc-empty");
            ul.add(none);
            return ul;
        }
        items.forEach(i -> ul.add(new ListItem(i)));
        return ul;
    }

    private String items(List<String> items) {
        return items.isEmpty()
                ? getTranslation("forecast.agent.none")
                : getTranslation("forecast.agent.items", items.size());
    }

    private String yesNo(boolean b) {
        return getTranslation(b ? "forecast.yes" : "forecast.no");
    }

    private String notRecorded() {
        return getTranslation("forecast.agent.not-recorded");
    }

    private String orNotRecorded(String value) {
        return value == null ? notRecorded() : value;
    }
}
