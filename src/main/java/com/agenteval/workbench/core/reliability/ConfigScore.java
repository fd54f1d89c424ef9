package com.agenteval.workbench.core.reliability;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.reliability.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.reliability.ConfigResults.TaskRuns;
import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One config over the chosen task sets. Each set is one {@code sim --mode results} block; with both sets the
 * figures pool the two blocks: runs, correct runs, tokens and costs add up, and pass^k averages over all tasks
 * (its numerators and denominators add up).
 *
 * @param config the config as it ran (rho overridden)
 * @param custom whether it is one of the student's own
 * @param sets   one score per task set, familiar first
 * @param passK  pass^k for k = 1..runs over all tasks of all sets
 */
public record ConfigScore(AgentConfig config, boolean custom, List<SetScore> sets, List<PassK> passK) {

    public ConfigScore {
        Objects.requireNonNull(config, "config");
        sets = List.copyOf(sets);
        passK = List.copyOf(passK);
        if (sets.isEmpty()) {
            throw new IllegalArgumentException("a score needs at least one task set");
        }
    }

    /**
     * One config on one task set: the totals of a {@code sim --mode results} block, without the runs.
     *
     * @param set        the task set
     * @param nRuns      tasks × runs
     * @param nCorrect   correct runs
     * @param tokens     tokens_total
     * @param costSumSeq cost_sum_seq (costs summed in run order)
     * @param correct    per task, how many of its runs were correct (c)
     * @param taskCost   per task, the dollars of its runs (the cost's bootstrap resamples tasks)
     */
    public record SetScore(
            TaskSetChoice set,
            int nRuns,
            int nCorrect,
            long tokens,
            double costSumSeq,
            int[] correct,
            double[] taskCost) {
        public SetScore {
            Objects.requireNonNull(set, "set");
            correct = correct.clone();
            taskCost = taskCost.clone();
            if (taskCost.length != correct.length) {
                throw new IllegalArgumentException(correct.length + " tasks but " + taskCost.length + " costs");
            }
        }

        public static SetScore of(TaskSetChoice set, ConfigResults r) {
            return new SetScore(
                    set,
                    r.nRuns(),
                    r.nCorrect(),
                    r.tokensTotal(),
                    r.costSumSeq(),
                    r.perTask().stream().mapToInt(TaskRuns::correct).toArray(),
                    taskCosts(r));
        }

        /** Each task's cost, its runs' costs added in run order. */
        private static double[] taskCosts(ConfigResults r) {
            double[] out = new double[r.perTask().size()];
            for (int i = 0; i < out.length; i++) {
                for (var run : r.perTask().get(i).runs()) {
                    out[i] += run.cost();
                }
            }
            return out;
        }

        @Override
        public int[] correct() {
            return correct.clone();
        }

        @Override
        public double[] taskCost() {
            return taskCost.clone();
        }

        public double accuracy() {
            return (double) nCorrect / nRuns;
        }
    }

    public int nRuns() {
        return sets.stream().mapToInt(SetScore::nRuns).sum();
    }

    public int nCorrect() {
        return sets.stream().mapToInt(SetScore::nCorrect).sum();
    }

    /** Correct runs over all runs; for one set, sim's {@code accuracy}. */
    public double accuracy() {
        return (double) nCorrect() / nRuns();
    }

    /** Tokens per run; for one set, sim's {@code mean_tokens}. */
    public double meanTokens() {
        long tokens = sets.stream().mapToLong(SetScore::tokens).sum();
        return PyNumbers.trueDivide(BigInteger.valueOf(tokens), BigInteger.valueOf(nRuns()));
    }

    /** Dollars per run; for one set, sim's {@code mean_cost}. */
    public double meanCost() {
        double cost = 0.0;
        for (SetScore s : sets) {
            cost += s.costSumSeq();
        }
        return cost / nRuns();
    }

    /** The accuracy on one task set, or null when that set did not run. */
    public @Nullable Double accuracyOn(TaskSetChoice set) {
        return sets.stream()
                .filter(s -> s.set() == set)
                .findFirst()
                .map(SetScore::accuracy)
                .orElse(null);
    }

    /** pass^k at the largest k. */
    public double passHatLast() {
        return passK.get(passK.size() - 1).passHat();
    }
}
