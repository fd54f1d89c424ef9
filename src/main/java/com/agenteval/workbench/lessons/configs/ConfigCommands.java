package com.agenteval.workbench.lessons.configs;

import static com.agenteval.workbench.core.params.Parameters.CommandLines.JAR;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.sim.SimParams;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code sim} runs that print the blocks of a {@link ConfigComparison}, each (config, set) pair exactly as
 * {@code ConfigComparison.run} computes it: the commands the page shows and the runs its Inspect log exports.
 *
 * <pre>{@code
 * ConfigCommands.lines(comparison);   // one line per task set (more when configs need --config)
 * }</pre>
 */
final class ConfigCommands {

    private ConfigCommands() {}

    /** The {@code sim} command lines that print every block of the comparison. */
    static List<String> lines(ConfigComparison comparison) {
        return simParams(comparison).stream().map(p -> JAR + p.commandLine()).toList();
    }

    /**
     * The {@code sim} runs that print every block: per task set, one for the standard configs that run unchanged,
     * and one with {@code --config} for each config that does not (a custom one, or rho changed). The page prints
     * each as a command line ({@link #lines}).
     */
    static List<SimParams> simParams(ConfigComparison comparison) {
        List<SimParams> lines = new ArrayList<>();
        for (TaskSetChoice set : comparison.taskSet().parts()) {
            SimParams p = base(comparison, set);
            List<SimParams> perConfig = new ArrayList<>();
            boolean allStandardUnchanged = true;
            for (AgentConfig config : comparison.configs()) {
                AgentConfig runs = comparison.effective(config);
                boolean standardUnchanged = !comparison.isCustom(config) && runs.equals(config);
                if (!standardUnchanged) {
                    perConfig.add(p.withConfig(AgentConfigs.spec(runs)));
                }
                allStandardUnchanged &= standardUnchanged || comparison.isCustom(config);
            }
            if (allStandardUnchanged) {
                lines.add(p);
            }
            lines.addAll(perConfig);
        }
        return List.copyOf(lines);
    }

    /**
     * What "Download Inspect log" exports: every config on every task set of the comparison, each as the sim
     * parameters of {@link #simParams} ({@code export inspect} takes the same options).
     */
    static List<SimParams> inspectParams(ConfigComparison comparison) {
        List<SimParams> out = new ArrayList<>();
        for (TaskSetChoice set : comparison.taskSet().parts()) {
            SimParams p = base(comparison, set);
            for (AgentConfig config : comparison.configs()) {
                out.add(p.withConfig(AgentConfigs.spec(comparison.effective(config))));
            }
        }
        return List.copyOf(out);
    }

    private static SimParams base(ConfigComparison c, TaskSetChoice set) {
        return SimParams.defaults("results")
                .withWorld(
                        c.world().seed(),
                        c.world().nStale(),
                        c.world().memoryAcc(),
                        c.world().webExact(),
                        c.world().webRounded())
                .withTasks(c.tasks(), BigInteger.valueOf(c.seedOf(set)), set.newData())
                .withRun(BigInteger.valueOf(c.runSeed()), c.runs());
    }
}
