package com.agenteval.workbench.lessons.configs;

import com.agenteval.workbench.core.reliability.ParetoFrontier;

import com.agenteval.workbench.core.agent.AgentConfigs;
import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.Point;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import java.util.List;
import java.util.function.BiFunction;
import java.util.stream.IntStream;

/**
 * What the configs page draws from the scores: the table's rows (frontier marked), the accuracy-vs-cost chart with
 * the Pareto frontier and the live points, the rho figures and the pass^k chart. Moved out of the page so that the
 * page lists its cells; the texts come through the page's translations.
 */
final class ConfigCharts {

    private final BiFunction<String, Object[], String> translate;

    ConfigCharts(BiFunction<String, Object[], String> translate) {
        this.translate = translate;
    }

    private String t(String key, Object... args) {
        return translate.apply(key, args);
    }

    static List<ConfigTableCell.Row> rows(List<ConfigScore> scores) {
        List<ConfigScore> frontier = frontier(scores);
        return scores.stream().map(s -> new ConfigTableCell.Row(s, frontier.contains(s))).toList();
    }

    static List<ConfigScore> frontier(List<ConfigScore> scores) {
        return ParetoFrontier.of(scores, ConfigScore::meanCost, ConfigScore::accuracy);
    }

    ChartSpec paretoChart(List<ConfigScore> scores) {
        // x in $ per 1,000 runs: apexcharts 4.7 cannot tick an axis whose whole range is below 0.01
        ChartSpec spec = Charts.scatter(t("configs.pareto.title"), Axis.of(t("configs.pareto.x"), "$"),
                Axis.of(t("configs.pareto.y")));
        for (ConfigScore s : scores) {
            spec = spec.withSeries(Series.points(s.config().name(), List.of(point(s))));
        }
        List<Point> line = frontier(scores).stream().map(ConfigCharts::point).toList();
        return spec.withSeries(Series.line(t("configs.pareto.frontier"), line)).withXFormat(ValueFormat.decimals(2))
                .withValueFormat(ValueFormat.decimals(3)).withYRange(0.0, 1.0).withHeight(420);
    }

    /** The live points with a known cost, each its own series; the frontier stays the simulated configs'. */
    static ChartSpec withLive(ChartSpec spec, List<LivePoint> points) {
        for (LivePoint p : points) {
            if (p.meanCost() != null) {
                spec = spec.withSeries(Series.points(p.name(), List.of(Point.of(1000 * p.meanCost(), p.accuracy(),
                        p.name()))));
            }
        }
        return spec;
    }

    private static Point point(ConfigScore s) {
        return Point.of(1000 * s.meanCost(), s.accuracy(), s.config().name());
    }

    List<KeyFigure> rhoFigures(List<ConfigScore> scores, double rho) {
        ConfigScore base = scores.stream().filter(s -> s.config().name().equals(AgentConfigs.PLAN_EXEC.name())
                && !s.custom()).findFirst().orElseThrow();
        int k = base.passK().size();
        return List.of(
                KeyFigure.of("rho", t("configs.rho.rho"), PyFloats.repr(rho)),
                new KeyFigure("pass-1", t("configs.rho.pass", 1), ConfigTableCell.fraction(base.passK().get(0)
                        .passHat()), t("configs.rho.pass-1.note")),
                new KeyFigure("pass-k", t("configs.rho.pass", k), ConfigTableCell.fraction(base.passHatLast()),
                        t("configs.rho.pass-k.note", k)));
    }

    ChartSpec passKChart(List<ConfigScore> scores) {
        int k = scores.get(0).passK().size();
        ChartSpec spec = Charts.line(t("configs.passk.title"), Axis.of("k", t("configs.passk.runs")),
                Axis.of("pass^k"), IntStream.rangeClosed(1, k).mapToObj(String::valueOf).toList());
        for (ConfigScore s : scores) {
            spec = spec.withSeries(Series.of(s.config().name(), s.passK().stream().map(p -> p.passHat()).toList()));
        }
        return spec.withValueFormat(ValueFormat.decimals(3)).withYRange(0.0, 1.0).withHeight(380);
    }

    /** The sim commands that print the same figures (the pooled note first, with both task sets). */
    String command(ConfigComparison c) {
        String lines = String.join("\n", ConfigComparisons.commands(c));
        return c.taskSet() == TaskSet.BOTH ? t("configs.command.pooled") + "\n" + lines : lines;
    }
}
