package com.agenteval.workbench.lessons.mcpcalls;

import com.agenteval.workbench.app.mcp.McpProperties;
import com.agenteval.workbench.core.mcp.ExternalCallLog;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession;
import com.agenteval.workbench.core.mcp.WorldQuery;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.notebook.ExplanationCell;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.agenteval.workbench.notebook.NotebookPage;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinRequest;
import java.net.MalformedURLException;
import java.net.URL;
import java.util.List;
import java.util.Optional;

/**
 * The calls external MCP clients made to the world's tools: one trace per client session, each call with the data
 * version that answered, its comparison with the truth, and the rule judge's findings; the JSON of a session.
 * The log lives in memory, so the page reads it on every visit and on "Refresh".
 */
@Route("mcp-calls")
@Menu(order = 25, title = "MCP calls")
public class McpCallsPage extends NotebookPage {

    private static final String FALLBACK = "http://localhost:8080";

    public McpCallsPage(ExternalCallLog log, McpProperties properties) {
        ExplanationCell intro = explain("mcp-calls/intro");
        intro.fill("origin", origin(VaadinRequest.getCurrent()));
        // the connect text names the address the browser is at (another port, a host name, a proxy in front)
        addAttachListener(e ->
                e.getUI().getPage().fetchCurrentURL(url -> origin(url).ifPresent(o -> intro.fill("origin", o))));
        output(new KeyFiguresCell(t("mcp.figures.title")), () -> figures(log, properties))
                .setId("mcp-figures");
        Button refresh = cell(new Button(t("mcp.refresh"), e -> rerunAll()));
        refresh.setId("mcp-refresh");
        McpSessionsCell sessions = output(new McpSessionsCell(t("mcp.sessions.title")), log::sessions);
        sessions.setId("mcp-sessions");
    }

    private List<KeyFigure> figures(ExternalCallLog log, McpProperties p) {
        List<ExternalSession> sessions = log.sessions();
        long calls = sessions.stream().mapToLong(s -> s.calls().size()).sum();
        return List.of(
                new KeyFigure(
                        "endpoint",
                        t("mcp.figures.endpoint"),
                        "/mcp",
                        t("mcp.figures.endpoint.note", WorldQuery.example("/mcp"))),
                new KeyFigure(
                        "world",
                        t("mcp.figures.world"),
                        "seed " + p.worldSeed(),
                        t(
                                "mcp.figures.world.note",
                                p.nStale(),
                                PyFormat.repr(p.memoryAcc()),
                                PyFormat.repr(p.webExact()),
                                PyFormat.repr(p.webRounded()))),
                KeyFigure.of("descriptions", t("mcp.figures.descriptions"), p.descriptions()),
                new KeyFigure(
                        "sessions",
                        t("mcp.figures.sessions"),
                        Integer.toString(sessions.size()),
                        t("mcp.figures.sessions.note", calls, log.maxSessions(), log.maxCallsPerSession())));
    }

    /** The scheme, host and port of the address the browser used, if it is a plain one. */
    static Optional<String> origin(URL url) {
        String o = url.getProtocol() + "://" + url.getHost() + (url.getPort() < 0 ? "" : ":" + url.getPort());
        return o.matches("https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?") ? Optional.of(o) : Optional.empty();
    }

    /** Until the browser has told its address: the one the request came to. */
    private static String origin(VaadinRequest request) {
        String host = request == null ? null : request.getHeader("Host");
        try {
            return host == null ? FALLBACK : origin(new URL("http://" + host)).orElse(FALLBACK);
        } catch (MalformedURLException e) {
            return FALLBACK;
        }
    }

    private String t(String key, Object... args) {
        return getTranslation(key, args);
    }
}
