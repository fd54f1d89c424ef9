package com.agenteval.workbench.core.forecast.replay;

import com.agenteval.workbench.core.forecast.Derivations;
import com.agenteval.workbench.core.forecast.Derivations.DerivedFields;
import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Everything the replay page shows about one saved run, computed from the file alone with no model or search call.
 *
 * <pre>{@code
 * ReplayAnalysis replay = ReplayAnalysis.of(store.load(fileName));
 * replay.checks().datedResults();                 // how many search results carry a date
 * replay.agents().get(0).differences();           // recorded derived fields that the notebook's rules disagree with
 * replay.aggregation().method(Aggregation.EXTREMIZED_LOG_ODDS);   // over agents that forecast only
 * }</pre>
 *
 * Derived fields are recomputed from {@code p_yes} and the rationale with the notebook's rules, never read back;
 * what the file recorded sits beside them, and every disagreement is listed.
 */
public record ReplayAnalysis(
        Header header,
        Checks checks,
        List<AgentReplay> agents,
        List<AgentGate> gates,
        AggregationReport aggregation,
        List<ChartBar> chart,
        List<LlmCall> llmCalls,
        int totalTokens) {

    /** The step-prompt line that carries the market's probability; the notebook asserts no prompt contained it. */
    public static final String MARKET_PRICE_MARKER = "MARKET IMPLIED PROBABILITY";

    public ReplayAnalysis {
        Objects.requireNonNull(header);
        Objects.requireNonNull(checks);
        agents = List.copyOf(agents);
        gates = List.copyOf(gates);
        Objects.requireNonNull(aggregation);
        chart = List.copyOf(chart);
        llmCalls = List.copyOf(llmCalls);
    }

    /** The facts above the replay: what was run, by whom, on which question, and when it was captured. */
    public record Header(
            String mode,
            String capturedOn,
            String notebook,
            String provider,
            String search,
            String question,
            String description,
            @Nullable Double marketPrice,
            @Nullable String resolutionDate,
            String cutoffDate,
            @Nullable Double resolvedOutcome,
            String runId,
            String createdAt,
            @Nullable String executionMode,
            @Nullable String status,
            @Nullable String failureReason,
            Map<String, Object> params,
            String notes) {
        public Header {
            params = params == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(params));
        }
    }

    /** "What this trace does and does not establish": four facts computed from the file. */
    public record Checks(
            int searchResults, int datedResults, boolean marketPriceInPrompts, int agentsForecast, int agentsTotal) {}

    /** What the file recorded for the derived fields; a list is null when the file has none at all. */
    public record RecordedFields(
            @Nullable Double confidence,
            String sentiment,
            String evidenceQuality,
            List<String> keyFindings,
            List<String> uncertainties) {}

    /** A recorded value that differs from the one the notebook's rules give. */
    public record Difference(
            String field,
            @Nullable Object recorded,
            @Nullable Object recomputed) {}

    public record TimelineResult(
            @Nullable String title,
            String date,
            @Nullable String url,
            @Nullable String snippet) {}

    /** One step of the execution timeline; a forecast step carries the probability and the full rationale. */
    public record TimelineStep(
            int step,
            String action,
            @Nullable String query,
            List<TimelineResult> results,
            @Nullable Double pYes,
            @Nullable String rationale,
            @Nullable String llmRaw) {
        public TimelineStep {
            results = List.copyOf(results);
        }
    }

    /** One row of the tool audit. On replay it is rebuilt from the traces, so there is no duration. */
    public record ToolAuditRow(
            String query,
            String status,
            int results,
            @Nullable Double durationMs) {}

    public record AgentReplay(
            String agentId,
            boolean forecastProduced,
            String forecastProducedSource,
            Double pYes,
            String pYesLabel,
            int searches,
            int sources,
            int totalTokens,
            TokenUsage tokenUsage,
            String rationale,
            DerivedFields derived,
            RecordedFields recorded,
            List<Difference> differences,
            String summary,
            List<TimelineStep> timeline,
            List<ToolAuditRow> toolAudit,
            List<GateResult> gates,
            @Nullable String status,
            @Nullable String failureReason) {
        public AgentReplay {
            differences = List.copyOf(differences);
            timeline = List.copyOf(timeline);
            toolAudit = List.copyOf(toolAudit);
            gates = List.copyOf(gates);
        }
    }

    public record AgentGate(String agentId, String gateName, boolean passed, String reason) {}

    /**
     * The panel's probability by each method ({@link Aggregation#byMethod}), over agents that forecast; empty when
     * none did. The aggregation the file recorded, if any, is kept as it was written, and each method whose recorded
     * number disagrees is listed.
     */
    public record AggregationReport(
            int nForecasts,
            List<String> excludedAgents,
            Map<String, Double> methods,
            double extremizingD,
            @Nullable Object recorded,
            List<Difference> differences) {
        public AggregationReport {
            excludedAgents = List.copyOf(excludedAgents);
            methods = Collections.unmodifiableMap(new LinkedHashMap<>(methods));
            differences = List.copyOf(differences);
        }

        /** One method's value, or null when no agent forecast. */
        public @Nullable Double method(String name) {
            return methods.get(name);
        }
    }

    /** One bar of the p_yes chart, labelled as the notebook labels it ({@code 65%}). */
    public record ChartBar(String agentId, double pYes, String label, boolean forecastProduced) {}

    public static ReplayAnalysis of(RunTrace run) {
        Instant capturedAt = run.createdAtInstant();
        ForecastQuestion question = run.question();
        List<AgentReplay> agents = new ArrayList<>();
        List<AgentGate> gates = new ArrayList<>();
        for (ForecastArtifact artifact : run.agents()) {
            AgentReplay replay = agent(artifact, question, capturedAt);
            agents.add(replay);
            replay.gates()
                    .forEach(g -> gates.add(new AgentGate(replay.agentId(), g.gateName(), g.passed(), g.reason())));
        }
        List<ChartBar> chart = agents.stream()
                .filter(a -> a.pYes() != null)
                .map(a -> new ChartBar(a.agentId(), a.pYes(), a.pYesLabel(), a.forecastProduced()))
                .toList();
        return new ReplayAnalysis(
                header(run, capturedAt),
                checks(run),
                agents,
                gates,
                aggregation(run),
                chart,
                run.llmCalls(),
                run.totalTokens());
    }

    private static Header header(RunTrace run, Instant capturedAt) {
        String capturedOn = capturedAt.atOffset(ZoneOffset.UTC).toLocalDate().toString();
        ForecastQuestion q = run.question();
        String search =
                "offline".equals(run.executionMode()) ? "offline corpus (simulated world)" : "replay (pinned trace)";
        return new Header(
                "replay of a capture recorded " + capturedOn,
                capturedOn,
                run.notebook(),
                run.provider(),
                search,
                q.question(),
                q.description(),
                q.currentMarketPrice(),
                q.resolutionDate(),
                q.cutoffDate(),
                q.resolvedOutcome(),
                run.runId(),
                run.createdAt(),
                run.executionMode(),
                run.status(),
                run.failureReason(),
                run.params(),
                run.notes());
    }

    private static Checks checks(RunTrace run) {
        List<SearchResult> results =
                run.agents().stream().flatMap(a -> a.allResults().stream()).toList();
        int dated = (int) results.stream()
                .filter(r -> r.published() != null && !r.published().isBlank())
                .count();
        boolean marketInPrompts = run.llmCalls().stream().anyMatch(c -> c.mentions(MARKET_PRICE_MARKER))
                || run.agents().stream()
                        .anyMatch(a -> a.messages() != null
                                && a.messages().stream()
                                        .map(Message::content)
                                        .anyMatch(c -> c != null && c.contains(MARKET_PRICE_MARKER)));
        int forecast = (int)
                run.agents().stream().filter(ForecastArtifact::forecastProduced).count();
        return new Checks(
                results.size(), dated, marketInPrompts, forecast, run.agents().size());
    }

    private static AgentReplay agent(ForecastArtifact a, ForecastQuestion question, Instant capturedAt) {
        DerivedFields derived = Derivations.rederive(a);
        RecordedFields recorded = new RecordedFields(
                a.confidence(), a.sentiment(), a.evidenceQuality(), a.keyFindings(), a.uncertainties());
        List<GateResult> gates =
                QualityGates.run(QualityGates.evidenceFromTraces(a, capturedAt), question.cutoff(), capturedAt);
        String summary = AgentSummaries.format(
                a.agentId(), a.pYes(), derived.confidence(), a.rationale(), derived.keyFindings());
        return new AgentReplay(
                a.agentId(),
                a.forecastProduced(),
                a.forecastProducedIsRecorded() ? "recorded" : "inferred from traces",
                a.pYes(),
                a.pYes() == null ? "n/a" : Python.percent(a.pYes(), 0),
                a.searchQueriesMade(),
                a.sourcesConsulted(),
                a.tokenUsage().totalTokens(),
                a.tokenUsage(),
                a.rationale(),
                derived,
                recorded,
                differences(a, derived),
                summary,
                timeline(a),
                toolAudit(a),
                gates,
                a.status(),
                a.failureReason());
    }

    private static List<Difference> differences(ForecastArtifact a, DerivedFields derived) {
        List<Difference> out = new ArrayList<>();
        if (a.confidence() != null && !sameNumber(a.confidence(), derived.confidence())) {
            out.add(new Difference("confidence", a.confidence(), derived.confidence()));
        }
        String sentiment =
                derived.sentiment() == null ? null : derived.sentiment().value();
        if (a.sentiment() != null && !a.sentiment().equals(sentiment)) {
            out.add(new Difference("sentiment", a.sentiment(), sentiment));
        }
        if (a.evidenceQuality() != null
                && !a.evidenceQuality().equals(derived.evidenceQuality().value())) {
            out.add(new Difference(
                    "evidence_quality",
                    a.evidenceQuality(),
                    derived.evidenceQuality().value()));
        }
        if (a.keyFindings() != null && !a.keyFindings().equals(derived.keyFindings())) {
            out.add(new Difference("key_findings", a.keyFindings(), derived.keyFindings()));
        }
        if (a.uncertainties() != null && !a.uncertainties().equals(derived.uncertainties())) {
            out.add(new Difference("uncertainties", a.uncertainties(), derived.uncertainties()));
        }
        boolean forecastStep = a.traces().stream().anyMatch(AgentTrace::forecastStep);
        if (a.forecastProducedIsRecorded() && a.forecastProduced() != forecastStep) {
            out.add(new Difference("forecast_produced", a.forecastProduced(), forecastStep));
        }
        int searchSteps =
                (int) a.traces().stream().filter(AgentTrace::searchStep).count();
        if (a.searchQueriesMade() != searchSteps) {
            out.add(new Difference("search_queries_made", a.searchQueriesMade(), searchSteps));
        }
        int documents = a.allResults().size();
        if (a.sourcesConsulted() != documents) {
            out.add(new Difference("sources_consulted", a.sourcesConsulted(), documents));
        }
        return out;
    }

    private static boolean sameNumber(@Nullable Double a, @Nullable Double b) {
        return a == null ? b == null : b != null && Math.abs(a - b) < 1e-9;
    }

    private static List<TimelineStep> timeline(ForecastArtifact a) {
        List<TimelineStep> steps = new ArrayList<>();
        for (AgentTrace t : a.traces()) {
            List<TimelineResult> results = t.results().stream()
                    .map(r -> new TimelineResult(
                            r.title(),
                            r.published() == null || r.published().isBlank() ? "?" : r.published(),
                            r.url(),
                            r.snippet()))
                    .toList();
            boolean forecast = t.forecastStep();
            steps.add(new TimelineStep(
                    t.step(),
                    t.action(),
                    t.query(),
                    results,
                    forecast ? a.pYes() : null,
                    forecast ? a.rationale() : null,
                    t.llmRaw()));
        }
        return steps;
    }

    /** The notebook's replay audit: one row per search step with its query, {@code ok} and its result count. */
    private static List<ToolAuditRow> toolAudit(ForecastArtifact a) {
        return a.traces().stream()
                .filter(AgentTrace::searchStep)
                .map(t -> new ToolAuditRow(
                        t.query() == null || t.query().isEmpty() ? "?" : t.query(),
                        "ok",
                        t.results().size(),
                        null))
                .toList();
    }

    private static AggregationReport aggregation(RunTrace run) {
        List<Double> ps = new ArrayList<>();
        List<String> excluded = new ArrayList<>();
        for (ForecastArtifact a : run.agents()) {
            if (a.forecastProduced() && a.pYes() != null && a.pYes() >= 0 && a.pYes() <= 1) {
                ps.add(a.pYes());
            } else {
                excluded.add(a.agentId());
            }
        }
        Map<String, Double> methods = ps.isEmpty() ? Map.of() : Aggregation.byMethod(ps);
        return new AggregationReport(
                ps.size(),
                excluded,
                methods,
                Aggregation.EXTREMIZING_D,
                run.aggregation(),
                recordedDifferences(run.aggregation(), methods));
    }

    /** For a recorded aggregation written as {@code {method: p}}, each method whose number disagrees. */
    private static List<Difference> recordedDifferences(@Nullable Object recorded, Map<String, Double> recomputed) {
        if (!(recorded instanceof Map<?, ?> map)) {
            return List.of();
        }
        List<Difference> out = new ArrayList<>();
        recomputed.forEach((method, value) -> {
            if (map.get(method) instanceof Number n && !sameNumber(n.doubleValue(), value)) {
                out.add(new Difference(method, n.doubleValue(), value));
            }
        });
        return out;
    }

    /**
     * Ways to combine several agents' probabilities into one. Only agents that forecast are passed in: a fallback
     * probability from an agent that ran out of turns is not an opinion.
     *
     * <pre>{@code
     * Aggregation.extremizedLogOdds(List.of(0.65, 0.25), Aggregation.EXTREMIZING_D);
     * }</pre>
     */
    public static final class Aggregation {

        /** The extremizing factor d = √3 applied to the mean log-odds. */
        public static final double EXTREMIZING_D = Math.sqrt(3);
        /**
         * The share cut from each end for the trimmed mean, rounded down per end as scipy's {@code trim_mean} does, so
         * fewer than ten forecasts are not trimmed at all. (Inferred: the notebook does not show its aggregation module.)
         */
        public static final double TRIM_FRACTION = 0.1;
        /** Probabilities are kept this far from 0 and 1 before taking odds, so one certain agent cannot make them infinite. */
        public static final double ODDS_EPSILON = 1e-6;

        public static final String MEAN = "mean";
        public static final String MEDIAN = "median";
        public static final String TRIMMED_MEAN = "trimmed_mean";
        public static final String GEOMETRIC_MEAN_OF_ODDS = "geometric_mean_of_odds";
        public static final String EXTREMIZED_LOG_ODDS = "extremized_log_odds";

        private Aggregation() {}

        /**
         * Every method, by the name the inspect output and the scoring table use, in a fixed order: {@code mean},
         * {@code median}, {@code trimmed_mean}, {@code geometric_mean_of_odds}, {@code extremized_log_odds}.
         */
        public static Map<String, Double> byMethod(List<Double> ps) {
            Map<String, Double> methods = new LinkedHashMap<>();
            methods.put(MEAN, mean(ps));
            methods.put(MEDIAN, median(ps));
            methods.put(TRIMMED_MEAN, trimmedMean(ps, TRIM_FRACTION));
            methods.put(GEOMETRIC_MEAN_OF_ODDS, geometricMeanOfOdds(ps));
            methods.put(EXTREMIZED_LOG_ODDS, extremizedLogOdds(ps, EXTREMIZING_D));
            return Collections.unmodifiableMap(methods);
        }

        public static double mean(List<Double> ps) {
            requireSome(ps);
            return ps.stream().mapToDouble(Double::doubleValue).sum() / ps.size();
        }

        public static double median(List<Double> ps) {
            double[] sorted = sorted(ps);
            int n = sorted.length;
            return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        }

        /** The mean after cutting {@code floor(fraction * n)} forecasts from each end. */
        public static double trimmedMean(List<Double> ps, double fraction) {
            double[] sorted = sorted(ps);
            int cut = (int) Math.floor(fraction * sorted.length);
            double sum = 0;
            for (int i = cut; i < sorted.length - cut; i++) {
                sum += sorted[i];
            }
            return sum / (sorted.length - 2 * cut);
        }

        /** The geometric mean of the odds p/(1-p), turned back into a probability. */
        public static double geometricMeanOfOdds(List<Double> ps) {
            return sigmoid(meanLogOdds(ps));
        }

        /** The mean log-odds multiplied by {@code d}, turned back into a probability: pushes the panel away from 0.5. */
        public static double extremizedLogOdds(List<Double> ps, double d) {
            return sigmoid(d * meanLogOdds(ps));
        }

        static double meanLogOdds(List<Double> ps) {
            requireSome(ps);
            return ps.stream().mapToDouble(Aggregation::logOdds).sum() / ps.size();
        }

        static double logOdds(double p) {
            double clipped = Math.min(1 - ODDS_EPSILON, Math.max(ODDS_EPSILON, p));
            return Math.log(clipped / (1 - clipped));
        }

        static double sigmoid(double x) {
            return 1 / (1 + Math.exp(-x));
        }

        private static double[] sorted(List<Double> ps) {
            requireSome(ps);
            double[] values = ps.stream().mapToDouble(Double::doubleValue).toArray();
            Arrays.sort(values);
            return values;
        }

        private static void requireSome(List<Double> ps) {
            if (ps.isEmpty()) {
                throw new IllegalArgumentException("no forecasts to aggregate");
            }
            if (ps.stream().anyMatch(p -> p == null || !(p >= 0 && p <= 1))) {
                throw new IllegalArgumentException("probabilities must be in [0, 1]: " + ps);
            }
        }
    }

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
                    .forEach(g -> lines.add(
                            "  [" + (g.passed() ? "PASS" : "FAIL") + "] " + g.gateName() + ": " + g.reason()));
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
                            : c.datedResults() + " of " + c.searchResults()
                                    + " search results carry a publication date");
        }

        /** The notebook's y label for its own run; other runs' questions get a label that does not name the Fed. */
        public static String chartY(ReplayAnalysis r) {
            return "04_research_agent".equals(r.header().notebook()) ? CHART_Y_BOOK : "Probability of YES";
        }

        private static String fixed2(@Nullable Double x) {
            return x == null ? "None" : Python.fixed(x, 2);
        }
    }
}
