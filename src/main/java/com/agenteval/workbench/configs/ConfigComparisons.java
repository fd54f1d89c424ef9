package com.agenteval.workbench.configs;

import static com.agenteval.workbench.cli.WorkbenchCli.JAR;

import com.agenteval.workbench.core.agent.AgentConfig;
import com.agenteval.workbench.core.reliability.ConfigResults;
import com.agenteval.workbench.core.reliability.PassK;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Runs a {@link ConfigComparison}: every config over every chosen task set, each (config, set) pair exactly as one
 * block of {@code sim --mode results} — its own {@code Random(run_seed)}, the runs of a task in a row — and
 * states the {@code sim} commands that print the same blocks.
 *
 * <pre>{@code
 * List<ConfigScore> scores = ConfigComparisons.run(world, comparison);
 * ConfigComparisons.commands(comparison);   // one line per task set (more when configs need --config)
 * }</pre>
 */
final class ConfigComparisons {

    private ConfigComparisons() {
    }

    /** Scores in the order of {@code comparison.configs()}. The (config, set) blocks run in parallel. */
    static List<ConfigScore> run(World world, ConfigComparison comparison) {
        if (!world.spec().equals(comparison.world())) {
            throw new IllegalArgumentException("the world does not match the comparison's world spec");
        }
        List<TaskSet> sets = comparison.taskSet().parts();
        List<List<Task>> tasks = new ArrayList<>();
        for (TaskSet set : sets) {
            tasks.add(Tasks.make(world, comparison.tasks(), comparison.seedOf(set), set.newData()));
        }
        List<AgentConfig> configs = comparison.configs().stream().map(comparison::effective).toList();
        int blocks = configs.size() * sets.size();
        ConfigScore.SetScore[] scores = new ConfigScore.SetScore[blocks];
        IntStream.range(0, blocks).parallel().forEach(b -> {
            int c = b / sets.size();
            int s = b % sets.size();
            ConfigResults r = ConfigResults.run(world, tasks.get(s), configs.get(c), comparison.runSeed(),
                    comparison.runs());
            scores[b] = ConfigScore.SetScore.of(sets.get(s), r);
        });
        List<ConfigScore> out = new ArrayList<>(configs.size());
        for (int c = 0; c < configs.size(); c++) {
            List<ConfigScore.SetScore> mine = new ArrayList<>();
            for (int s = 0; s < sets.size(); s++) {
                mine.add(scores[c * sets.size() + s]);
            }
            out.add(new ConfigScore(configs.get(c), comparison.isCustom(comparison.configs().get(c)), mine,
                    PassK.table(allCorrect(mine), comparison.runs())));
        }
        return List.copyOf(out);
    }

    private static int[] allCorrect(List<ConfigScore.SetScore> sets) {
        return sets.stream().flatMapToInt(s -> IntStream.of(s.correct())).toArray();
    }

    /**
     * The {@code sim} command lines that print every block: per task set, one line for the standard configs that
     * run unchanged, and one {@code --config} line for each config that does not (a custom one, or rho changed).
     */
    static List<String> commands(ConfigComparison comparison) {
        List<String> lines = new ArrayList<>();
        for (TaskSet set : comparison.taskSet().parts()) {
            SimParams p = base(comparison, set);
            List<String> perConfig = new ArrayList<>();
            boolean allStandardUnchanged = true;
            for (AgentConfig config : comparison.configs()) {
                AgentConfig runs = comparison.effective(config);
                boolean standardUnchanged = !comparison.isCustom(config) && runs.equals(config);
                if (!standardUnchanged) {
                    perConfig.add(JAR + p.withConfig(ConfigSpecs.of(runs)).commandLine());
                }
                allStandardUnchanged &= standardUnchanged || comparison.isCustom(config);
            }
            if (allStandardUnchanged) {
                lines.add(JAR + p.commandLine());
            }
            lines.addAll(perConfig);
        }
        return List.copyOf(lines);
    }

    private static SimParams base(ConfigComparison c, TaskSet set) {
        return SimParams.defaults("results")
                .withWorld(c.world().seed(), c.world().nStale(), c.world().memoryAcc(), c.world().webExact(),
                        c.world().webRounded())
                .withTasks(c.tasks(), BigInteger.valueOf(c.seedOf(set)), set.newData())
                .withRun(BigInteger.valueOf(c.runSeed()), c.runs());
    }
}
