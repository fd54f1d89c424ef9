package com.agenteval.workbench.lessons.mcpcalls;

import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession.ExternalCall;
import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.tools.Tools.TruthCheck;
import com.agenteval.workbench.notebook.CsvDownload;
import com.agenteval.workbench.notebook.OutputCell;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.function.ValueProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The recorded MCP sessions, newest first: per session a summary line, its calls (step, tool, arguments, result,
 * the data version that answered, the truth check), the rule judge's findings, and the session's JSON. Everything
 * a client sent is shown as text, never as HTML, and cut to a readable length.
 */
class McpSessionsCell extends OutputCell<List<ExternalSession>> {

    private static final int MAX_SHOWN = 300;

    McpSessionsCell(String title) {
        super(title);
    }

    @Override
    protected void render(List<ExternalSession> sessions) {
        body().removeAll();
        if (sessions.isEmpty()) {
            Div none = new Div(getTranslation("mcp.sessions.none"));
            none.setId("mcp-no-sessions");
            body().add(none);
            return;
        }
        boolean first = true;
        for (ExternalSession s : sessions) {
            body().add(session(s, first));
            first = false;
        }
    }

    private Details session(ExternalSession s, boolean open) {
        Verdict verdict = s.verdict();
        String summary = getTranslation(
                "mcp.session.summary",
                s.id(),
                s.client().isEmpty() ? "?" : s.client(),
                s.calls().size(),
                s.refused(),
                s.count(TruthCheck.Status.DIFFERS),
                verdict.findings().size());
        Div content = new Div();
        content.add(calls(s));
        if (s.dropped() > 0) {
            content.add(new Div(getTranslation("mcp.session.dropped", s.dropped())));
        }
        content.add(findings(verdict));
        Pre json = new Pre(json(s));
        json.addClassName("nb-code");
        Details jsonView = new Details(getTranslation("mcp.session.json"), json);
        jsonView.addClassName("mcp-json");
        content.add(jsonView);
        Details d = new Details(new Span(summary), content);
        d.setOpened(open);
        d.setId("mcp-session-" + s.id());
        d.addClassName("mcp-session");
        return d;
    }

    private Div calls(ExternalSession s) {
        Grid<ExternalCall> grid = new Grid<>();
        // each column's header and text once: the grid shows them and "Download CSV" writes them
        List<String> headers = List.of(
                "#",
                getTranslation("mcp.call.tool"),
                getTranslation("mcp.call.args"),
                getTranslation("mcp.call.result"),
                getTranslation("mcp.call.read-from"),
                getTranslation("mcp.call.truth"));
        List<ValueProvider<ExternalCall, String>> texts = List.of(
                c -> Integer.toString(c.step().index()),
                ExternalCall::tool,
                c -> shown(argsText(c)),
                c -> shown(resultText(c.result())),
                c -> c.readFrom() == null ? "\u2014" : c.readFrom().wireName(),
                this::truthText);
        List<Grid.Column<ExternalCall>> columns = new ArrayList<>();
        for (int i = 0; i < headers.size(); i++) {
            columns.add(grid.addColumn(texts.get(i)).setHeader(headers.get(i)));
        }
        columns.get(0).setAutoWidth(true).setFlexGrow(0);
        columns.get(1).setAutoWidth(true);
        columns.get(2).setFlexGrow(2);
        columns.get(3).setFlexGrow(2);
        columns.get(4).setAutoWidth(true);
        columns.get(5).setFlexGrow(2);
        grid.setItems(s.calls());
        grid.setAllRowsVisible(true);
        // all rows visible: the browser asks for every row at once, and Vaadin refuses a fetch of more than ten
        // pages (at the default 50 rows a page, 500: the most calls a session keeps), drawing only the first page
        grid.setPageSize(Math.max(grid.getPageSize(), s.calls().size()));
        grid.addThemeVariants(GridVariant.LUMO_WRAP_CELL_CONTENT, GridVariant.LUMO_COMPACT);
        grid.addClassName("mcp-calls");
        List<ExternalCall> calls = List.copyOf(s.calls());
        return new Div(
                grid,
                CsvDownload.link(
                        getTranslation("notebook.download-csv"),
                        "mcp-session-" + s.id(),
                        () -> CsvDownload.csv(
                                headers,
                                calls.stream()
                                        .map(c -> texts.stream()
                                                .map(t -> t.apply(c))
                                                .toList())
                                        .toList())));
    }

    private Div findings(Verdict v) {
        Div d = new Div();
        d.addClassName("mcp-findings");
        if (v.findings().isEmpty()) {
            d.setText(getTranslation("mcp.findings.none"));
            return d;
        }
        d.add(new Span(getTranslation("mcp.findings.title")));
        UnorderedList list = new UnorderedList();
        for (Finding f : v.findings()) {
            list.add(new ListItem(
                    f.metric() + " @ " + f.step() + " (" + f.severity().wireName() + "): " + shown(f.evidence())));
        }
        d.add(list);
        return d;
    }

    private String truthText(ExternalCall c) {
        TruthCheck t = c.truth();
        String head = getTranslation(
                "tools.truth." + t.status().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        if (t.differences().isEmpty()) {
            return head + (t.rankingDiffers() ? " " + getTranslation("tools.truth.ranking") : "");
        }
        return head + " "
                + t.differences().stream()
                        .map(d -> getTranslation(
                                "tools.truth.difference",
                                d.key().entity(),
                                Integer.toString(d.key().year()),
                                PyFloats.repr(d.read()),
                                PyFloats.repr(d.truth()),
                                getTranslation("tools.why."
                                        + d.reason()
                                                .name()
                                                .toLowerCase(Locale.ROOT)
                                                .replace('_', '-'))))
                        .collect(Collectors.joining("; "));
    }

    /** The arguments as the module prints a dict: the client's key order, Python literals. */
    private static String argsText(ExternalCall c) {
        return c.step().args().repr();
    }

    private static String resultText(ToolResult r) {
        if (r instanceof ToolResult.Failed f) {
            return "ERROR: " + f.error();
        }
        if (r instanceof ToolResult.Raised x) {
            return "ERROR: " + x.type() + ": " + x.message();
        }
        return ((ToolResult.Ok) r).text().value();
    }

    private static String json(ExternalSession s) {
        try {
            return PyJson.dumpsPretty(s.toPy());
        } catch (RuntimeException e) {
            return String.valueOf(e.getMessage());
        }
    }

    private static String shown(String text) {
        return text.length() <= MAX_SHOWN ? text : text.substring(0, MAX_SHOWN) + " …";
    }
}
