package com.agenteval.workbench.lessons.shared;

import static com.agenteval.workbench.core.params.Parameters.CommandLines.JAR;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.AgentConfigs.ConfigCodes;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.notebook.OrderedQuery;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Everything that decides one run on the agent page: the world, the task set, the config, the run seed and the
 * task. It gives the {@code /agent} link and the {@code sim} command that reproduce the run exactly.
 *
 * <pre>{@code
 * RunSpec spec = RunSpec.lecture(AgentConfigs.PLAN_EXEC, 3);        // world 14, 200 familiar tasks seed 1, run 0
 * spec.agentUrl();            // "agent?seed=14&n_stale=2&...&config=plan_exec&task=3&run_seed=0"
 * spec.traceCommand();        // "java -jar target/workbench.jar sim --mode traces ... # data.traces[3] ..."
 * }</pre>
 *
 * @param world    the world
 * @param tasks    how many tasks were generated (at least 1)
 * @param taskSeed the task seed
 * @param newData  new-data tasks (every one touches 2024)
 * @param config   the agent config
 * @param runSeed  the run seed
 * @param task     the task's position in the list, 0 to {@code tasks - 1}
 */
public record RunSpec(
        WorldSpec world,
        int tasks,
        BigInteger taskSeed,
        boolean newData,
        AgentConfig config,
        BigInteger runSeed,
        int task) {

    /** The agent page's route: the page that shows one run ({@link #agentUrl}). */
    public static final String AGENT_ROUTE = "agent";
    /** The agent page's query key of the task's position in the list. */
    public static final String TASK = "task";

    public RunSpec {
        Objects.requireNonNull(world, "world");
        Objects.requireNonNull(taskSeed, "taskSeed");
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(runSeed, "runSeed");
        if (tasks < 1) {
            throw new IllegalArgumentException("tasks must be at least 1, got " + tasks);
        }
        if (task < 0 || task >= tasks) {
            throw new IllegalArgumentException("task must be between 0 and " + (tasks - 1) + ", got " + task);
        }
    }

    /** The lecture's defaults (world 14, 200 familiar tasks with seed 1, run seed 0) for one config and task. */
    public static RunSpec lecture(AgentConfig config, int task) {
        return new RunSpec(WorldSpec.lecture(), 200, BigInteger.ONE, false, config, BigInteger.ZERO, task);
    }

    public RunSpec withRunSeed(BigInteger seed) {
        return new RunSpec(world, tasks, taskSeed, newData, config, seed, task);
    }

    public RunSpec withConfig(AgentConfig c) {
        return new RunSpec(world, tasks, taskSeed, newData, c, runSeed, task);
    }

    /** A standard config (or "perfect") goes by its name; anything else becomes {@link #configJson}. */
    public boolean standardConfig() {
        return config.equals(AgentConfigs.byName(config.name()));
    }

    /**
     * The {@code --config} value: the name of a standard config, or JSON that {@code AgentConfigs.resolve} (and
     * ref_dump's resolve_config) turns back into exactly this config.
     */
    public String configSpec() {
        return standardConfig() ? config.name() : configJson(config);
    }

    /** JSON with {@code base} plan_exec, the name, and only the fields that differ from plan_exec. */
    static String configJson(AgentConfig c) {
        PyDict base = AgentConfigs.PLAN_EXEC.toPy();
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("base", PyStr.of(AgentConfigs.PLAN_EXEC.name()));
        m.put("name", PyStr.of(c.name()));
        c.toPy().entries().forEach((k, v) -> {
            if (!k.equals("name")
                    && !PyJson.dumps(v)
                            .equals(PyJson.dumps(
                                    Objects.requireNonNull(base.get(k), "every config has the fields of plan_exec")))) {
                m.put(k, v);
            }
        });
        return PyJson.dumps(new PyDict(m));
    }

    /** The sim parameters of this run's world, tasks, config and run seed in one mode. */
    public SimParams simParams(String mode) {
        SimParams p = SimParams.defaults(mode)
                .withWorld(world.seed(), world.nStale(), world.memoryAcc(), world.webExact(), world.webRounded())
                .withTasks(tasks, taskSeed, newData);
        if (mode.equals("tasks") || mode.equals("world")) {
            return p;
        }
        return p.withConfig(configSpec()).withRun(runSeed, 1);
    }

    /** The command whose {@code data.traces[task]} is this run's trace (see {@link AgentRuns}). */
    public String traceCommand() {
        return JAR + simParams("traces").withOutput(true, false).commandLine() + "   # data.traces[" + task + "]";
    }

    /** The command whose {@code data.configs[0].per_task[task].runs[0]} is this run through run_config. */
    public String strategyCommand() {
        return JAR + simParams("results").commandLine() + "   # data.configs[0].per_task[" + task + "].runs[0]";
    }

    /** A shell loop printing this run's whole strategy under run seeds R to R + runs - 1: a seed sweep's command. */
    public String sweepCommand(int runs) {
        BigInteger last = runSeed.add(BigInteger.valueOf(runs - 1));
        return "for r in $(seq " + runSeed + " " + last + "); do " + JAR
                + withRunSeed(BigInteger.ZERO).simParams("results").commandLine() + " --run-seed $r; done"
                + "   # data.configs[0].per_task[" + task + "].runs[0] of each";
    }

    /** The command that lists the tasks. */
    public String tasksCommand() {
        return JAR + simParams("tasks").commandLine();
    }

    /**
     * The agent page's URL query for this run: the declared parameters' names and texts; a custom config as its
     * code ({@code config=skippy:plan_exec,p_skip=0.3}), only the knobs that differ from its base, in field order.
     */
    public Map<String, String> query() {
        Map<String, String> q = new LinkedHashMap<>();
        q.put(Parameters.WORLD_SEED.name(), Parameters.WORLD_SEED.format(world.seed()));
        q.put(Parameters.N_STALE.name(), Integer.toString(world.nStale()));
        q.put(Parameters.MEMORY_ACC.name(), Parameters.MEMORY_ACC.format(world.memoryAcc()));
        q.put(Parameters.WEB_EXACT.name(), Parameters.WEB_EXACT.format(world.webExact()));
        q.put(Parameters.WEB_ROUNDED.name(), Parameters.WEB_ROUNDED.format(world.webRounded()));
        q.put(Parameters.NEW_DATA.name(), Parameters.NEW_DATA.format(newData));
        q.put(Parameters.TASKS.name(), Integer.toString(tasks));
        q.put(Parameters.TASK_SEED.name(), Parameters.TASK_SEED.format(taskSeed));
        q.put(Parameters.CONFIG.name(), ConfigCodes.encode(config));
        q.put(TASK, Integer.toString(task));
        q.put(Parameters.RUN_SEED.name(), Parameters.RUN_SEED.format(runSeed));
        return q;
    }

    /** The relative link to the agent page showing this run ({@code agent?...}), its keys in a fixed order. */
    public String agentUrl() {
        Map<String, List<String>> q = new LinkedHashMap<>();
        query().forEach((k, v) -> q.put(k, List.of(v)));
        return AGENT_ROUTE + "?" + new OrderedQuery(q).getQueryString();
    }
}
