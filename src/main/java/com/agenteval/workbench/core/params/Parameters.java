package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.SimulatedForecaster;
import com.agenteval.workbench.core.params.AgentConfig.AgentKnobs;
import com.agenteval.workbench.core.params.AgentConfigs.ConfigCodes;
import com.agenteval.workbench.core.params.ParamSpec.ChoiceSpec;
import com.agenteval.workbench.core.params.ParamSpec.DecimalSpec;
import com.agenteval.workbench.core.params.ParamSpec.FlagSpec;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.tasks.Tasks.TaskSets;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolCatalog;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Every parameter of the lecture's concepts, declared once, with ref_dump.py's names and defaults and the module's
 * checks. Pages, links, the {@code sim}/{@code judge} options, the MCP world query and saved files read these.
 *
 * <pre>{@code
 * for (ParamSpec<?> p : Parameters.WORLD) { ... }          // world_seed, n_stale, memory_acc, web_exact, web_rounded
 * BigInteger stale = Parameters.N_STALE.read("3");
 * }</pre>
 */
public final class Parameters {

    private Parameters() {}

    // the world: make_world()'s parameters, with its defaults (WorldSpec.lecture())
    public static final IntSpec WORLD_SEED = IntSpec.seed("world_seed", WorldSpec.DEFAULT_SEED, "seed");
    public static final IntSpec N_STALE =
            IntSpec.count("n_stale", WorldSpec.DEFAULT_N_STALE, 0, World.RECORDS, " (the number of records)", "stale");
    public static final DecimalSpec MEMORY_ACC = DecimalSpec.probability("memory_acc", WorldSpec.DEFAULT_MEMORY_ACC);
    public static final DecimalSpec WEB_EXACT = DecimalSpec.probability("web_exact", WorldSpec.DEFAULT_WEB_EXACT);
    public static final DecimalSpec WEB_ROUNDED = DecimalSpec.probability("web_rounded", WorldSpec.DEFAULT_WEB_ROUNDED);
    public static final List<ParamSpec<?>> WORLD = List.of(WORLD_SEED, N_STALE, MEMORY_ACC, WEB_EXACT, WEB_ROUNDED);

    // the task set: make_tasks(world, n, seed, new_data=False), ref_dump's --tasks 200 --task-seed 1
    /** Sanity limit (the oracle has none): a page or a typo should not generate millions of tasks. */
    public static final int MAX_TASKS = 10_000;

    public static final IntSpec TASKS = IntSpec.count("tasks", 200, 1, MAX_TASKS, "");
    public static final IntSpec TASK_SEED =
            new IntSpec("task_seed", List.of(), TaskSets.FAMILIAR.seed(), null, null, "");
    public static final FlagSpec NEW_DATA = new FlagSpec("new_data", List.of(), false);
    public static final List<ParamSpec<?>> TASK_SET = List.of(TASKS, TASK_SEED, NEW_DATA);
    /** The new-data set's seed on pages that show both sets (task_seed is then the familiar set's). */
    public static final IntSpec NEW_TASK_SEED =
            new IntSpec("new_task_seed", List.of(), TaskSets.NEW_DATA.seed(), null, null, "");

    /** The agent config's knobs, {@link AgentKnobs#ALL} ({@code p_skip}, {@code attempts}, ...). */
    public static final List<ParamSpec<?>> AGENT = AgentKnobs.ALL;

    // the agent config: a standard name, "perfect", a code (skippy:plan_exec,p_skip=0.3) or ref_dump's JSON
    public static final ChoiceSpec CONFIG = new ChoiceSpec(
            "config", List.of("cfg"), AgentConfigs.names(), AgentConfigs.PLAN_EXEC.name(), Parameters::configProblem);

    // the run: ref_dump's --run-seed 0 --repeats 1
    public static final int MAX_REPEATS = 1_000;
    public static final IntSpec RUN_SEED = IntSpec.seed("run_seed", 0);
    public static final IntSpec REPEATS = IntSpec.count("repeats", 1, 0, MAX_REPEATS, "");
    public static final List<ParamSpec<?>> RUN = List.of(RUN_SEED, REPEATS);

    // the tool selector: ref_dump's selector options
    public static final int MAX_INTENTS = 1_000_000;
    public static final IntSpec DISTRACTORS = IntSpec.count("distractors", 0, 0, ToolCatalog.MAX_DISTRACTORS, "");
    public static final FlagSpec PRECISE = new FlagSpec("precise", List.of(), true);
    public static final FlagSpec POISONED = new FlagSpec("poisoned", List.of(), false);
    public static final DecimalSpec TEMPERATURE =
            new DecimalSpec("temperature", List.of(), 0.05, DecimalSpec.Rule.POSITIVE, 0.01);
    public static final DecimalSpec AVOID_WEIGHT =
            new DecimalSpec("avoid_weight", List.of(), 0.5, DecimalSpec.Rule.FINITE, 0.05);
    public static final IntSpec INTENTS = IntSpec.count("intents", 300, 0, MAX_INTENTS, "");
    public static final IntSpec INTENT_SEED = IntSpec.seed("intent_seed", 3);
    public static final List<ParamSpec<?>> SELECTOR =
            List.of(DISTRACTORS, PRECISE, POISONED, TEMPERATURE, AVOID_WEIGHT, INTENTS, INTENT_SEED);

    // the judge: the offline judges scored against the ground-truth labels
    public static final ChoiceSpec JUDGE = ChoiceSpec.closed("judge", List.of("outcome", "rules"), "rules");

    // the forecaster: the forecast command's options (its own wording, not argparse's) and the /forecast pages'
    // fields; defaults as the command has them (SimulatedForecaster.Knobs.defaults() for the knobs).
    // The bounds are enough for any lesson, small enough that no run exhausts memory.
    public static final int MAX_AGENTS = 100;
    public static final int MAX_STEPS = 50;
    public static final int MAX_RESULTS = 20;
    public static final int MAX_BINS = 100;
    public static final IntSpec AGENTS = IntSpec.forecastCount("agents", 1, 1, MAX_AGENTS);
    /** The forecast command's simulated world ({@code --world-seed}): make_world's seed, any Java long. */
    public static final IntSpec FORECAST_WORLD_SEED = IntSpec.forecastSeed("world_seed", WorldSpec.DEFAULT_SEED);
    /** The forecaster's seed ({@code --seed}); the same seed gives the same forecasts. */
    public static final IntSpec FORECASTER_SEED = IntSpec.forecastSeed("seed", 0);

    public static final IntSpec MAX_STEPS_PER_AGENT = IntSpec.forecastCount("max_steps", 5, 1, MAX_STEPS);
    public static final IntSpec MAX_SEARCH_RESULTS = IntSpec.forecastCount("max_results", 5, 1, MAX_RESULTS);
    // the simulated forecaster's knobs, in the ranges SimulatedForecaster.Knobs takes
    private static final SimulatedForecaster.Knobs KNOBS = SimulatedForecaster.Knobs.defaults();
    public static final DecimalSpec NOISE =
            DecimalSpec.forecastKnob("noise", KNOBS.noise(), DecimalSpec.Rule.NON_NEGATIVE, 0.05);
    public static final DecimalSpec OVERCONFIDENCE =
            DecimalSpec.forecastKnob("overconfidence", KNOBS.overconfidence(), DecimalSpec.Rule.POSITIVE, 0.1);
    public static final DecimalSpec HEDGING =
            DecimalSpec.forecastKnob("hedging", KNOBS.hedging(), DecimalSpec.Rule.PROBABILITY, 0.05);
    public static final DecimalSpec FORMAT_SLIPS =
            DecimalSpec.forecastKnob("format_slips", KNOBS.formatSlipRate(), DecimalSpec.Rule.PROBABILITY, 0.05);
    /**
     * The simulated forecaster's most searches before it forecasts (it plans 1 to this many). At or above
     * {@link #MAX_STEPS_PER_AGENT} its agents run out of turns and end with forced_default, the lesson on failure.
     */
    public static final IntSpec MAX_SEARCHES = IntSpec.forecastCount("max_searches", KNOBS.maxSearches(), 1, MAX_STEPS);
    /** A live question's market price ({@code --market-price}), a probability; no default (the question's). */
    public static final DecimalSpec MARKET_PRICE =
            DecimalSpec.forecastKnob("market_price", 0.5, DecimalSpec.Rule.PROBABILITY, 0.01);
    /** A live run's most agents, steps and results: the forecaster's counts capped, since a live run costs money. */
    public static final int MAX_LIVE_AGENTS = 10;

    public static final int MAX_LIVE_STEPS = 20;
    public static final int MAX_LIVE_RESULTS = 20;
    /** A live run's counts (the run page's fields, {@code forecast live}'s options), refused in the same words. */
    public static final IntSpec LIVE_AGENTS = AGENTS.within(1, MAX_LIVE_AGENTS);

    public static final IntSpec LIVE_STEPS = MAX_STEPS_PER_AGENT.within(1, MAX_LIVE_STEPS);
    public static final IntSpec LIVE_RESULTS = MAX_SEARCH_RESULTS.within(1, MAX_LIVE_RESULTS);
    /** {@code forecast score}'s calibration bins. */
    public static final IntSpec BINS = IntSpec.forecastCount("bins", 10, 1, MAX_BINS);

    public static final List<ParamSpec<?>> FORECASTER = List.of(
            AGENTS,
            FORECASTER_SEED,
            MAX_STEPS_PER_AGENT,
            MAX_SEARCH_RESULTS,
            NOISE,
            OVERCONFIDENCE,
            HEDGING,
            FORMAT_SLIPS,
            MAX_SEARCHES,
            MARKET_PRICE,
            BINS);

    // reliability: pass^k of independent or correlated runs
    /** The most runs per task a page plots (pass^k is a formula there; a page that runs them has a lower cap). */
    public static final int MAX_K = 64;
    /** pass^1: the success rate of one run. */
    public static final DecimalSpec PASS_RATE =
            new DecimalSpec("p", List.of(), 0.9, DecimalSpec.Rule.PROBABILITY, 0.01);
    /** Runs per task, the k of pass^k. */
    public static final IntSpec K = IntSpec.count("k", 8, 1, MAX_K, "");
    /** The correlation between one task's runs, for every config compared. */
    public static final DecimalSpec RHO = AgentKnobs.RHO;

    public static final List<ParamSpec<?>> RELIABILITY = List.of(PASS_RATE, K, RHO);

    // the error-bar lab (/error-bars, issue 25): M fresh evaluations of n tasks x k runs graded against the truth
    /** Replications of a coverage experiment at most (the command line's bound). */
    public static final int MAX_REPLICATIONS = 10_000;
    /** M, the fresh evaluations a coverage experiment draws. */
    public static final IntSpec REPLICATIONS = IntSpec.count("replications", 1000, 1, MAX_REPLICATIONS, "");
    /**
     * The seed of the lab's draws: its task blocks, run seeds and bootstrap resamples. Bounded so that replication
     * r's run seed, {@code stats_seed * 10,000 + r}, is a long (CoverageLab).
     */
    public static final IntSpec STATS_SEED = IntSpec.count("stats_seed", 0, 0, Long.MAX_VALUE / 10_000 - 1, "");
    /** The most resamples one bootstrap interval takes. */
    public static final int MAX_BOOTSTRAP = 100_000;
    /** B, the cluster bootstrap's resamples per interval ({@code stats interval --bootstrap}). */
    public static final IntSpec BOOTSTRAP = IntSpec.count("bootstrap", 2_000, 1, MAX_BOOTSTRAP, "");
    /** The second config of a paired comparison (the lab's power check). */
    public static final ChoiceSpec VERSUS =
            new ChoiceSpec("versus", List.of(), AgentConfigs.names(), "plan_exec+reflect", Parameters::configProblem);
    /** The lab's ranges: a page run of M evaluations must finish in seconds. */
    public static final IntSpec LAB_TASKS = TASKS.within(10, 400);

    public static final IntSpec LAB_K = K.within(1, 16);
    public static final IntSpec LAB_REPLICATIONS = REPLICATIONS.within(100, 2_000);
    /** The lab's rho: the lesson's case, where naive intervals fail (the declared rho's default is 0.5). */
    public static final double LAB_RHO = 0.6;

    public static final List<ParamSpec<?>> LAB =
            List.of(CONFIG, LAB_TASKS, LAB_K, RHO, LAB_REPLICATIONS, STATS_SEED, VERSUS);

    /** m, the hand-checked traces of a judge's calibration set (/judges: the judge's error rate corrected). */
    public static final IntSpec CALIBRATION = IntSpec.count("calibration", 40, 2, 10_000, "");

    /** Which task sets a page runs: the familiar set, the new-data set or both (TaskSets defines each). */
    public static final ChoiceSpec TASK_SET_CHOICE =
            ChoiceSpec.closed("task_set", List.of("familiar", "new", "both"), "both");

    /** Which 95% interval a score page shows: one of core.stats.IntervalMethod's keys, clustered by task first. */
    public static final ChoiceSpec ERROR_BARS =
            ChoiceSpec.closed("error_bars", List.of("clustered", "naive", "bootstrap"), "clustered");

    /**
     * Every parameter, for lookups by name. The forecaster's {@code seed} comes after the world's, whose old key it
     * is: a world page reads {@code seed} as the world seed.
     */
    public static final List<ParamSpec<?>> ALL = List.of(
            WORLD_SEED,
            N_STALE,
            MEMORY_ACC,
            WEB_EXACT,
            WEB_ROUNDED,
            TASKS,
            TASK_SEED,
            NEW_DATA,
            NEW_TASK_SEED,
            TASK_SET_CHOICE,
            CONFIG,
            RUN_SEED,
            REPEATS,
            DISTRACTORS,
            PRECISE,
            POISONED,
            TEMPERATURE,
            AVOID_WEIGHT,
            INTENTS,
            INTENT_SEED,
            JUDGE,
            AGENTS,
            FORECASTER_SEED,
            MAX_STEPS_PER_AGENT,
            MAX_SEARCH_RESULTS,
            NOISE,
            OVERCONFIDENCE,
            HEDGING,
            FORMAT_SLIPS,
            MAX_SEARCHES,
            MARKET_PRICE,
            BINS,
            PASS_RATE,
            K,
            RHO,
            REPLICATIONS,
            STATS_SEED,
            BOOTSTRAP,
            VERSUS,
            ERROR_BARS,
            CALIBRATION);

    /** The parameter a name (or an alias) denotes among {@code among}. */
    public static Optional<ParamSpec<?>> named(List<ParamSpec<?>> among, String key) {
        return among.stream().filter(p -> p.accepts(key)).findFirst();
    }

    private static Optional<String> configProblem(String text) {
        try {
            ConfigCodes.resolve(text);
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of("is not a config: " + e.getMessage());
        }
    }

    /**
     * The "equivalent command line" a page shows, built over the parameter declarations: each option is spelled by its
     * spec ({@link ParamSpec#option}) and each value written as the commands read it back (a decimal as Python's
     * {@code repr}, a text shell-quoted when it needs it). Here in core, so that the pages need nothing of {@code cli}.
     *
     * <pre>{@code
     * CommandLines.command("sim --mode world").option(Parameters.N_STALE, BigInteger.valueOf(3)).line();
     * // "sim --mode world --n-stale 3"
     * CommandLines.command("forecast run").option(Parameters.NOISE, 0.1).shown();
     * // "java -jar target/workbench.jar forecast run --noise 0.1"
     * }</pre>
     */
    public static final class CommandLines {

        /** How a page's "show the command line" cells start a command: the jar the build writes, then the command. */
        public static final String JAR = "java -jar target/workbench.jar ";

        private CommandLines() {}

        /** A command line that starts with {@code words} (the command and its sub-command or mode). */
        public static Line command(String words) {
            return new Line(words);
        }

        /** A text as a POSIX shell reads it back: as it is when it is safe, else single-quoted. */
        public static String quote(String s) {
            return s.matches("[A-Za-z0-9_+.-]+") ? s : "'" + s.replace("'", "'\\''") + "'";
        }

        /** A declared value as the command line writes it: Python's repr for a decimal, digits for a whole number. */
        public static String text(Object value) {
            return switch (value) {
                case Double d -> PyFloats.repr(d);
                case BigInteger i -> i.toString();
                case Integer i -> i.toString();
                case Long i -> i.toString();
                case String s -> quote(s);
                default -> throw new IllegalArgumentException("not a parameter value: " + value);
            };
        }

        /** One command line being written; each part adds a space and its words. */
        public static final class Line {

            private final StringBuilder sb;

            private Line(String words) {
                sb = new StringBuilder(Objects.requireNonNull(words, "words"));
            }

            /** A declared option and its value: {@code --n-stale 3}. */
            public Line option(ParamSpec<?> spec, Object value) {
                return append(spec.option(), text(value));
            }

            /** A declared option, only when its value is not {@code dflt} (the command's default). */
            public Line optionUnless(ParamSpec<?> spec, Object value, Object dflt) {
                return value.equals(dflt) ? this : option(spec, value);
            }

            /** A declared option, only when the value was {@code given} (not left to the command's default). */
            public Line optionIf(boolean given, ParamSpec<?> spec, Object value) {
                return given ? option(spec, value) : this;
            }

            /** A declared switch, only when {@code on}: {@code --new-data}. */
            public Line flag(FlagSpec spec, boolean on) {
                return on ? words(spec.option()) : this;
            }

            /**
             * An option that no parameter declares (a file, a question id, a command's own switch), its value written as
             * given: the caller has it in the form a student types it.
             */
            public Line option(String option, Object value) {
                return append(option, value instanceof String s ? s : text(value));
            }

            private Line append(String option, String value) {
                sb.append(' ').append(option).append(' ').append(value);
                return this;
            }

            /** Words as they are ({@code --vague}, a store's folder options). */
            public Line words(String words) {
                if (!words.isEmpty()) {
                    sb.append(' ').append(words);
                }
                return this;
            }

            /** The line after the jar: {@code sim --mode world --n-stale 3}. */
            public String line() {
                return sb.toString();
            }

            /** The line as a page shows it, after {@link #JAR}. */
            public String shown() {
                return JAR + sb;
            }

            @Override
            public String toString() {
                return line();
            }
        }
    }
}
