package com.agenteval.workbench.core.sim;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.ParamSpec.DecimalSpec;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.params.Parameters.CommandLines;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Every parameter of the {@code sim} command (ref_dump.py's options, same names and defaults), validated: a value
 * out of range is refused with a one-line message naming the option, so a page can show it next to its field.
 *
 * <pre>{@code
 * SimParams p = SimParams.defaults("results").withConfig("plan_exec").withRepeats(8);
 * PyObject data = SimDump.data(p);      // equals ref_dump.py's "data" for the same options
 * }</pre>
 *
 * @param mode        world, tasks, traces, results, selector or configs
 * @param worldSeed   {@code --world-seed} (14)
 * @param nStale      {@code --n-stale} (2), 0 to 65
 * @param memoryAcc   {@code --memory-acc} (0.7)
 * @param webExact    {@code --web-exact} (0.4)
 * @param webRounded  {@code --web-rounded} (0.45)
 * @param tasks       {@code --tasks} (200), at least 1
 * @param taskSeed    {@code --task-seed} (1)
 * @param newData     {@code --new-data}
 * @param config      {@code --config}: a name, "perfect", or JSON; "plan_exec" when not given
 * @param configGiven whether {@code --config} was given (results runs all standard configs otherwise)
 * @param runSeed     {@code --run-seed} (0)
 * @param repeats     {@code --repeats} (1), 0 or more
 * @param distractors {@code --distractors} (0), 0 to 18
 * @param precise     {@code --precise} (default) / {@code --vague}
 * @param poisoned    {@code --poisoned}
 * @param temperature {@code --temperature} (0.05), &gt; 0
 * @param avoidWeight {@code --avoid-weight} (0.5)
 * @param intents     {@code --intents} (300), 0 or more
 * @param intentSeed  {@code --intent-seed} (3)
 * @param formatTrace {@code --format-trace}: traces also carry format_trace() text
 * @param internals   {@code --internals}: Chance calls and generator word counts
 */
public record SimParams(
        String mode,
        BigInteger worldSeed,
        int nStale,
        double memoryAcc,
        double webExact,
        double webRounded,
        int tasks,
        BigInteger taskSeed,
        boolean newData,
        String config,
        boolean configGiven,
        BigInteger runSeed,
        int repeats,
        int distractors,
        boolean precise,
        boolean poisoned,
        double temperature,
        double avoidWeight,
        int intents,
        BigInteger intentSeed,
        boolean formatTrace,
        boolean internals) {

    /** The data modes, as ref_dump lists them. */
    public static final List<String> MODES = List.of("configs", "results", "selector", "tasks", "traces", "world");
    /** Sanity limits (the oracle has none, but a page or a typo should not allocate gigabytes). */
    public static final int MAX_TASKS = Parameters.MAX_TASKS;

    public static final int MAX_REPEATS = Parameters.MAX_REPEATS;
    public static final int MAX_INTENTS = Parameters.MAX_INTENTS;

    /** sim's off switch of {@link Parameters#PRECISE} (ref_dump's {@code --vague}). */
    public static final String VAGUE = "--vague";
    /** sim's switch that prints each trace as the lecture formats it. */
    public static final String FORMAT_TRACE = "--format-trace";

    public SimParams {
        if (!MODES.contains(mode)) {
            throw new IllegalArgumentException("--mode must be one of " + String.join(", ", MODES) + ", got " + mode);
        }
        Objects.requireNonNull(worldSeed, "worldSeed");
        Objects.requireNonNull(taskSeed, "taskSeed");
        Objects.requireNonNull(runSeed, "runSeed");
        Objects.requireNonNull(intentSeed, "intentSeed");
        Objects.requireNonNull(config, "config");
        // the declared checks, the message naming the option as sim spells it
        count(Parameters.N_STALE, nStale);
        decimal(Parameters.MEMORY_ACC, memoryAcc);
        decimal(Parameters.WEB_EXACT, webExact);
        decimal(Parameters.WEB_ROUNDED, webRounded);
        count(Parameters.TASKS, tasks);
        count(Parameters.REPEATS, repeats);
        count(Parameters.DISTRACTORS, distractors);
        decimal(Parameters.TEMPERATURE, temperature);
        decimal(Parameters.AVOID_WEIGHT, avoidWeight);
        count(Parameters.INTENTS, intents);
        try {
            AgentConfigs.resolve(config);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--config: " + e.getMessage());
        }
    }

    private static void count(IntSpec spec, int v) {
        spec.check(BigInteger.valueOf(v), spec.option());
    }

    private static void decimal(DecimalSpec spec, double v) {
        spec.check(v, spec.option());
    }

    /** ref_dump's defaults for a mode. */
    public static SimParams defaults(String mode) {
        return new SimParams(
                mode,
                Parameters.WORLD_SEED.defaultValue(),
                small(Parameters.N_STALE),
                Parameters.MEMORY_ACC.defaultValue(),
                Parameters.WEB_EXACT.defaultValue(),
                Parameters.WEB_ROUNDED.defaultValue(),
                small(Parameters.TASKS),
                Parameters.TASK_SEED.defaultValue(),
                Parameters.NEW_DATA.defaultValue(),
                Parameters.CONFIG.defaultValue(),
                false,
                Parameters.RUN_SEED.defaultValue(),
                small(Parameters.REPEATS),
                small(Parameters.DISTRACTORS),
                Parameters.PRECISE.defaultValue(),
                Parameters.POISONED.defaultValue(),
                Parameters.TEMPERATURE.defaultValue(),
                Parameters.AVOID_WEIGHT.defaultValue(),
                small(Parameters.INTENTS),
                Parameters.INTENT_SEED.defaultValue(),
                false,
                false);
    }

    private static int small(IntSpec spec) {
        return spec.intValue(spec.defaultValue());
    }

    public SimParams withMode(String m) {
        return new SimParams(
                m,
                worldSeed,
                nStale,
                memoryAcc,
                webExact,
                webRounded,
                tasks,
                taskSeed,
                newData,
                config,
                configGiven,
                runSeed,
                repeats,
                distractors,
                precise,
                poisoned,
                temperature,
                avoidWeight,
                intents,
                intentSeed,
                formatTrace,
                internals);
    }

    public SimParams withWorld(BigInteger seed, int stale, double memAcc, double exact, double rounded) {
        return new SimParams(
                mode,
                seed,
                stale,
                memAcc,
                exact,
                rounded,
                tasks,
                taskSeed,
                newData,
                config,
                configGiven,
                runSeed,
                repeats,
                distractors,
                precise,
                poisoned,
                temperature,
                avoidWeight,
                intents,
                intentSeed,
                formatTrace,
                internals);
    }

    public SimParams withTasks(int n, BigInteger seed, boolean fresh) {
        return new SimParams(
                mode,
                worldSeed,
                nStale,
                memoryAcc,
                webExact,
                webRounded,
                n,
                seed,
                fresh,
                config,
                configGiven,
                runSeed,
                repeats,
                distractors,
                precise,
                poisoned,
                temperature,
                avoidWeight,
                intents,
                intentSeed,
                formatTrace,
                internals);
    }

    /** The same parameters with {@code --config spec} given. */
    public SimParams withConfig(String spec) {
        return new SimParams(
                mode,
                worldSeed,
                nStale,
                memoryAcc,
                webExact,
                webRounded,
                tasks,
                taskSeed,
                newData,
                spec,
                true,
                runSeed,
                repeats,
                distractors,
                precise,
                poisoned,
                temperature,
                avoidWeight,
                intents,
                intentSeed,
                formatTrace,
                internals);
    }

    public SimParams withRun(BigInteger seed, int k) {
        return new SimParams(
                mode,
                worldSeed,
                nStale,
                memoryAcc,
                webExact,
                webRounded,
                tasks,
                taskSeed,
                newData,
                config,
                configGiven,
                seed,
                k,
                distractors,
                precise,
                poisoned,
                temperature,
                avoidWeight,
                intents,
                intentSeed,
                formatTrace,
                internals);
    }

    public SimParams withRepeats(int k) {
        return withRun(runSeed, k);
    }

    public SimParams withSelector(
            int nDistractors,
            boolean isPrecise,
            boolean isPoisoned,
            double temp,
            double avoid,
            int nIntents,
            BigInteger seed) {
        return new SimParams(
                mode,
                worldSeed,
                nStale,
                memoryAcc,
                webExact,
                webRounded,
                tasks,
                taskSeed,
                newData,
                config,
                configGiven,
                runSeed,
                repeats,
                nDistractors,
                isPrecise,
                isPoisoned,
                temp,
                avoid,
                nIntents,
                seed,
                formatTrace,
                internals);
    }

    public SimParams withOutput(boolean withFormatTrace, boolean withInternals) {
        return new SimParams(
                mode,
                worldSeed,
                nStale,
                memoryAcc,
                webExact,
                webRounded,
                tasks,
                taskSeed,
                newData,
                config,
                configGiven,
                runSeed,
                repeats,
                distractors,
                precise,
                poisoned,
                temperature,
                avoidWeight,
                intents,
                intentSeed,
                withFormatTrace,
                withInternals);
    }

    /** The world these parameters describe. */
    public WorldSpec worldSpec() {
        return new WorldSpec(worldSeed, nStale, memoryAcc, webExact, webRounded);
    }

    /** The resolved {@code --config}. */
    public AgentConfig agentConfig() {
        return AgentConfigs.resolve(config);
    }

    /** ref_dump's {@code params} object (every option except the output switches). */
    public PyDict toPy() {
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("mode", PyStr.of(mode));
        m.put(Parameters.WORLD_SEED.name(), PyInt.of(worldSeed));
        m.put(Parameters.N_STALE.name(), PyInt.of(nStale));
        m.put(Parameters.MEMORY_ACC.name(), PyFloat.of(memoryAcc));
        m.put(Parameters.WEB_EXACT.name(), PyFloat.of(webExact));
        m.put(Parameters.WEB_ROUNDED.name(), PyFloat.of(webRounded));
        m.put(Parameters.TASKS.name(), PyInt.of(tasks));
        m.put(Parameters.TASK_SEED.name(), PyInt.of(taskSeed));
        m.put(Parameters.NEW_DATA.name(), PyBool.of(newData));
        m.put(Parameters.CONFIG.name(), PyStr.of(config));
        m.put(Parameters.RUN_SEED.name(), PyInt.of(runSeed));
        m.put(Parameters.REPEATS.name(), PyInt.of(repeats));
        m.put(Parameters.DISTRACTORS.name(), PyInt.of(distractors));
        m.put(Parameters.PRECISE.name(), PyBool.of(precise));
        m.put(Parameters.POISONED.name(), PyBool.of(poisoned));
        m.put(Parameters.TEMPERATURE.name(), PyFloat.of(temperature));
        m.put(Parameters.AVOID_WEIGHT.name(), PyFloat.of(avoidWeight));
        m.put(Parameters.INTENTS.name(), PyInt.of(intents));
        m.put(Parameters.INTENT_SEED.name(), PyInt.of(intentSeed));
        return new PyDict(m);
    }

    /** The equivalent command line ({@code sim --mode ... }), with only the options that differ from the defaults. */
    public String commandLine() {
        return "sim --mode " + mode + options();
    }

    /**
     * The options of {@link #commandLine} after the mode, each with a leading space: what another command that takes
     * the sim options ({@code stats interval}, {@code stats coverage}) is given.
     */
    public String options() {
        SimParams d = defaults(mode);
        return CommandLines.command("")
                .optionUnless(Parameters.WORLD_SEED, worldSeed, d.worldSeed)
                .optionUnless(Parameters.N_STALE, nStale, d.nStale)
                .optionUnless(Parameters.MEMORY_ACC, memoryAcc, d.memoryAcc)
                .optionUnless(Parameters.WEB_EXACT, webExact, d.webExact)
                .optionUnless(Parameters.WEB_ROUNDED, webRounded, d.webRounded)
                .optionUnless(Parameters.TASKS, tasks, d.tasks)
                .optionUnless(Parameters.TASK_SEED, taskSeed, d.taskSeed)
                .flag(Parameters.NEW_DATA, newData)
                .optionIf(configGiven, Parameters.CONFIG, config)
                .optionUnless(Parameters.RUN_SEED, runSeed, d.runSeed)
                .optionUnless(Parameters.REPEATS, repeats, d.repeats)
                .optionUnless(Parameters.DISTRACTORS, distractors, d.distractors)
                .words(precise ? "" : VAGUE)
                .flag(Parameters.POISONED, poisoned)
                .optionUnless(Parameters.TEMPERATURE, temperature, d.temperature)
                .optionUnless(Parameters.AVOID_WEIGHT, avoidWeight, d.avoidWeight)
                .optionUnless(Parameters.INTENTS, intents, d.intents)
                .optionUnless(Parameters.INTENT_SEED, intentSeed, d.intentSeed)
                .words(formatTrace ? FORMAT_TRACE : "")
                .line();
    }
}
