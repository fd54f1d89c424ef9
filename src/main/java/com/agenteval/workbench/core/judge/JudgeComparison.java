package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.agent.Agent;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.Scorecard.MetricScore;
import com.agenteval.workbench.core.judge.Scorecard.Ratio;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.params.Parameters.CommandLines;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Both judges scored on one trace set: what every output of the judges lesson shows. The trace set is exactly
 * {@code sim --mode traces} (and {@code judge}) for the same options.
 *
 * @param params   the trace-set options
 * @param set      the traces
 * @param outcome  the outcome-only judge's scorecard
 * @param rules    the rule judge's scorecard
 */
public record JudgeComparison(SimParams params, TraceSet set, Scorecard outcome, Scorecard rules) {

    /** The lecture self-check's noisy agent, offered on the page because it makes many errors to find. */
    public static final String NOISY = "{\"base\":\"plan_exec\",\"name\":\"noisy\",\"p_plan\":0.3,\"p_skip\":0.2}";

    /** The page's config choices: the standard configs, perfect, and noisy. */
    public static List<String> configChoices() {
        List<String> names = new ArrayList<>(AgentConfigs.names());
        names.add("noisy");
        return names;
    }

    /** The {@code --config} value for a choice. */
    public static String configSpec(String choice) {
        return choice.equals("noisy") ? NOISY : choice;
    }

    public static SimParams params(
            String config, boolean newData, int tasks, BigInteger taskSeed, BigInteger runSeed, WorldSpec world) {
        return SimParams.defaults("traces")
                .withConfig(configSpec(config))
                .withTasks(tasks, taskSeed, newData)
                .withRun(runSeed, 1)
                .withWorld(world.seed(), world.nStale(), world.memoryAcc(), world.webExact(), world.webRounded());
    }

    /** Judges the trace set of {@code params} with the outcome-only and the rule judge. */
    public static JudgeComparison of(SimParams params) {
        TraceSet set = TraceSet.of(params);
        Scorecard outcome = Scorecard.of(set.traces(), Judges.run(Judges.byName("outcome", set), set.traces()));
        Scorecard rules = Scorecard.of(set.traces(), Judges.run(Judges.byName("rules", set), set.traces()));
        return new JudgeComparison(params, set, outcome, rules);
    }

    /** The scorecard of a judge by name. */
    public Scorecard card(String judge) {
        return Judges.canonical(judge).equals("outcome") ? outcome : rules;
    }

    /**
     * The {@code judge} command (after the jar) that prints one judge's scorecard, with only the options that
     * differ from the defaults.
     */
    public String commandLine(String judge) {
        // the judge reads sim's trace options: the same as sim --mode traces is given
        return CommandLines.command("judge").option(Parameters.JUDGE, judge).line() + params.options();
    }

    /** One row of the per-metric table: both judges side by side. */
    public record MetricRow(Metric metric, int support, MetricScore outcome, MetricScore rules) {
        public String name() {
            return metric.name();
        }
    }

    public List<MetricRow> metricRows() {
        List<MetricRow> rows = new ArrayList<>();
        for (Metric m : Metric.values()) {
            MetricScore o = Objects.requireNonNull(outcome.metrics().get(m), "a scorecard scores every metric");
            rows.add(new MetricRow(
                    m,
                    o.support(),
                    o,
                    Objects.requireNonNull(rules.metrics().get(m), "a scorecard scores every metric")));
        }
        return rows;
    }

    /** Benign labels by kind: total, and how many each judge located. */
    public record BenignRow(String kind, int total, int outcome, int rules) {}

    public List<BenignRow> benignRows() {
        List<BenignRow> rows = new ArrayList<>();
        Map<String, Ratio> r = rules.benign();
        outcome.benign()
                .forEach((kind, o) -> rows.add(new BenignRow(
                        kind,
                        o.total(),
                        o.hits(),
                        Objects.requireNonNull(r.get(kind), "both scorecards count the same benign kinds")
                                .hits())));
        return rows;
    }

    /** One row of the metric confusion: a label metric and what the judge cited at its root. */
    public record ConfusionRow(Metric metric, Map<String, Integer> cited) {}

    public static List<ConfusionRow> confusionRows(Scorecard card) {
        List<ConfusionRow> rows = new ArrayList<>();
        card.metricConfusion().forEach((m, cols) -> rows.add(new ConfusionRow(m, new LinkedHashMap<>(cols))));
        return rows;
    }

    /** A share as the lesson prints it: two decimals, or a dash when nothing was counted. */
    public static String share(double x) {
        return Double.isNaN(x) ? "—" : PyFormat.fixed(x, 2);
    }

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
}
