package com.agenteval.workbench.cli;

import com.agenteval.workbench.app.ClockConfiguration;
import com.agenteval.workbench.app.live.ChatModels;
import com.agenteval.workbench.app.live.ConnectionCheck;
import com.agenteval.workbench.app.live.LiveEnvironment;
import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.live.judge.LiveJudging;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.JudgeComparison.TraceSet;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.judge.llm.JudgeRun.InvalidJudgeRunException;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns.JudgeRunStore;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.ParamSpec.ChoiceSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.sim.SimParams;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * {@code java -jar workbench.jar judge --judge outcome|rules [sim options]}: runs the simulated agent exactly as
 * {@code sim --mode traces} does for the same options, lets one judge read every trace, scores it against the
 * ground-truth labels and prints the scorecard as one JSON document. The trace options are {@code sim}'s own
 * (same names, defaults and parsing); {@code --judge}, {@code --summary} and {@code --pretty} are this command's.
 */
public final class JudgeCommand implements Command {

    private final UnaryOperator<String> environment;
    /** Timeouts and retries of live calls, or null: the defaults, on threads of the live run's own. */
    private final @Nullable LiveHttp http;

    private final Clock clock;

    public JudgeCommand() {
        this.environment = System::getenv;
        this.http = null;
        this.clock = ClockConfiguration.system();
    }

    /**
     * @param environment where {@code --llm-live} reads keys and base URLs ({@code System::getenv})
     * @param http        timeouts and retries of live calls, and their threads
     */
    public JudgeCommand(UnaryOperator<String> environment, LiveHttp http, Clock clock) {
        this.environment = environment;
        this.http = http;
        this.clock = clock;
    }

    /**
     * The command line: the judge's own options in picocli, with the generated help; the trace options are {@code
     * sim}'s own, passed on unmatched and in order to {@link SimOptions}, so that they keep sim's names, defaults,
     * prefixes and argparse messages exactly. The help lists them from their declarations in {@code core/params}.
     */
    static CommandSpec spec() {
        List<String> description = new ArrayList<>(List.of(
                "Lets a judge read the simulated agent's traces and scores it against their ground-truth labels.",
                "The traces are exactly those of `sim --mode traces` with the same options: task i of",
                "make_tasks(world, N, task_seed, new_data), run by run_agent with one shared Random(run_seed).",
                "",
                "judges:",
                "  rules      the deterministic rule-based trajectory judge: sees the question, the tool catalog,",
                "             the plan, every step and the final answer; never the labels or the reference answer",
                "             (default; 'rule' also accepted)",
                "  outcome    the outcome-only baseline: flags GF at the final step when the answer differs from",
                "             the reference answer, which it is given",
                "",
                "trace options: sim's own, with the same names, defaults and parsing (see sim --help):"));
        for (ParamSpec<?> p : traceSpecs()) {
            description.add(String.format(Locale.ROOT, "  %-14s default %s", p.option(), formatDefault(p)));
            if (p instanceof ChoiceSpec c) {
                description.add(" ".repeat(17) + "one of: " + String.join(", ", c.options()));
            }
        }
        CommandSpec spec = Picocli.command(
                "judge",
                List.of(
                        "judge [-h] [--judge {outcome,rules}] [--config CONFIG] [--tasks N] [--task-seed S]",
                        "             [--run-seed R] [--new-data] [--world-seed WORLD_SEED] [--n-stale N_STALE]",
                        "             [--memory-acc MEMORY_ACC] [--web-exact WEB_EXACT] [--web-rounded WEB_ROUNDED]",
                        "             [--summary] [--pretty]",
                        "       judge --llm-replay FILE [--summary] [--pretty]",
                        "       judge --llm-live [--provider anthropic|openai|openai-compatible] [--model MODEL]",
                        "             [--llm-traces N] [--traces-dir DIR] [trace options] [--summary] [--pretty]"),
                description,
                List.of(
                        "the LLM GPA judge (one prompt per GPA metric, 7 model calls per trace): --llm-replay and --llm-live",
                        "both print the report below plus judge_run{file, provider, model, base_url_host, created_at,",
                        "status, reason, prompt_version, prompt_hash, trace_ids, calls, unreadable_replies,",
                        "rejected_issues, differ}.",
                        "",
                        "output: one JSON object with judge, spec, params, traces, labels,",
                        "  metrics{GF|LC|EE|PQ|TS|PA|TC: {precision, recall, f1, support, tp, fp, fn, located}},",
                        "  localization{root, symptom}, joint, flawed{tp, fp, fn, tn}, lucky_correct{caught, total},",
                        "  stale_clean{flagged, total}, benign{format|loop|wasted|recovered_bad_args: {found, total}},",
                        "  metric_confusion, unparseable{verdicts, metrics}, verdicts[...]. A share is null when nothing",
                        "  was counted (e.g. precision of a metric the judge never flagged)."));
        spec.addOption(Picocli.converted(
                JUDGE, "{outcome,rules}", "the offline judge (default rules)", String.class, Judges::canonical));
        spec.addOption(Picocli.flag("--summary", "leave out the per-trace verdicts"));
        spec.addOption(Picocli.flag("--pretty", "indent the JSON"));
        spec.addOption(
                Picocli.value(
                        LLM_REPLAY,
                        "FILE",
                        "replay a saved judge-run file offline (no network): every"
                                + " reply comes from the file and is read again; the trace set is the file's, so no trace options"));
        spec.addOption(Picocli.flag(
                LLM_LIVE,
                "judge the first --llm-traces traces with a REAL model (costs money);"
                        + " keys and base URLs from the environment only: ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL,"
                        + " OPENAI_API_KEY, OPENAI_BASE_URL, ANTHROPIC_MODEL, OPENAI_MODEL. The run is saved to"
                        + " DIR/judge-runs/ and its path printed on stderr"));
        spec.addOption(Picocli.value(
                PROVIDER,
                "P",
                "--llm-live: anthropic, openai or openai-compatible" + " (default: the first with a key)"));
        spec.addOption(Picocli.value(MODEL, "MODEL", "--llm-live: the model"));
        spec.addOption(Picocli.integer(
                LLM_TRACES,
                "N",
                "--llm-live: traces to judge (default " + DEFAULT_LLM_TRACES + ", at most " + LiveJudging.MAX_TRACES
                        + ")"));
        spec.addOption(Picocli.value(
                TRACES_DIR, "DIR", "--llm-live: where the run is saved (default " + DEFAULT_TRACES_DIR + ")"));
        // the trace options go on, unmatched and in order, to sim's own parser
        spec.parser().unmatchedArgumentsAllowed(true);
        return spec;
    }

    private static final String JUDGE = "--judge";
    private static final String LLM_REPLAY = "--llm-replay";
    private static final String LLM_LIVE = "--llm-live";
    private static final String PROVIDER = "--provider";
    private static final String MODEL = "--model";
    private static final String LLM_TRACES = "--llm-traces";
    private static final String TRACES_DIR = "--traces-dir";
    private static final String DEFAULT_TRACES_DIR = "traces";
    private static final int DEFAULT_LLM_TRACES = 3;

    private static <T> String formatDefault(ParamSpec<T> p) {
        return p.format(p.defaultValue());
    }

    /** A refused command line in argparse's words, as sim's own errors: {@code judge: error: argument ...}. */
    private static String refusal(ParameterException e) {
        OptionSpec missing = Picocli.missingOption(e);
        return "judge: error: "
                + (missing != null
                        ? "argument " + missing.longestName() + ": expected one argument"
                        : Picocli.problem(e));
    }

    @Override
    public String name() {
        return "judge";
    }

    @Override
    public String summary() {
        return "score the outcome-only or the rule-based judge against the traces' true labels (see judge --help)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        CommandLine cl = new CommandLine(spec());
        return Picocli.run(cl, args, out, err, JudgeCommand::refusal, parsed -> {
            try {
                return run(cl, parsed, out, err);
            } catch (SimOptions.UsageError e) {
                err.println("judge: error: " + e.getMessage());
                return Picocli.USAGE;
            }
        });
    }

    private int run(CommandLine cl, ParseResult parsed, PrintStream out, PrintStream err) {
        List<String> simArgs = parsed.unmatched();
        String llmReplay = parsed.matchedOptionValue(LLM_REPLAY, (String) null);
        boolean llmLive = parsed.hasMatchedOption(LLM_LIVE);
        String provider = parsed.matchedOptionValue(PROVIDER, (String) null);
        String model = parsed.matchedOptionValue(MODEL, (String) null);
        String tracesDir = parsed.matchedOptionValue(TRACES_DIR, DEFAULT_TRACES_DIR);
        boolean judgeGiven = parsed.hasMatchedOption(JUDGE);
        String judge = parsed.matchedOptionValue(JUDGE, "rules");
        boolean summary = parsed.hasMatchedOption("--summary");
        boolean pretty = parsed.hasMatchedOption("--pretty");
        int llmTraces = parsed.matchedOptionValue(LLM_TRACES, DEFAULT_LLM_TRACES);
        SimOptions o = SimOptions.parse(simArgs);
        if (o.flag("help", false)) {
            out.print(Picocli.help(cl)); // sim's own spellings of --help (a prefix such as --he)
            return Picocli.OK;
        }
        boolean llm = llmReplay != null || llmLive;
        if (!llm
                && (provider != null
                        || model != null
                        || !tracesDir.equals(DEFAULT_TRACES_DIR)
                        || llmTraces != DEFAULT_LLM_TRACES)) {
            throw new SimOptions.UsageError(
                    "--provider, --model, --llm-traces and --traces-dir work with " + "--llm-live only");
        }
        if (llmReplay != null && llmLive) {
            throw new SimOptions.UsageError("--llm-replay and --llm-live exclude each other");
        }
        if (llm && judgeGiven) {
            throw new SimOptions.UsageError(
                    "--judge names the offline judges; the LLM judge is --llm-replay " + "or --llm-live");
        }
        if (llmReplay != null) {
            if (!simArgs.isEmpty()) {
                throw new SimOptions.UsageError(
                        simArgs.get(0) + ": --llm-replay takes no trace options; the " + "trace set is the file's");
            }
            return replay(Path.of(llmReplay), summary, pretty, out, err);
        }
        List<String> refused = o.givenExcept(allowed());
        if (!refused.isEmpty()) {
            throw new SimOptions.UsageError(refused.get(0) + " is a sim option that does not apply to judge");
        }
        List<String> withMode = new ArrayList<>(List.of("--mode", "traces"));
        withMode.addAll(simArgs);
        SimParams params = SimOptions.parse(withMode).params();
        if (llmLive) {
            return live(params, provider, model, llmTraces, Path.of(tracesDir), summary, pretty, out, err);
        }
        PyDict doc = document(params, judge, !summary);
        out.print((pretty ? PyJson.dumpsPretty(doc) : PyJson.dumps(doc)) + "\n");
        out.flush();
        return Picocli.OK;
    }

    /** {@code --llm-replay FILE}: the saved run re-read offline and scored against its traces' labels. */
    private int replay(Path file, boolean summary, boolean pretty, PrintStream out, PrintStream err) {
        JudgeRuns.Replay replay;
        try (CommandWork work = new CommandWork()) {
            replay = JudgeRuns.replay(JudgeRun.read(file, work.readers()));
        } catch (InvalidJudgeRunException e) {
            err.println("judge --llm-replay: " + file + ": " + e.getMessage());
            return 1;
        }
        print(llmDocument(replay, file.getFileName().toString(), !summary), pretty, out);
        return 0;
    }

    /** {@code --llm-live}: a capped run with a real model from the environment, saved, then replayed and scored. */
    private int live(
            SimParams params,
            String providerId,
            String model,
            int traces,
            Path dir,
            boolean summary,
            boolean pretty,
            PrintStream out,
            PrintStream err) {
        if (traces < 1 || traces > LiveJudging.MAX_TRACES) {
            throw new SimOptions.UsageError(
                    "argument --llm-traces: 1 to " + LiveJudging.MAX_TRACES + ", got " + traces);
        }
        if (params.tasks() > JudgeRuns.MAX_TASKS) {
            throw new SimOptions.UsageError(
                    "argument --tasks: a judge run's trace set has at most " + JudgeRuns.MAX_TASKS + " tasks");
        }
        LiveEnvironment env = LiveEnvironment.read(environment);
        ProviderKind kind;
        try {
            kind = providerId != null
                    ? ProviderKind.fromId(providerId)
                    : env.preferred().orElse(ProviderKind.ANTHROPIC);
        } catch (IllegalArgumentException e) {
            throw new SimOptions.UsageError("argument --provider: " + e.getMessage());
        }
        ProviderConfig config = env.provider(kind);
        if (model != null) {
            config = ProviderConfig.of(kind, config.apiKey(), config.baseUrl(), model);
        }
        if (!config.usable()) {
            err.println("judge --llm-live: " + kind.label() + " is not set up: "
                    + ConnectionCheck.describe(config.problem().get()) + " (" + ForecastCommand.setUpHint(kind)
                    + " in the environment)");
            return 1;
        }
        err.println("LLM judge live: " + config.describe() + ", " + traces + " trace(s), "
                + traces * Metric.values().length + " calls");
        JudgeRun run;
        Path saved;
        // the run's calls are made on background work of its own, shut down when it ends
        try (CommandWork work = new CommandWork()) {
            LiveHttp live = http != null ? http : LiveHttp.defaults(work.live());
            run = LiveJudging.run(
                    ChatModels.build(config, live),
                    live,
                    params,
                    traces,
                    clock,
                    (done, total, id) -> err.println("judged " + done + "/" + total + " (" + id + ")"),
                    () -> false,
                    notice -> err.println(notice.describe()));
            saved = JudgeRunStore.of(dir.resolve(JudgeRunStore.SUBFOLDER), work.readers())
                    .save(run);
        } catch (IOException e) {
            err.println("judge --llm-live: cannot save the judge run: " + e.getMessage());
            return 1;
        }
        err.println("saved " + saved);
        if (!JudgeRun.COMPLETED.equals(run.status())) {
            err.println("judge --llm-live: the run " + run.status() + ": " + run.reason());
        }
        try {
            print(llmDocument(JudgeRuns.replay(run), saved.getFileName().toString(), !summary), pretty, out);
        } catch (InvalidJudgeRunException e) {
            err.println("judge --llm-live: " + e.getMessage());
            return 1;
        }
        return JudgeRun.COMPLETED.equals(run.status()) ? 0 : 1;
    }

    private static void print(PyDict doc, boolean pretty, PrintStream out) {
        out.print((pretty ? PyJson.dumpsPretty(doc) : PyJson.dumps(doc)) + "\n");
        out.flush();
    }

    /** The judge report of a replayed LLM judge run, with {@code judge_run} saying what was replayed. */
    static PyDict llmDocument(JudgeRuns.Replay replay, String fileName, boolean withVerdicts) {
        JudgeRun run = replay.run();
        PyDict doc = replay.card().report(run.traceSet().toSimParams(), withVerdicts);
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("file", PyStr.of(fileName));
        m.put("provider", PyStr.of(run.provenance().provider()));
        m.put("model", PyStr.of(run.provenance().model()));
        m.put("base_url_host", PyStr.of(run.provenance().baseUrlHost()));
        m.put("created_at", PyStr.of(run.createdAt()));
        m.put("status", PyStr.of(run.status()));
        m.put("reason", run.reason() == null ? PyNone.NONE : PyStr.of(run.reason()));
        m.put("prompt_version", PyStr.of(run.prompts().version()));
        m.put("prompt_hash", PyStr.of(run.prompts().hash()));
        m.put(
                "trace_ids",
                new PyList(run.traceSet().traceIds().stream()
                        .map(x -> (PyObject) PyStr.of(x))
                        .toList()));
        m.put("calls", PyInt.of(run.calls().size()));
        m.put("unreadable_replies", PyInt.of((int) run.unreadable()));
        m.put("rejected_issues", PyInt.of((int) run.rejectedIssues()));
        m.put("differ", PyInt.of(replay.differ()));
        return doc.with("judge_run", new PyDict(m));
    }

    /** The scorecard document for one judge on the traces of {@code params}; the page shows the same numbers. */
    static PyDict document(SimParams params, String judge, boolean withVerdicts) {
        TraceSet set = TraceSet.of(params);
        Scorecard card = Scorecard.of(set.traces(), Judges.run(Judges.byName(judge, set), set.traces()));
        return card.report(params, withVerdicts);
    }

    /** The sim options that describe a trace set; the others (--mode, --repeats, selector options) are refused. */
    private static List<String> allowed() {
        List<String> options = new ArrayList<>(List.of("--help"));
        traceSpecs().stream().map(ParamSpec::option).forEach(options::add);
        return options;
    }

    /** The declared parameters of a trace set: world, task set, config and run seed. */
    private static List<ParamSpec<?>> traceSpecs() {
        return Stream.of(
                        Parameters.WORLD,
                        Parameters.TASK_SET,
                        List.<ParamSpec<?>>of(Parameters.CONFIG, Parameters.RUN_SEED))
                .<ParamSpec<?>>flatMap(List::stream)
                .toList();
    }
}
