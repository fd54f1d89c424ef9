package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.agent.Agent;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The traces a judge is scored on: exactly {@code sim --mode traces} for the same options — task i of
 * {@code Tasks.make(world, N, taskSeed, newData)} run by {@code run_agent} with one shared {@code Random(runSeed)},
 * in task order.
 *
 * <pre>{@code
 * TraceSet set = TraceSet.of(SimParams.defaults("traces").withConfig("plan_exec"));
 * List<Verdict> v = Judges.run(Judges.rules(), set.traces());
 * }</pre>
 *
 * @param params the sim options that made it
 * @param traces one trace per task, in task order
 */
public record TraceSet(SimParams params, List<Trace> traces) {

    public TraceSet {
        Objects.requireNonNull(params, "params");
        traces = List.copyOf(traces);
    }

    /** Runs the agent of {@code params.config()} on its tasks, as {@code sim --mode traces} does. */
    public static TraceSet of(SimParams params) {
        World world = params.worldSpec().make();
        List<Task> tasks = Tasks.make(world, params.tasks(), params.taskSeed(), params.newData());
        Agent agent = Agent.of(params.agentConfig());
        PyRandom rng = new PyRandom(params.runSeed());
        List<Trace> traces = new ArrayList<>(tasks.size());
        for (Task t : tasks) {
            traces.add(agent.runAgent(world, t, rng));
        }
        return new TraceSet(params, traces);
    }

    /** The reference answer of every task, by trace id: what the outcome-only judge is allowed to know. */
    public Map<String, PyObject> referenceAnswers() {
        Map<String, PyObject> m = new LinkedHashMap<>();
        traces.forEach(t -> m.put(t.task().id(), t.task().answer()));
        return m;
    }
}
