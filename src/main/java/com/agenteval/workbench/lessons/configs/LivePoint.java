package com.agenteval.workbench.lessons.configs;

import com.agenteval.workbench.core.agent.live.LiveRunFile.SavedLiveRun;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Saved live-agent runs of one model (and provider and tool descriptions) as one point beside the simulated configs:
 * only runs in this page's world whose task is one of the page's tasks count. Each run is one run of one task;
 * accuracy is correct runs over runs, cost the mean real cost per run (unknown when any run's price is unknown).
 *
 * @param name      {@code live:<model>} (plus {@code (vague)} for vague tool descriptions)
 * @param runs      runs that count
 * @param correct   correct runs among them
 * @param covered   distinct tasks they cover
 * @param tasks     tasks in the page's task sets
 * @param meanTokens tokens per run
 * @param meanCost  dollars per run, or null when unknown
 */
record LivePoint(
        String name,
        int runs,
        int correct,
        int covered,
        int tasks,
        double meanTokens,
        @Nullable Double meanCost) {

    LivePoint {
        Objects.requireNonNull(name, "name");
        if (runs < 1) {
            throw new IllegalArgumentException("a live point needs at least one run");
        }
    }

    double accuracy() {
        return (double) correct / runs;
    }

    /** One point per model over the runs that fall in the comparison's world and task sets, in first-seen order. */
    static List<LivePoint> of(List<SavedLiveRun> saved, ConfigComparison c) {
        Map<String, List<SavedLiveRun>> byName = new LinkedHashMap<>();
        for (SavedLiveRun s : saved) {
            if (inComparison(s, c)) {
                byName.computeIfAbsent(name(s), k -> new ArrayList<>()).add(s);
            }
        }
        int tasks = c.tasks() * c.taskSet().parts().size();
        List<LivePoint> out = new ArrayList<>();
        byName.forEach((name, runs) -> {
            int correct =
                    (int) runs.stream().filter(r -> r.run().trace().correct()).count();
            Set<String> covered = new LinkedHashSet<>();
            runs.forEach(r -> covered.add(r.run().setup().taskId()));
            double tokens = runs.stream()
                            .mapToDouble(r -> r.run().usage().totalTokens())
                            .sum()
                    / runs.size();
            boolean known = runs.stream().allMatch(r -> r.run().cost().isPresent());
            Double cost = known
                    ? runs.stream()
                                    .mapToDouble(r -> r.run().cost().getAsDouble())
                                    .sum()
                            / runs.size()
                    : null;
            out.add(new LivePoint(name, runs.size(), correct, covered.size(), tasks, tokens, cost));
        });
        return out;
    }

    private static String name(SavedLiveRun s) {
        var setup = s.run().setup();
        return "live:" + setup.model() + (setup.settings().preciseDescriptions() ? "" : " (vague)");
    }

    /**
     * The run's task is one of the comparison's: same world, same kind of task set and seed, and an index below the
     * page's task count (make_tasks draws task by task, so the first n tasks of a longer set are the same tasks).
     */
    static boolean inComparison(SavedLiveRun s, ConfigComparison c) {
        var setup = s.run().setup();
        if (!setup.world().equals(c.world())) {
            return false;
        }
        for (TaskSetChoice part : c.taskSet().parts()) {
            if (setup.newData() == part.newData()
                    && setup.taskSeed().equals(BigInteger.valueOf(c.seedOf(part)))
                    && index(setup.taskId()) < c.tasks()) {
                return true;
            }
        }
        return false;
    }

    private static int index(String taskId) {
        try {
            return Integer.parseInt(taskId.substring(1));
        } catch (RuntimeException e) {
            return Integer.MAX_VALUE;
        }
    }
}
