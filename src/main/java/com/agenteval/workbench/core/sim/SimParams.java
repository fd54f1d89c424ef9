package com.agenteval.workbench.core.sim;

import com.agenteval.workbench.core.agent.AgentConfig;
import com.agenteval.workbench.core.agent.AgentConfigs;
import com.agenteval.workbench.core.python.PyBool;
import com.agenteval.workbench.core.python.PyDict;
import com.agenteval.workbench.core.python.PyFloat;
import com.agenteval.workbench.core.python.PyInt;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyStr;
import com.agenteval.workbench.core.selection.ToolCatalog;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.WorldSpec;
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
public record SimParams(String mode, BigInteger worldSeed, int nStale, double memoryAcc, double webExact,
                        double webRounded, int tasks, BigInteger taskSeed, boolean newData, String config,
                        boolean configGiven, BigInteger runSeed, int repeats, int distractors, boolean precise,
                        boolean poisoned, double temperature, double avoidWeight, int intents, BigInteger intentSeed,
                        boolean formatTrace, boolean internals) {

    /** The data modes, as ref_dump lists them. */
    public static final List<String> MODES = List.of("configs", "results", "selector", "tasks", "traces", "world");
    /** Sanity limits (the oracle has none, but a page or a typo should not allocate gigabytes). */
    public static final int MAX_TASKS = 1_000_000;
    public static final int MAX_REPEATS = 1_000;
    public static final int MAX_INTENTS = 1_000_000;

    public SimParams {
        if (!MODES.contains(mode)) {
            throw new IllegalArgumentException("--mode must be one of " + String.join(", ", MODES) + ", got " + mode);
        }
        Objects.requireNonNull(worldSeed, "worldSeed");
        Objects.requireNonNull(taskSeed, "taskSeed");
        Objects.requireNonNull(runSeed, "runSeed");
        Objects.requireNonNull(intentSeed, "intentSeed");
        Objects.requireNonNull(config, "config");
        if (nStale < 0 || nStale > World.RECORDS) {
            throw new IllegalArgumentException("--n-stale must be between 0 and " + World.RECORDS
                    + " (the number of records), got " + nStale);
        }
        probability("--memory-acc", memoryAcc);
        probability("--web-exact", webExact);
        probability("--web-rounded", webRounded);
        if (tasks < 1 || tasks > MAX_TASKS) {
            throw new IllegalArgumentException("--tasks must be between 1 and " + MAX_TASKS + ", got " + tasks);
        }
        if (repeats < 0 || repeats > MAX_REPEATS) {
            throw new IllegalArgumentException("--repeats must be between 0 and " + MAX_REPEATS + ", got " + repeats);
        }
        if (distractors < 0 || distractors > ToolCatalog.MAX_DISTRACTORS) {
            throw new IllegalArgumentException("--distractors must be between 0 and " + ToolCatalog.MAX_DISTRACTORS
                    + ", got " + distractors);
        }
        if (!(temperature > 0) || Double.isInfinite(temperature)) {
            throw new IllegalArgumentException("--temperature must be a finite number > 0, got " + temperature);
        }
        if (!Double.isFinite(avoidWeight)) {
            throw new IllegalArgumentException("--avoid-weight must be a finite number, got " + avoidWeight);
        }
        if (intents < 0 || intents > MAX_INTENTS) {
            throw new IllegalArgumentException("--intents must be between 0 and " + MAX_INTENTS + ", got " + intents);
        }
        try {
            AgentConfigs.resolve(config);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--config: " + e.getMessage());
        }
    }

    private static void probability(String option, double p) {
        if (!(p >= 0.0 && p <= 1.0)) {
            throw new IllegalArgumentException(option + " must be a probability in [0, 1], got " + p);
        }
    }

    /** ref_dump's defaults for a mode. */
    public static SimParams defaults(String mode) {
        return new SimParams(mode, BigInteger.valueOf(14), 2, 0.7, 0.4, 0.45, 200, BigInteger.ONE, false,
                "plan_exec", false, BigInteger.ZERO, 1, 0, true, false, 0.05, 0.5, 300, BigInteger.valueOf(3),
                false, false);
    }

    public SimParams withMode(String m) {
        return new SimParams(m, worldSeed, nStale, memoryAcc, webExact, webRounded, tasks, taskSeed, newData, config,
                configGiven, runSeed, repeats, distractors, precise, poisoned, temperature, avoidWeight, intents,
                intentSeed, formatTrace, internals);
    }

    public SimParams withWorld(BigInteger seed, int stale, double memAcc, double exact, double rounded) {
        return new SimParams(mode, seed, stale, memAcc, exact, rounded, tasks, taskSeed, newData, config,
                configGiven, runSeed, repeats, distractors, precise, poisoned, temperature, avoidWeight, intents,
                intentSeed, formatTrace, internals);
    }

    public SimParams withTasks(int n, BigInteger seed, boolean fresh) {
        return new SimParams(mode, worldSeed, nStale, memoryAcc, webExact, webRounded, n, seed, fresh, config,
                configGiven, runSeed, repeats, distractors, precise, poisoned, temperature, avoidWeight, intents,
                intentSeed, formatTrace, internals);
    }

    /** The same parameters with {@code --config spec} given. */
    public SimParams withConfig(String spec) {
        return new SimParams(mode, worldSeed, nStale, memoryAcc, webExact, webRounded, tasks, taskSeed, newData, spec,
                true, runSeed, repeats, distractors, precise, poisoned, temperature, avoidWeight, intents,
                intentSeed, formatTrace, internals);
    }

    public SimParams withRun(BigInteger seed, int k) {
        return new SimParams(mode, worldSeed, nStale, memoryAcc, webExact, webRounded, tasks, taskSeed, newData,
                config, configGiven, seed, k, distractors, precise, poisoned, temperature, avoidWeight, intents,
                intentSeed, formatTrace, internals);
    }

    public SimParams withRepeats(int k) {
        return withRun(runSeed, k);
    }

    public SimParams withSelector(int nDistractors, boolean isPrecise, boolean isPoisoned, double temp, double avoid,
                                  int nIntents, BigInteger seed) {
        return new SimParams(mode, worldSeed, nStale, memoryAcc, webExact, webRounded, tasks, taskSeed, newData,
                config, configGiven, runSeed, repeats, nDistractors, isPrecise, isPoisoned, temp, avoid, nIntents,
                seed, formatTrace, internals);
    }

    public SimParams withOutput(boolean withFormatTrace, boolean withInternals) {
        return new SimParams(mode, worldSeed, nStale, memoryAcc, webExact, webRounded, tasks, taskSeed, newData,
                config, configGiven, runSeed, repeats, distractors, precise, poisoned, temperature, avoidWeight,
                intents, intentSeed, withFormatTrace, withInternals);
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
        m.put("world_seed", PyInt.of(worldSeed));
        m.put("n_stale", PyInt.of(nStale));
        m.put("memory_acc", PyFloat.of(memoryAcc));
        m.put("web_exact", PyFloat.of(webExact));
        m.put("web_rounded", PyFloat.of(webRounded));
        m.put("tasks", PyInt.of(tasks));
        m.put("task_seed", PyInt.of(taskSeed));
        m.put("new_data", PyBool.of(newData));
        m.put("config", PyStr.of(config));
        m.put("run_seed", PyInt.of(runSeed));
        m.put("repeats", PyInt.of(repeats));
        m.put("distractors", PyInt.of(distractors));
        m.put("precise", PyBool.of(precise));
        m.put("poisoned", PyBool.of(poisoned));
        m.put("temperature", PyFloat.of(temperature));
        m.put("avoid_weight", PyFloat.of(avoidWeight));
        m.put("intents", PyInt.of(intents));
        m.put("intent_seed", PyInt.of(intentSeed));
        return new PyDict(m);
    }

    /** The equivalent command line ({@code sim --mode ... }), with only the options that differ from the defaults. */
    public String commandLine() {
        SimParams d = defaults(mode);
        StringBuilder sb = new StringBuilder("sim --mode ").append(mode);
        if (!worldSeed.equals(d.worldSeed)) {
            sb.append(" --world-seed ").append(worldSeed);
        }
        if (nStale != d.nStale) {
            sb.append(" --n-stale ").append(nStale);
        }
        appendFloat(sb, "--memory-acc", memoryAcc, d.memoryAcc);
        appendFloat(sb, "--web-exact", webExact, d.webExact);
        appendFloat(sb, "--web-rounded", webRounded, d.webRounded);
        if (tasks != d.tasks) {
            sb.append(" --tasks ").append(tasks);
        }
        if (!taskSeed.equals(d.taskSeed)) {
            sb.append(" --task-seed ").append(taskSeed);
        }
        if (newData) {
            sb.append(" --new-data");
        }
        if (configGiven) {
            sb.append(" --config ").append(quote(config));
        }
        if (!runSeed.equals(d.runSeed)) {
            sb.append(" --run-seed ").append(runSeed);
        }
        if (repeats != d.repeats) {
            sb.append(" --repeats ").append(repeats);
        }
        if (distractors != d.distractors) {
            sb.append(" --distractors ").append(distractors);
        }
        if (!precise) {
            sb.append(" --vague");
        }
        if (poisoned) {
            sb.append(" --poisoned");
        }
        appendFloat(sb, "--temperature", temperature, d.temperature);
        appendFloat(sb, "--avoid-weight", avoidWeight, d.avoidWeight);
        if (intents != d.intents) {
            sb.append(" --intents ").append(intents);
        }
        if (!intentSeed.equals(d.intentSeed)) {
            sb.append(" --intent-seed ").append(intentSeed);
        }
        if (formatTrace) {
            sb.append(" --format-trace");
        }
        return sb.toString();
    }

    private static void appendFloat(StringBuilder sb, String option, double v, double dflt) {
        if (Double.compare(v, dflt) != 0) {
            sb.append(' ').append(option).append(' ').append(com.agenteval.workbench.core.python.PyFloats.repr(v));
        }
    }

    private static String quote(String s) {
        return s.matches("[A-Za-z0-9_+.-]+") ? s : "'" + s.replace("'", "'\\''") + "'";
    }
}
