package com.agenteval.workbench.lessons.shared;

import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.tasks.Tasks.TaskSets;
import com.agenteval.workbench.notebook.BoolParam;
import com.agenteval.workbench.notebook.Dependency;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.Param;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The task set's parameters ({@code new_data}, {@code tasks}, {@code task_seed}) on a page with one task set. The
 * task seed follows the set's definition ({@link TaskSets}): choosing new data moves a familiar-set seed to the
 * new-data seed and back, and a link with {@code new_data=true} but no {@code task_seed} means the new-data set.
 */
public final class TaskSetParams implements Dependency {

    private final BoolParam newData;
    private final IntParam tasks;
    private final SeedParam taskSeed;

    private TaskSetParams(ParametersCell cell) {
        newData = cell.bool(Parameters.NEW_DATA);
        tasks = cell.integer(Parameters.TASKS);
        taskSeed = cell.seed(Parameters.TASK_SEED);
        BigInteger familiar = TaskSets.of(false).seed();
        BigInteger fresh = TaskSets.of(true).seed();
        // the seed follows New data: said under the switch before it happens, and under the seed when it did
        newData.note(cell.getTranslation(
                "param.new_data.note", Parameters.TASK_SEED.format(familiar), Parameters.TASK_SEED.format(fresh)));
        cell.addChangeListener(e -> {
            if (e.param() == newData
                    && taskSeed.value().equals(TaskSets.of(!newData.value()).seed())) {
                BigInteger from = taskSeed.value();
                BigInteger to = TaskSets.of(newData.value()).seed();
                taskSeed.set(to);
                taskSeed.note(cell.getTranslation(
                        newData.value() ? "param.task_seed.moved-new" : "param.task_seed.moved-familiar",
                        Parameters.TASK_SEED.format(from),
                        Parameters.TASK_SEED.format(to)));
            } else if (e.param() == taskSeed) {
                taskSeed.note("");
            }
        });
    }

    public static TaskSetParams addTo(ParametersCell cell) {
        return new TaskSetParams(cell);
    }

    /** A link's query with the task seed its set implies, when the link does not give one. */
    public static Map<String, List<String>> expand(Map<String, List<String>> query) {
        String seed = Parameters.TASK_SEED.name();
        List<String> fresh = query.get(Parameters.NEW_DATA.name());
        if (query.containsKey(seed) || fresh == null || fresh.isEmpty()) {
            return query;
        }
        boolean newData;
        try {
            newData = Parameters.NEW_DATA.parse(fresh.get(0));
        } catch (IllegalArgumentException e) {
            return query; // the field shows why
        }
        Map<String, List<String>> q = new LinkedHashMap<>(query);
        q.put(seed, List.of(Parameters.TASK_SEED.format(TaskSets.of(newData).seed())));
        return q;
    }

    public boolean newData() {
        return newData.value();
    }

    public int tasks() {
        return tasks.value();
    }

    public BigInteger taskSeed() {
        return taskSeed.value();
    }

    @Override
    public List<Param<?>> params() {
        return List.of(newData, tasks, taskSeed);
    }
}
