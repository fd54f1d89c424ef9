package com.agenteval.workbench.cli;

import com.agenteval.workbench.app.ClockConfiguration;
import com.agenteval.workbench.app.jobs.BackgroundWork;
import com.agenteval.workbench.app.live.ChatModels;
import com.agenteval.workbench.app.live.ConnectionCheck;
import com.agenteval.workbench.app.live.LiveEnvironment;
import com.agenteval.workbench.app.live.LiveForecasting;
import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.LiveProgress;
import com.agenteval.workbench.app.live.LiveQuestions;
import com.agenteval.workbench.app.live.LiveRunOutcome;
import com.agenteval.workbench.app.live.LiveRunRequest;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.live.RetryNotice;
import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.PanelRun;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestion;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.OfflineQuestions;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.SimulatedForecaster;
import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.WorldFacts;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelScores;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.CalibrationBin;
import com.agenteval.workbench.core.forecast.scoring.CalibrationReport.Scores;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.RunSource;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.Scoring;
import com.agenteval.workbench.core.forecast.store.RunTraceStore.StoredTrace;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.llm.LlmClient.Truncation;
import com.agenteval.workbench.core.params.Parameters;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongFunction;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code forecast questions|run|panel|score}: the offline research agent from the command line. Runs use a simulated
 * forecaster (not a language model) over a search corpus built from the simulated world, and are saved to the store.
 * {@code run --live} runs the same agent with a real model and web search, configured from the environment only.
 */
public final class ForecastCommand implements Command {

    static final long DEFAULT_WORLD_SEED =
            Parameters.FORECAST_WORLD_SEED.defaultValue().longValueExact();

    /** Live mode (issue 7): {@code forecast run --live}. */
    private static final String LIVE = "--live";
    /** {@code forecast score --format csv}: the same numbers as the text, as RFC 4180 CSV. */
    static final String FORMAT = "--format";
    /** {@code forecast score --runs book,class}: the calibration page's {@code runs=} filter, without "yours". */
    static final String RUNS = "--" + RunSource.KEY;

    /**
     * The command line: usage, sub-commands and prose as written here, the options generated from the declared
     * parameters ({@code core/params}) where they are parameters, with their defaults.
     */
    static CommandSpec spec() {
        CommandSpec spec = Picocli.command(
                "forecast",
                List.of(
                        "java -jar workbench.jar forecast questions [--world-seed S]",
                        "       java -jar workbench.jar forecast run --question <id or text> [--agents N] [--seed S]"
                                + " [--traces-dir D]",
                        "       java -jar workbench.jar forecast panel [--agents N] [--seed S] [--traces-dir D]",
                        "       java -jar workbench.jar forecast score [--traces-dir D] [--read-only D] [--bins B]"
                                + " [--format text|csv]",
                        "              [--runs book,class]",
                        "       java -jar workbench.jar forecast run --live [--provider anthropic|openai|openai-compatible]",
                        "              [--model M] --question <text, or contested|clear> [--description T]"
                                + " [--cutoff YYYY-MM-DD]",
                        "              [--market-price P] [--agents N] [--max-steps K] [--max-results M] [--traces-dir D]"),
                List.of(
                        "  questions   list the offline questions of a simulated world with their ids, cutoffs and outcomes",
                        "  run         run N offline research agents on one question (an id from 'questions', or any text)"
                                + " and",
                        "              save the run trace; prints a one-line summary, then the saved file's path",
                        "  panel       run N agents on every offline question, one trace per question; prints each path",
                        "  score       Brier, log score, sharpness, calibration table and each aggregation method's Brier"
                                + " over",
                        "              every resolved trace in the store, then each evaluation panel with known outcomes;",
                        "              --format csv prints the same numbers as RFC 4180 CSV; --runs book scores only the",
                        "              read-only folder, --runs class only the store (both by default; then the text ends",
                        "              with a line naming what was included)",
                        "",
                        "The agents are driven by a SIMULATED forecaster (deterministic code, not a language model)."),
                List.of(
                        "live runs (--live): a REAL model through Spring AI and Tavily web search; they cost money. Keys and"
                                + " base",
                        "URLs come from the environment only: ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL, OPENAI_API_KEY,",
                        "OPENAI_BASE_URL (ending in /v1; a local Ollama, vLLM or llama.cpp server with openai-compatible),",
                        "TAVILY_API_KEY, TAVILY_BASE_URL. --question contested|clear asks the book's fixture questions. The"
                                + " run is",
                        "saved (also when it fails or is interrupted, with its status) and its path printed; progress goes"
                                + " to",
                        "stderr. Exit 1 when the run failed."));
        spec.addOption(Picocli.value("--question", "Q", "the question: an id from 'questions', or any text"));
        spec.addOption(Picocli.typed(
                Parameters.FORECAST_WORLD_SEED, "S", "simulated world (default " + DEFAULT_WORLD_SEED + ")"));
        spec.addOption(Picocli.value(Parameters.AGENTS, "N", "research agents per run"));
        spec.addOption(Picocli.value(
                Parameters.FORECASTER_SEED, "S", "forecaster seed; the same seed gives the same forecasts"));
        spec.addOption(Picocli.value(Parameters.MAX_STEPS_PER_AGENT, "K", "turn budget per agent"));
        spec.addOption(Picocli.value(Parameters.MAX_SEARCH_RESULTS, "M", "documents per search"));
        spec.addOption(Picocli.value(Parameters.NOISE, "X", "simulated forecaster: noise of its probabilities"));
        spec.addOption(Picocli.value(Parameters.OVERCONFIDENCE, "X", "simulated forecaster: overconfidence"));
        spec.addOption(Picocli.value(Parameters.HEDGING, "X", "simulated forecaster: pull towards even odds"));
        spec.addOption(Picocli.value(Parameters.FORMAT_SLIPS, "X", "simulated forecaster: share of malformed replies"));
        spec.addOption(Picocli.value(
                Parameters.MAX_SEARCHES,
                "N",
                "simulated forecaster: most searches before it"
                        + " forecasts; at or above --max-steps its agents run out of turns (forced_default)"));
        spec.addOption(Picocli.value("--traces-dir", "D", "the store folder (default traces/)"));
        spec.addOption(Picocli.value("--read-only", "D", "an extra folder to score or list, never written"));
        spec.addOption(Picocli.value(Parameters.BINS, "B", "calibration bins"));
        spec.addOption(Picocli.value(
                RUNS,
                "book,class",
                "score: which runs, the read-only folder's (book) and the" + " store's (class); both by default"));
        spec.addOption(Picocli.value(FORMAT, "F", "score's output: text (default) or csv"));
        spec.addOption(Picocli.flag(LIVE, "run with a REAL model and web search (forecast run only)"));
        spec.addOption(Picocli.value(
                "--provider", "P", "live: anthropic, openai or openai-compatible (default: the first with a key)"));
        spec.addOption(
                Picocli.value("--model", "M", "live: the model (default claude-sonnet-4-20250514 / gpt-4.1-mini)"));
        spec.addOption(Picocli.value("--description", "T", "live: the question's description"));
        spec.addOption(Picocli.value("--cutoff", "YYYY-MM-DD", "live: the question's cutoff date"));
        // live: no default price, the fixture's or none (the declared default is the offline page's)
        spec.addOption(Picocli.typed(
                Parameters.MARKET_PRICE,
                "P",
                "live: a market price shown to the agents (default: the fixture question's, else none)"));
        return spec;
    }

    private final LongFunction<WorldFacts> worlds;
    private final Clock clock;
    private final UnaryOperator<String> environment;
    /** Timeouts and retries of live calls, or null: the defaults, on threads of the live run's own. */
    private final @Nullable LiveHttp http;

    /** The simulation core's worlds, the system clock, and for live runs the process environment. */
    public ForecastCommand() {
        this(WorldFacts::ofSeed, ClockConfiguration.system());
    }

    /**
     * @param worlds the simulated world for a seed
     * @param clock  for timestamps and durations in the traces
     */
    public ForecastCommand(LongFunction<WorldFacts> worlds, Clock clock) {
        this.worlds = worlds;
        this.clock = clock;
        this.environment = System::getenv;
        this.http = null;
    }

    /**
     * @param environment where live runs read keys and base URLs ({@code System::getenv})
     * @param http        timeouts and retries of live calls, and their threads
     */
    public ForecastCommand(
            LongFunction<WorldFacts> worlds, Clock clock, UnaryOperator<String> environment, LiveHttp http) {
        this.worlds = worlds;
        this.clock = clock;
        this.environment = environment;
        this.http = http;
    }

    @Override
    public String name() {
        return "forecast";
    }

    @Override
    public String summary() {
        return "run the offline research agent (simulated forecaster) on world questions, list them, score traces";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        return ForecastArgs.run(spec(), args, out, err, parsed -> run(parsed, out, err));
    }

    private int run(ForecastArgs parsed, PrintStream out, PrintStream err) {
        boolean live = parsed.has(LIVE);
        List<String> words = parsed.positionals();
        if (words.size() > 1) {
            err.println("forecast " + words.get(0) + ": unexpected argument '" + words.get(1) + "' (try --help)");
            return 2;
        }
        if (live && !words.get(0).equals("run")) {
            err.println("forecast " + words.get(0) + ": --live works with 'forecast run' only (try --help)");
            return 2;
        }
        try {
            if (live) {
                return runLive(parsed, out, err);
            }
            return switch (words.get(0)) {
                case "questions" -> questions(parsed, out);
                case "run" -> runOne(parsed, out, err);
                case "panel" -> panel(parsed, out);
                case "score" -> score(parsed, out, err);
                default -> {
                    err.println("forecast: unknown sub-command '" + words.get(0)
                            + "' (questions, run, panel, score; try --help)");
                    yield 2;
                }
            };
        } catch (IllegalArgumentException e) {
            err.println("forecast " + words.get(0) + ": " + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("forecast " + words.get(0) + ": cannot save the trace: " + e.getMessage());
            return 1;
        }
    }

    private int questions(ForecastArgs args, PrintStream out) {
        WorldFacts world =
                worlds.apply(args.value(Parameters.FORECAST_WORLD_SEED).longValueExact());
        out.printf("%-24s %-7s %-11s %s%n", "id", "outcome", "cutoff", "question");
        for (OfflineQuestion q : OfflineQuestions.generate(world)) {
            out.printf(
                    "%-24s %-7s %-11s %s%n",
                    q.id(),
                    q.resolvedYes() ? "YES" : "NO",
                    q.question().cutoffDate(),
                    q.question().question());
        }
        return 0;
    }

    private int runOne(ForecastArgs args, PrintStream out, PrintStream err) throws IOException {
        String asked = args.value("--question")
                .orElseThrow(() -> new IllegalArgumentException("--question <id or text> is required"));
        WorldFacts world =
                worlds.apply(args.value(Parameters.FORECAST_WORLD_SEED).longValueExact());
        ForecastQuestion question = OfflineQuestions.find(OfflineQuestions.generate(world), asked)
                .map(OfflineQuestion::question)
                .orElseGet(() -> ForecastQuestion.of(asked, "", null, "", null, null));
        RunTrace run = run(world, question, args);
        Path saved = save(args, run);
        out.println(summary(run));
        out.println(saved);
        return 0;
    }

    /**
     * The line {@code forecast run} prints before the saved path: how many agents forecast, their p_yes ({@code -}
     * for an agent that did not), the final probability and the outcome, e.g.
     * {@code 2 of 2 agents forecast (p_yes 0.92, 0.90), resolved YES} (with the final probability when the run
     * has one).
     */
    static String summary(RunTrace run) {
        List<ForecastArtifact> agents = run.agents();
        long forecast =
                agents.stream().filter(ForecastArtifact::forecastProduced).count();
        String each = agents.stream()
                .map(a -> a.forecastProduced() ? Python.fixed(a.pYes(), 2) : "-")
                .collect(Collectors.joining(", "));
        Double outcome = run.question().resolvedOutcome();
        return forecast + " of " + agents.size() + " agents forecast (p_yes " + each + "), "
                + (run.finalProbability() == null
                        ? ""
                        : "final probability " + Python.fixed(run.finalProbability(), 2) + ", ")
                + (outcome == null ? "unresolved" : outcome == 1.0 ? "resolved YES" : "resolved NO");
    }

    /** {@code run --live}: the research agent with a real model and web search, configured from the environment. */
    private int runLive(ForecastArgs args, PrintStream out, PrintStream err) throws IOException {
        LiveEnvironment env = LiveEnvironment.read(environment);
        ProviderKind kind = args.value("--provider")
                .map(ProviderKind::fromId)
                .orElseGet(() -> env.preferred().orElse(ProviderKind.ANTHROPIC));
        ProviderConfig provider = env.provider(kind);
        provider = ProviderConfig.of(
                kind,
                provider.apiKey(),
                provider.baseUrl(),
                args.value("--model").orElse(provider.model()));
        if (provider.problem().isPresent()) {
            err.println("forecast run --live: " + kind.label() + " is not set up: "
                    + ConnectionCheck.describe(provider.problem().get()) + " (" + setUpHint(kind) + ")");
            return 2;
        }
        if (!env.search().usable()) {
            err.println("forecast run --live: web search is not set up: set TAVILY_API_KEY");
            return 2;
        }
        String asked = args.value("--question")
                .orElseThrow(() -> new IllegalArgumentException("--question <text, or contested|clear> is required"));
        ForecastQuestion fixture = LiveQuestions.byName(asked).orElse(null);
        ForecastQuestion question = ForecastQuestion.of(
                fixture == null ? asked : fixture.question(),
                args.value("--description").orElse(fixture == null ? "" : fixture.description()),
                fixture == null ? "" : fixture.resolutionDate(),
                args.value("--cutoff").map(ForecastCommand::date).orElse(""),
                args.given(Parameters.MARKET_PRICE)
                        ? args.value(Parameters.MARKET_PRICE)
                        : fixture == null ? null : fixture.currentMarketPrice(),
                null);
        // a live run costs money: the live caps, refused in the same words
        LiveRunRequest request = new LiveRunRequest(
                question,
                args.count(LiveRunRequest.AGENTS),
                args.count(LiveRunRequest.STEPS),
                args.count(LiveRunRequest.RESULTS),
                false);
        err.println("live run: " + provider.describe() + " with Tavily web search, " + request.agents() + " agent(s)");
        Cancellation cancel = new Cancellation();
        CountDownLatch saved = new CountDownLatch(1);
        // Ctrl-C cancels the run, which is then saved with what was done, before the JVM exits
        Thread onInterrupt = BackgroundWork.shutdownHook("live-run-interrupt", () -> {
            cancel.cancel();
            try {
                saved.await(15, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Runtime.getRuntime().addShutdownHook(onInterrupt);
        LiveRunOutcome outcome;
        // the run's threads (its deadline, its calls) come from background work of its own, shut down when it ends
        try (CommandWork work = new CommandWork()) {
            LiveHttp live = http != null ? http : LiveHttp.defaults(work.live());
            outcome = LiveForecasting.run(
                    request,
                    ChatModels.build(provider, live),
                    env.search(),
                    live,
                    store(args, work.readers())::save,
                    clock,
                    progress(err),
                    cancel);
        } finally {
            saved.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(onInterrupt);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running: it is waiting for this save
            }
        }
        out.println(summary(outcome.trace()));
        out.println(outcome.saved());
        if (!LiveForecasting.COMPLETED.equals(outcome.status())) {
            err.println("forecast run --live: the run " + outcome.status() + ": "
                    + TerminalText.escaped(outcome.trace().failureReason()));
            return 1;
        }
        return 0;
    }

    private static String date(String text) {
        try {
            return LocalDate.parse(text.strip()).toString();
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("option --cutoff needs a date YYYY-MM-DD, got '" + text + "'");
        }
    }

    static String setUpHint(ProviderKind kind) {
        return switch (kind) {
            case ANTHROPIC -> "set ANTHROPIC_API_KEY";
            case OPENAI -> "set OPENAI_API_KEY";
            case OPENAI_COMPATIBLE -> "set OPENAI_BASE_URL to the server's /v1 URL and pass --model";
        };
    }

    /** The longest model-written text (a query, an action) a progress line quotes. */
    static final int SHOWN_CHARS = 200;

    /**
     * Live progress on stderr, one line per step and per retry. What the model wrote is quoted shortened (a
     * 1,000,000-character query is not printed whole) and escaped as {@code trace list} escapes, so a reply cannot
     * write terminal escapes or forged lines.
     */
    private static LiveProgress progress(PrintStream err) {
        return new LiveProgress() {
            @Override
            public void onStep(String agentId, AgentTrace step) {
                err.println("  " + agentId + " step " + step.step() + ": " + shown(step.action())
                        + (step.searchStep()
                                ? " \"" + shown(step.query()) + "\" ("
                                        + step.results().size() + " results)"
                                : ""));
            }

            @Override
            public void onAgentFinished(String agentId, ForecastArtifact a) {
                err.println("  " + agentId + ": "
                        + (a.status() != null
                                ? a.status() + " (" + shown(a.failureReason()) + ")"
                                : a.forecastProduced()
                                        ? "p_yes " + Python.fixed(a.pYes(), 2)
                                        : "no forecast (out of turns)"));
            }

            @Override
            public void onRetry(RetryNotice notice) {
                err.println("  waiting: " + TerminalText.escaped(notice.describe()));
            }
        };
    }

    /** A model-written text as a progress line quotes it. */
    static String shown(@Nullable String text) {
        return text == null ? "" : TerminalText.escaped(Truncation.cut(text, SHOWN_CHARS));
    }

    private int panel(ForecastArgs args, PrintStream out) throws IOException {
        WorldFacts world =
                worlds.apply(args.value(Parameters.FORECAST_WORLD_SEED).longValueExact());
        for (OfflineQuestion q : OfflineQuestions.generate(world)) {
            out.println(save(args, run(world, q.question(), args)));
        }
        return 0;
    }

    private RunTrace run(WorldFacts world, ForecastQuestion question, ForecastArgs args) {
        SimulatedForecaster.Knobs defaults = SimulatedForecaster.Knobs.defaults();
        // the declared knobs have the ranges SimulatedForecaster.Knobs takes, checked on reading so the value is named
        SimulatedForecaster.Knobs knobs = new SimulatedForecaster.Knobs(
                        args.value(Parameters.NOISE),
                        args.value(Parameters.OVERCONFIDENCE),
                        args.value(Parameters.HEDGING),
                        args.value(Parameters.FORMAT_SLIPS),
                        defaults.minSearches(),
                        defaults.maxSearches())
                .withMaxSearches(args.count(Parameters.MAX_SEARCHES));
        OfflineForecasting.Spec spec = new OfflineForecasting.Spec(
                args.count(Parameters.AGENTS),
                args.value(Parameters.FORECASTER_SEED).longValueExact(),
                args.count(Parameters.MAX_STEPS_PER_AGENT),
                args.count(Parameters.MAX_SEARCH_RESULTS),
                knobs);
        PanelRun run = OfflineForecasting.run(world, question, spec, clock, StepListener.NONE);
        return run.trace();
    }

    private static Path save(ForecastArgs args, RunTrace run) throws IOException {
        try (CommandWork work = new CommandWork()) {
            return store(args, work.readers()).save(run);
        }
    }

    private int score(ForecastArgs args, PrintStream out, PrintStream err) {
        int bins = args.count(Parameters.BINS);
        String format = args.value(FORMAT).orElse("text");
        if (!format.equals("text") && !format.equals("csv")) {
            throw new IllegalArgumentException("option " + FORMAT + " needs text or csv, got '" + format + "'");
        }
        // the store scored as the calibration page scores it (core/forecast/store/Scoring), printed as the text
        // report or its CSV
        Optional<String> asked = args.value(RUNS);
        Set<RunSource> include = asked.map(RunSource::parse).orElse(Set.of(RunSource.BOOK, RunSource.CLASS));
        if (include.contains(RunSource.YOURS)) {
            throw new IllegalArgumentException("option " + RUNS + ": 'yours' are the runs of a browser session, kept"
                    + " by the server; the command line scores book and class");
        }
        List<StoredTrace> listed;
        try (CommandWork work = new CommandWork()) {
            listed = store(args, work.readers()).list();
        }
        Scoring scoring = Scoring.of(RunSource.select(include, listed, List.of()), bins);
        CalibrationReport report = scoring.report().orElse(null);
        String noRuns = CalibrationReport.NOTHING_TO_SCORE + " among " + scoring.traces() + " valid traces";
        if (report == null && scoring.panels().isEmpty()) {
            err.println("forecast score: " + noRuns);
            return 1;
        }
        if (format.equals("csv")) {
            ScoreCsv csv = new ScoreCsv(out);
            csv.runs(report, scoring.invalid());
            scoring.panels().forEach(csv::panel);
            return 0;
        }
        if (report != null) {
            printRuns(report, scoring.invalid(), out);
        } else {
            out.println("run traces: " + noRuns + " (" + scoring.invalid() + " invalid files skipped)");
        }
        for (Scoring.ScoredPanel p : scoring.panels()) {
            out.println();
            printPanel(p, out);
        }
        if (asked.isPresent()) {
            // only when asked for: the text without --runs is a contract
            Map<RunSource, Integer> files = RunSource.counts(listed, List.of());
            out.println();
            out.println("runs included: "
                    + include.stream()
                            .sorted()
                            .map(r -> r.key() + " (" + files.get(r) + " files)")
                            .collect(Collectors.joining(", ")));
        }
        return 0;
    }

    private static void printRuns(CalibrationReport report, int invalid, PrintStream out) {
        Scores s = report.agents();
        out.printf(
                Locale.ROOT,
                "%d resolved runs: %d agent forecasts scored, %d agents that did not forecast (not"
                        + " scored), %d invalid files skipped%n",
                report.runs(),
                s.n(),
                report.abstentions(),
                invalid);
        out.printf(
                Locale.ROOT,
                "agents: Brier %s  log score %s  sharpness %s  base rate %s%n%n",
                Python.fixed(s.brier(), 4),
                Python.fixed(s.logScore(), 4),
                Python.fixed(s.sharpness(), 4),
                Python.fixed(s.baseRate(), 3));
        out.println("calibration (bin, forecasts, mean forecast, observed frequency):");
        printBins(report.calibration(), out);
        out.println();
        out.println("aggregation methods by Brier (best first):");
        for (CalibrationReport.MethodScore m : report.methods()) {
            out.printf(
                    Locale.ROOT,
                    "  %-24s Brier %s  log score %s%n",
                    m.method(),
                    Python.fixed(m.scores().brier(), 4),
                    Python.fixed(m.scores().logScore(), 4));
        }
    }

    private static void printBins(List<CalibrationBin> bins, PrintStream out) {
        for (CalibrationBin b : bins) {
            out.printf(
                    Locale.ROOT,
                    "  [%s, %s%s  %3d  %s  %s%n",
                    Python.fixed(b.lower(), 1),
                    Python.fixed(b.upper(), 1),
                    b.upper() == 1.0 ? "]" : ")",
                    b.count(),
                    b.meanForecast() == null ? "  -  " : Python.fixed(b.meanForecast(), 3),
                    b.observedFrequency() == null ? "  -  " : Python.fixed(b.observedFrequency(), 3));
        }
    }

    /**
     * One evaluation panel with known outcomes, in a section of its own: final_p, the agents' mean and the market
     * price side by side, then the reliability tables.
     */
    private static void printPanel(Scoring.ScoredPanel scored, PrintStream out) {
        PanelScores s = scored.scores();
        out.printf(
                Locale.ROOT,
                "evaluation panel %s (%s%s): %d of %d questions resolved, %d known before the cutoff%n",
                scored.fileName(),
                scored.panel().notebook(),
                scored.panel().outcomesFrom() == null
                        ? ""
                        : ", outcomes from " + scored.panel().outcomesFrom(),
                s.resolved(),
                s.questions(),
                s.knownBeforeCutoff());
        out.printf(
                Locale.ROOT,
                "  %-16s Brier %s  log score %s%n",
                "final_p",
                Python.fixed(s.finalP().brier(), 4),
                Python.fixed(s.finalP().logScore(), 4));
        if (s.meanAgent() != null) {
            out.printf(
                    Locale.ROOT,
                    "  %-16s Brier %s  log score %s%n",
                    "mean agent p",
                    Python.fixed(s.meanAgent().brier(), 4),
                    Python.fixed(s.meanAgent().logScore(), 4));
        }
        if (s.market() != null) {
            out.printf(
                    Locale.ROOT,
                    "  %-16s Brier %s  log score %s  (%d questions with a price)%n",
                    "market price",
                    Python.fixed(s.market().brier(), 4),
                    Python.fixed(s.market().logScore(), 4),
                    s.marketN());
        }
        out.println("  probabilities saved after the questions resolved may reflect what the model already knew: a"
                + " Brier far below the market's is a warning sign of look-ahead, not skill");
        out.println("  reliability of final_p (bin, forecasts, mean forecast, observed frequency):");
        printBins(s.finalPCalibration(), out);
        if (s.meanAgent() != null) {
            out.println("  reliability of the mean agent probability:");
            printBins(s.meanAgentCalibration(), out);
        }
    }

    private static RunTraceStore store(ForecastArgs args, Executor readers) {
        Path dir = Path.of(args.value("--traces-dir").orElse(RunTraceStore.DEFAULT_FOLDER.toString()));
        return new RunTraceStore(
                dir, args.value("--read-only").map(Path::of).map(List::of).orElse(List.of()), readers);
    }
}
