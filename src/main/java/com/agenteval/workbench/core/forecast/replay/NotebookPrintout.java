package com.agenteval.workbench.core.forecast.replay;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.AgentGate;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.AgentReplay;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.ToolAuditRow;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * What the book's notebook 04 prints for a replayed run, section by section, with the notebook's own print
 * statements: the same fields, in the same order, formatted the same way ({@code :.2f}, {@code :,}, the first 400
 * characters of the rationale). Sections about one agent are the first agent's ({@code artifact} in the notebook);
 * the two-agent section is the first two. The replay page shows these texts; a golden test compares them with the
 * notebook's code run over the book's capture.
 *
 * <pre>{@code
 * Map<String, String> sections = NotebookPrintout.of(replay, "04_research_agent_...json").sections();
 * sections.get(NotebookPrintout.FORECAST);   // "=== Forecast ===\nAgent:                  agent_0\n..."
 * }</pre>
 */
public record NotebookPrintout(Map<String, String> sections) {

    public static final String HEADER = "header";
    public static final String ESTABLISH = "establish";
    public static final String FORECAST = "forecast";
    public static final String RATIONALE = "rationale";
    public static final String FINDINGS = "findings";
    public static final String AUDIT = "audit";
    public static final String GATES = "gates";
    public static final String SUMMARY = "summary";
    public static final String PAIR = "pair";
    public static final String CHART = "chart";
    public static final String PERSISTED = "persisted";

    /** The book's chart: {@code COLORS["blue"]} and {@code COLORS["copper"]} of its {@code utils/style.py}. */
    public static final List<String> BOOK_COLORS = List.of("#0a1628", "#C87533");

    public static final String CHART_TITLE = "Two runs of one research agent on the same question";
    public static final String CHART_X = "Research agent";
    /** The notebook's y label, written for its question (the contested Fed question). */
    public static final String CHART_Y_BOOK = "Probability of a 2026 Fed rate hike";

    /** The notebook's {@code ax.bar(..., width=0.58)}: each bar's share of its slot. */
    public static final double BAR_WIDTH = 0.58;
    /** The headroom above the highest bar: {@code ax.set_ylim(0, max(a.p_yes for a in pair) + 0.10)}. */
    public static final double CHART_HEADROOM = 0.10;

    /**
     * The top of the chart's y axis as a probability, as the notebook sets it: the highest p_yes drawn plus
     * {@value #CHART_HEADROOM}; 1 when no bar is drawn (the notebook always has two).
     */
    public static double chartTop(List<Double> pYes) {
        Double max = null;
        for (Double p : pYes) {
            if (p != null && (max == null || p > max)) {
                max = p;
            }
        }
        return max == null ? 1.0 : max + CHART_HEADROOM;
    }

    public NotebookPrintout {
        sections = Collections.unmodifiableMap(new LinkedHashMap<>(sections));
    }

    /**
     * The whole printout as one text, to compare with the notebook's output line for line: every section in the
     * notebook's order, exactly as {@link #sections()} holds it, a blank line between two sections, a line end last.
     */
    public String text() {
        return String.join("\n\n", sections.values()) + "\n";
    }

    public static NotebookPrintout of(ReplayAnalysis r, String fileName) {
        Map<String, String> s = new LinkedHashMap<>();
        ReplayAnalysis.Header h = r.header();
        s.put(
                HEADER,
                String.join(
                        "\n",
                        "Mode:     " + h.mode(),
                        "Provider: " + h.provider(),
                        "Search:   " + h.search(),
                        "Question: " + h.question()));
        ReplayAnalysis.Checks c = r.checks();
        s.put(
                ESTABLISH,
                "Pinned trace: " + c.searchResults() + " search results, "
                        + (c.datedResults() == 0
                                ? "none carrying a publication date"
                                : c.datedResults() + " carrying a publication date"));
        if (!r.agents().isEmpty()) {
            AgentReplay a = r.agents().get(0);
            s.put(FORECAST, forecast(a));
            s.put(RATIONALE, "Rationale:\n" + Python.head(a.rationale() == null ? "" : a.rationale(), 400));
            s.put(FINDINGS, findings(a));
            s.put(AUDIT, audit(a.toolAudit()));
            s.put(GATES, gates(r.gates(), a.agentId()));
            s.put(SUMMARY, a.summary());
        }
        if (r.agents().size() >= 2) {
            s.put(PAIR, pair(r.agents().subList(0, 2)));
            s.put(CHART, chart(r, r.agents().subList(0, 2)));
        }
        s.put(
                PERSISTED,
                "Replayed " + r.llmCalls().size() + " model calls (" + Python.thousands(r.totalTokens())
                        + " tokens) from " + fileName);
        return new NotebookPrintout(s);
    }

    private static String forecast(AgentReplay a) {
        return String.join(
                "\n",
                "=== Forecast ===",
                "Agent:                  " + a.agentId(),
                "Produced a forecast:    " + (a.forecastProduced() ? "True" : "False"),
                "p(YES):                 " + fixed2(a.pYes()),
                "Confidence heuristic:   " + fixed2(a.derived().confidence()),
                "Sentiment heuristic:    "
                        + (a.derived().sentiment() == null
                                ? "None"
                                : a.derived().sentiment().value()),
                "Evidence volume class:  " + a.derived().evidenceQuality().value(),
                "Searches:               " + a.searches(),
                "Documents read:         " + a.sources(),
                "Tokens:                 " + Python.thousands(a.totalTokens()));
    }

    /** Key Findings and Uncertainties, each only when non-empty, as the notebook's two ifs print them. */
    private static String findings(AgentReplay a) {
        List<String> lines = new ArrayList<>();
        if (!a.derived().keyFindings().isEmpty()) {
            lines.add("Key Findings:");
            a.derived().keyFindings().forEach(f -> lines.add("  • " + f));
        }
        if (!a.derived().uncertainties().isEmpty()) {
            if (!lines.isEmpty()) {
                lines.add("");
            }
            lines.add("Uncertainties:");
            a.derived().uncertainties().forEach(u -> lines.add("  • " + u));
        }
        return String.join("\n", lines);
    }

    /** The replay audit's rows, query, status and results, tab-separated (the notebook shows them as a table). */
    private static String audit(List<ToolAuditRow> rows) {
        List<String> lines = new ArrayList<>();
        lines.add("query\tstatus\tresults");
        rows.forEach(r -> lines.add(r.query() + "\t" + r.status() + "\t" + r.results()));
        return String.join("\n", lines);
    }

    private static String gates(List<AgentGate> gates, String agentId) {
        List<String> lines = new ArrayList<>();
        gates.stream()
                .filter(g -> g.agentId().equals(agentId))
                .forEach(g ->
                        lines.add("  [" + (g.passed() ? "PASS" : "FAIL") + "] " + g.gateName() + ": " + g.reason()));
        return String.join("\n", lines);
    }

    private static String pair(List<AgentReplay> pair) {
        List<String> lines = new ArrayList<>();
        for (AgentReplay a : pair) {
            lines.add(a.agentId() + ": confidence=" + fixed2(a.derived().confidence()) + ", sentiment="
                    + (a.derived().sentiment() == null
                            ? "None"
                            : a.derived().sentiment().value()));
        }
        lines.add("Both produced a forecast: "
                + (pair.stream().allMatch(AgentReplay::forecastProduced) ? "True" : "False"));
        return String.join("\n", lines);
    }

    /** The chart's texts: title, subtitle, axis labels, then each bar's label ({@code :.0%}). */
    private static String chart(ReplayAnalysis r, List<AgentReplay> pair) {
        List<String> lines = new ArrayList<>();
        lines.add("title: " + CHART_TITLE);
        lines.add("subtitle: " + chartSubtitle(r));
        lines.add("x: " + CHART_X);
        lines.add("y: " + chartY(r));
        for (AgentReplay a : pair) {
            lines.add(a.agentId() + ": " + (a.pYes() == null ? "n/a" : Python.percent(a.pYes(), 0)));
        }
        return String.join("\n", lines);
    }

    /** The notebook's subtitle, its capture date and dating taken from this run. */
    public static String chartSubtitle(ReplayAnalysis r) {
        ReplayAnalysis.Checks c = r.checks();
        return "Same question, prompts and tools; " + r.header().capturedOn() + " capture, "
                + (c.datedResults() == 0
                        ? "search results carry no publication dates"
                        : c.datedResults() + " of " + c.searchResults() + " search results carry a publication date");
    }

    /** The notebook's y label for its own run; other runs' questions get a label that does not name the Fed. */
    public static String chartY(ReplayAnalysis r) {
        return "04_research_agent".equals(r.header().notebook()) ? CHART_Y_BOOK : "Probability of YES";
    }

    private static String fixed2(@Nullable Double x) {
        return x == null ? "None" : Python.fixed(x, 2);
    }
}
