package com.agenteval.workbench.lessons.judges;

import static com.agenteval.workbench.cli.WorkbenchCli.JAR;

import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.app.cache.ResultKey;
import com.agenteval.workbench.core.agent.AgentConfigs;
import com.agenteval.workbench.core.agent.Metric;
import com.agenteval.workbench.core.judge.Judges;
import com.agenteval.workbench.core.judge.MetricScore;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.core.judge.TraceSet;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.world.WorldSpec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Both judges scored on one trace set: what every output of the judges page shows. The trace set is exactly
 * {@code sim --mode traces} (and {@code judge}) for the same options.
 *
 * @param params   the trace-set options
 * @param set      the traces
 * @param outcome  the outcome-only judge's scorecard
 * @param rules    the rule judge's scorecard
 */
record JudgeComparison(SimParams params, TraceSet set, Scorecard outcome, Scorecard rules) {

    /** The lecture self-check's noisy agent, offered on the page because it makes many errors to find. */
    static final String NOISY = "{\"base\":\"plan_exec\",\"name\":\"noisy\",\"p_plan\":0.3,\"p_skip\":0.2}";

    /** The page's config choices: the standard configs, perfect, and noisy. */
    static List<String> configChoices() {
        List<String> names = new ArrayList<>(AgentConfigs.names());
        names.add("noisy");
        return names;
    }

    /** The {@code --config} value for a choice. */
    static String configSpec(String choice) {
        return choice.equals("noisy") ? NOISY : choice;
    }

    static SimParams params(String config, boolean newData, int tasks, BigInteger taskSeed, BigInteger runSeed,
                            WorldSpec world) {
        return SimParams.defaults("traces").withConfig(configSpec(config))
                .withTasks(tasks, taskSeed, newData)
                .withRun(runSeed, 1)
                .withWorld(world.seed(), world.nStale(), world.memoryAcc(), world.webExact(), world.webRounded());
    }

    /** About what one judged trace keeps in memory (the trace, both judges' findings), for the cache's weight. */
    private static final long JUDGED_TRACE_BYTES = 6_000;

    /** The comparison for these parameters, the same for every student: judged once, from the shared cache. */
    static JudgeComparison shared(ResultCache results, SimParams params) {
        return results.get(ResultKey.of("judge-scores", params), j -> JUDGED_TRACE_BYTES * j.set().traces().size(),
                () -> of(params));
    }

    static JudgeComparison of(SimParams params) {
        TraceSet set = TraceSet.of(params);
        Scorecard outcome = Scorecard.of(set.traces(), Judges.run(Judges.byName("outcome", set), set.traces()));
        Scorecard rules = Scorecard.of(set.traces(), Judges.run(Judges.byName("rules", set), set.traces()));
        return new JudgeComparison(params, set, outcome, rules);
    }

    /** The scorecard of a judge by name. */
    Scorecard card(String judge) {
        return Judges.canonical(judge).equals("outcome") ? outcome : rules;
    }

    /** The equivalent command line for one judge, with only the options that differ from the defaults. */
    String command(String judge) {
        return JAR + params.commandLine().replaceFirst("^sim --mode traces", "judge --judge " + judge);
    }

    /** Both judges' command lines. */
    String commands() {
        return command("outcome") + "\n" + command("rules");
    }

    /** One row of the per-metric table: both judges side by side. */
    record MetricRow(Metric metric, int support, MetricScore outcome, MetricScore rules) {
        String name() {
            return metric.name();
        }
    }

    List<MetricRow> metricRows() {
        List<MetricRow> rows = new ArrayList<>();
        for (Metric m : Metric.values()) {
            MetricScore o = outcome.metrics().get(m);
            rows.add(new MetricRow(m, o.support(), o, rules.metrics().get(m)));
        }
        return rows;
    }

    /** Benign labels by kind: total, and how many each judge located. */
    record BenignRow(String kind, int total, int outcome, int rules) {
    }

    List<BenignRow> benignRows() {
        List<BenignRow> rows = new ArrayList<>();
        Map<String, com.agenteval.workbench.core.judge.Ratio> r = rules.benign();
        outcome.benign().forEach((kind, o) -> rows.add(new BenignRow(kind, o.total(), o.hits(), r.get(kind).hits())));
        return rows;
    }

    /** One row of the metric confusion: a label metric and what the judge cited at its root. */
    record ConfusionRow(Metric metric, Map<String, Integer> cited) {
    }

    static List<ConfusionRow> confusionRows(Scorecard card) {
        List<ConfusionRow> rows = new ArrayList<>();
        card.metricConfusion().forEach((m, cols) -> rows.add(new ConfusionRow(m, new LinkedHashMap<>(cols))));
        return rows;
    }

    /** A share as the page prints it: two decimals, or a dash when nothing was counted. */
    static String share(double x) {
        return Double.isNaN(x) ? "—" : PyFormat.fixed(x, 2);
    }
}
