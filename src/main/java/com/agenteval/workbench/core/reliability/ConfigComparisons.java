package com.agenteval.workbench.core.reliability;

import com.agenteval.workbench.core.jobs.Cancellation.CancelledException;
import com.agenteval.workbench.core.jobs.Helpers;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.reliability.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Runs a {@link ConfigComparison}: every config over every chosen task set, each (config, set) pair exactly as one
 * block of {@code sim --mode results}: its own {@code Random(run_seed)}, the runs of a task in a row (the
 * configs page states the {@code sim} commands that print the same blocks).
 *
 * <pre>{@code
 * List<ConfigScore> scores = ConfigComparisons.run(world, comparison, compute.helpers(session));
 * }</pre>
 */
public final class ConfigComparisons {

    private ConfigComparisons() {}

    /** {@link #run(World, ConfigComparison, Helpers)} on the calling thread alone. */
    public static List<ConfigScore> run(World world, ConfigComparison comparison) {
        return run(world, comparison, Helpers.NONE);
    }

    /**
     * Scores in the order of {@code comparison.configs()}. The (config, set) blocks run on the calling thread and the
     * helpers it lends (its session's compute lane), with the same scores on any number of threads.
     *
     * @throws CancelledException when the calling thread is interrupted: the page no longer wants this comparison
     */
    public static List<ConfigScore> run(World world, ConfigComparison comparison, Helpers helpers) {
        if (!world.spec().equals(comparison.world())) {
            throw new IllegalArgumentException("the world does not match the comparison's world spec");
        }
        List<TaskSetChoice> sets = comparison.taskSet().parts();
        List<List<Task>> tasks = new ArrayList<>();
        for (TaskSetChoice set : sets) {
            tasks.add(Tasks.make(world, comparison.tasks(), comparison.seedOf(set), set.newData()));
        }
        List<AgentConfig> configs =
                comparison.configs().stream().map(comparison::effective).toList();
        int blocks = configs.size() * sets.size();
        ConfigScore.SetScore[] scores = new ConfigScore.SetScore[blocks];
        // a newer parameter change interrupts the page's thread: it stops taking blocks, and so do the helpers, so a
        // superseded comparison stops after the blocks under way
        helpers.forEach(blocks, b -> {
            int c = b / sets.size();
            int s = b % sets.size();
            ConfigResults r =
                    ConfigResults.run(world, tasks.get(s), configs.get(c), comparison.runSeed(), comparison.runs());
            scores[b] = ConfigScore.SetScore.of(sets.get(s), r);
        });
        List<ConfigScore> out = new ArrayList<>(configs.size());
        for (int c = 0; c < configs.size(); c++) {
            List<ConfigScore.SetScore> mine = new ArrayList<>();
            for (int s = 0; s < sets.size(); s++) {
                mine.add(scores[c * sets.size() + s]);
            }
            out.add(new ConfigScore(
                    configs.get(c),
                    comparison.isCustom(comparison.configs().get(c)),
                    mine,
                    PassK.table(allCorrect(mine), comparison.runs())));
        }
        return List.copyOf(out);
    }

    private static int[] allCorrect(List<ConfigScore.SetScore> sets) {
        return sets.stream().flatMapToInt(s -> IntStream.of(s.correct())).toArray();
    }
}
