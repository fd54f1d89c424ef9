package com.agenteval.workbench.lessons.configs;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.ConfigScore;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.stats.ConfigScoreIntervals;
import com.agenteval.workbench.core.stats.ConfigScoreIntervals.PairedDifference;
import com.agenteval.workbench.lessons.shared.RunSpec;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.Comparison;
import com.agenteval.workbench.notebook.Dependency;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.Param;
import com.agenteval.workbench.notebook.ParametersCell;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import org.jspecify.annotations.Nullable;

/**
 * Two configs side by side for {@link com.agenteval.workbench.notebook.CompareCell}: accuracy, cost and pass^k, then
 * every task with how many of its runs each config got right. The tasks where one config is always right and the
 * other always wrong come first, then the others by how far apart the two are; ties keep the task order.
 */
final class ConfigCompare {

    /** The URL keys of the two configs compared: the comparison is a link. */
    static final String LEFT = "compare_a";

    static final String RIGHT = "compare_b";

    private ConfigCompare() {}

    /** The two configs the student picked, as page parameters. */
    record Picks(ChoiceParam<String> left, ChoiceParam<String> right, BiFunction<String, Object[], String> t)
            implements Dependency {

        /** Two choices over the standard configs and the student's own at the time the page opened. */
        static Picks addTo(ParametersCell cell, List<AgentConfig> custom, BiFunction<String, Object[], String> t) {
            List<String> names = new ArrayList<>(
                    AgentConfigs.standard().stream().map(AgentConfig::name).toList());
            custom.forEach(c -> names.add(c.name()));
            return new Picks(
                    cell.choice(LEFT, t.apply("configs.compare.left", new Object[0]), names, "react", c -> c, c -> c),
                    cell.choice(
                            RIGHT,
                            t.apply("configs.compare.right", new Object[0]),
                            names,
                            AgentConfigs.PLAN_EXEC.name(),
                            c -> c,
                            c -> c),
                    t);
        }

        /** The comparison of the two picks in {@code run}, or null when one of them is no longer scored. */
        @Nullable
        Comparison compare(ScoresWithIntervals scored, ConfigComparison run) {
            return of(scored, run, left.value(), right.value(), t).orElse(null);
        }

        /**
         * The paired difference of the picks' accuracies on the same tasks, its correlation and whether the data
         * tell the two apart; empty when one of them is no longer scored.
         */
        List<KeyFigure> paired(List<ConfigScore> scores) {
            Optional<ConfigScore> a = byName(scores, left.value());
            Optional<ConfigScore> b = byName(scores, right.value());
            if (a.isEmpty() || b.isEmpty()) {
                return List.of();
            }
            return pairedFigures(a.get(), b.get(), t);
        }

        @Override
        public List<Param<?>> params() {
            return List.of(left, right);
        }

        /** These two and {@code others}: what the comparison depends on. */
        Dependency and(Dependency... others) {
            List<Param<?>> all = new ArrayList<>(params());
            for (Dependency d : others) {
                all.addAll(d.params());
            }
            return () -> List.copyOf(all);
        }
    }

    /** Empty when a name is not among the scores (a custom config removed since the link was made). */
    static Optional<Comparison> of(
            ScoresWithIntervals scored,
            ConfigComparison run,
            String left,
            String right,
            BiFunction<String, Object[], String> t) {
        Optional<ConfigScore> a = byName(scored.scores(), left);
        Optional<ConfigScore> b = byName(scored.scores(), right);
        if (a.isEmpty() || b.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(compare(scored, run, a.get(), b.get(), t));
    }

    /** {@code a − b}'s paired difference with its t interval, the tasks' correlation, and the verdict in words. */
    static List<KeyFigure> pairedFigures(ConfigScore a, ConfigScore b, BiFunction<String, Object[], String> t) {
        PairedDifference d = ConfigScoreIntervals.paired(a, b);
        String names = a.config().name() + " − " + b.config().name();
        String verdict = d.problem() != null
                ? t.apply("configs.paired.one-task", new Object[0])
                : d.distinguishes()
                        ? t.apply("configs.paired.apart", new Object[] {names})
                        : t.apply("configs.paired.not-apart", new Object[] {names});
        String r = Double.isNaN(d.correlation()) ? "nan" : PyFormat.fixed(d.correlation(), 3);
        return List.of(
                new KeyFigure(
                        "paired-difference",
                        t.apply("configs.paired.difference", new Object[] {names}),
                        PyFormat.withInterval(
                                d.meanDifference(), d.ci95().lo(), d.ci95().hi(), 3),
                        verdict),
                new KeyFigure(
                        "paired-correlation",
                        t.apply("configs.paired.correlation", new Object[0]),
                        r,
                        t.apply("configs.paired.correlation.note", new Object[0])));
    }

    private static Optional<ConfigScore> byName(List<ConfigScore> scores, String name) {
        return scores.stream().filter(s -> s.config().name().equals(name)).findFirst();
    }

    static Comparison compare(
            ScoresWithIntervals scored,
            ConfigComparison run,
            ConfigScore a,
            ConfigScore b,
            BiFunction<String, Object[], String> t) {
        List<Comparison.Row> rows = new ArrayList<>(List.of(
                Comparison.row(
                        "accuracy",
                        ScoresWithIntervals.fraction(a.accuracy(), scored.accuracy(a)),
                        ScoresWithIntervals.fraction(b.accuracy(), scored.accuracy(b))),
                Comparison.row("mean_cost", PyFormat.dollars(a.meanCost()), PyFormat.dollars(b.meanCost())),
                Comparison.row(
                        "pass^" + a.passK().size(),
                        ScoresWithIntervals.fraction(a.passHatLast(), scored.passHatLast(a)),
                        ScoresWithIntervals.fraction(b.passHatLast(), scored.passHatLast(b)))));
        rows.addAll(tasks(a, b, run, t));
        return Comparison.of(a.config().name(), b.config().name(), rows, List.of());
    }

    private record TaskRow(Comparison.Row row, int gap, boolean opposite) {}

    /** One row per task of every set both ran on which they differ, the most telling first, then a count of the rest. */
    private static List<Comparison.Row> tasks(
            ConfigScore a, ConfigScore b, ConfigComparison run, BiFunction<String, Object[], String> t) {
        List<TaskRow> out = new ArrayList<>();
        int runs = a.passK().size();
        for (int s = 0; s < Math.min(a.sets().size(), b.sets().size()); s++) {
            ConfigScore.SetScore sa = a.sets().get(s);
            ConfigScore.SetScore sb = b.sets().get(s);
            String set = t.apply("configs.task-set." + sa.set().key(), new Object[0]);
            for (int i = 0; i < Math.min(sa.correct().length, sb.correct().length); i++) {
                int ca = sa.correct()[i];
                int cb = sb.correct()[i];
                String label = t.apply("configs.compare.task", new Object[] {set, String.valueOf(i)});
                out.add(new TaskRow(
                        Comparison.row(label, correct(ca, runs, t), correct(cb, runs, t))
                                .linkedTo(traceLink(run, sa.set(), a, i)),
                        Math.abs(ca - cb),
                        Math.min(ca, cb) == 0 && Math.max(ca, cb) == runs));
            }
        }
        // a stable sort: within a group, the tasks keep their order
        out.sort(Comparator.comparing((TaskRow r) -> !r.opposite()).thenComparing(r -> -r.gap()));
        // the tasks the two disagree on, the most telling first, at most SHOWN_TASKS of them; the rest is counted
        // (400 rows of "the same" made /configs 12,000 px tall and hid the point)
        List<TaskRow> differing = out.stream().filter(r -> r.gap() > 0).toList();
        List<Comparison.Row> rows = new ArrayList<>(
                differing.stream().limit(SHOWN_TASKS).map(TaskRow::row).toList());
        String rest = t.apply("configs.compare.rest", new Object[] {
            String.valueOf(Math.max(0, differing.size() - SHOWN_TASKS)), String.valueOf(out.size() - differing.size())
        });
        rows.add(Comparison.row(t.apply("configs.compare.rest.label", new Object[0]), rest, rest));
        return rows;
    }

    /**
     * The task's trace on {@code /agent} under the left config, in the same world, task set, seeds and rho: the task
     * id opens what the row counts (issue 26).
     */
    static String traceLink(ConfigComparison run, TaskSetChoice set, ConfigScore left, int task) {
        return new RunSpec(
                        run.world(),
                        run.tasks(),
                        BigInteger.valueOf(run.seedOf(set)),
                        set.newData(),
                        run.effective(left.config()),
                        BigInteger.valueOf(run.runSeed()),
                        task)
                .agentUrl();
    }

    /** The most task rows one comparison shows. */
    static final int SHOWN_TASKS = 30;

    private static String correct(int c, int runs, BiFunction<String, Object[], String> t) {
        return t.apply("configs.compare.correct", new Object[] {String.valueOf(c), String.valueOf(runs)});
    }
}
