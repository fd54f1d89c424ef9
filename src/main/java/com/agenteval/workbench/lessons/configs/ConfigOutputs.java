package com.agenteval.workbench.lessons.configs;

import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.ConfigScore;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.NiceScale;
import com.agenteval.workbench.notebook.chart.Point;
import com.agenteval.workbench.notebook.chart.PointLabels;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.stream.IntStream;

/**
 * What the configs page draws from the scored configs: the table's rows, the accuracy-vs-cost chart with its
 * frontier and the configs no single config beats, the rho figures and the pass^k chart.
 */
final class ConfigOutputs {

    /** The ring behind the configs no single config beats: a grey no config is drawn in. */
    static final String HALO = "#999999";
    /** The intervals' bars: a darker grey, thin, behind the points. */
    static final String ERROR_BARS = "#6b7280";

    private final BiFunction<String, Object[], String> t;

    ConfigOutputs(BiFunction<String, Object[], String> t) {
        this.t = t;
    }

    private String t(String key, Object... args) {
        return t.apply(key, args);
    }

    static List<ConfigTableCell.Row> rows(ScoresWithIntervals scored) {
        List<ConfigScore> scores = scored.scores();
        List<ConfigScore> frontier = frontier(scores);
        List<ConfigScore> undominated = undominated(scores);
        return scores.stream()
                .map(s -> new ConfigTableCell.Row(s, frontier.contains(s), undominated.contains(s), scored))
                .toList();
    }

    static List<ConfigScore> frontier(List<ConfigScore> scores) {
        return ParetoFrontier.of(scores, ConfigScore::meanCost, ConfigScore::accuracy);
    }

    static List<ConfigScore> undominated(List<ConfigScore> scores) {
        return ParetoFrontier.undominated(scores, ConfigScore::meanCost, ConfigScore::accuracy);
    }

    /**
     * One series per config, in the palette without black; the halo first (drawn behind), the frontier in black.
     * The x axis counts dollars per 1,000 runs (apexcharts 4.7 cannot tick an axis whose whole range is below 0.01)
     * and gets round ticks in dollars.
     */
    ChartSpec paretoChart(ScoresWithIntervals scored, List<LivePoint> live) {
        List<ConfigScore> scores = scored.scores();
        ChartSpec spec = Charts.scatter(
                t("configs.pareto.title"), Axis.of(t("configs.pareto.x"), "$"), Axis.of(t("configs.pareto.y")));
        List<String> colours = new ArrayList<>(List.of(HALO, ERROR_BARS));
        spec = spec.withSeries(Series.halo(
                t("configs.pareto.undominated"),
                undominated(scores).stream().map(ConfigOutputs::point).toList()));
        spec = spec.withSeries(Series.errorBars(t("configs.pareto.intervals"), errorBars(scored)));
        List<String> pointColours =
                Charts.PALETTE.stream().filter(c -> !c.equals("#000000")).toList();
        for (ConfigScore s : scores) {
            colours.add(pointColours.get((colours.size() - 2) % pointColours.size()));
            spec = spec.withSeries(Series.points(s.config().name(), List.of(point(s))));
        }
        colours.add("#000000");
        spec = spec.withSeries(Series.line(
                t("configs.pareto.frontier"),
                frontier(scores).stream().map(ConfigOutputs::point).toList()));
        // the live points with a known cost, each its own series; the frontier stays the simulated configs'
        for (LivePoint p : live) {
            if (p.meanCost() != null) {
                colours.add(pointColours.get((colours.size() - 3) % pointColours.size()));
                spec = spec.withSeries(
                        Series.points(p.name(), List.of(Point.of(1000 * p.meanCost(), p.accuracy(), p.name()))));
            }
        }
        // each point named, clear of the others (issue 26: seven colours in a legend were hard to match)
        List<Point> named = scores.stream()
                .map(s -> Point.of(1000 * s.meanCost(), s.accuracy(), s.config().name()))
                .toList();
        double maxCost = named.stream().mapToDouble(Point::x).max().orElse(1);
        NiceScale x = NiceScale.of(0, maxCost, 8);
        spec = PointLabels.add(spec, named, x.min(), x.max(), 0, 1);
        return spec.withColors(colours)
                .withXFormat(ValueFormat.dollars(2))
                .withValueFormat(ValueFormat.decimals(3))
                .withYRange(0.0, 1.0)
                .withHeight(420);
    }

    /**
     * Each config's two bars: the accuracy's interval (by the switch's method) up and down, the cost's bootstrap
     * interval left and right, in the chart's dollars per 1,000 runs.
     */
    static List<Point> errorBars(ScoresWithIntervals scored) {
        List<Point> ends = new ArrayList<>();
        for (ConfigScore s : scored.scores()) {
            double x = 1000 * s.meanCost();
            Interval acc = scored.accuracy(s);
            Interval cost = scored.of(s).meanCost();
            ends.add(Point.of(x, acc.lo()));
            ends.add(Point.of(x, acc.hi()));
            ends.add(Point.of(1000 * cost.lo(), s.accuracy()));
            ends.add(Point.of(1000 * cost.hi(), s.accuracy()));
        }
        return ends;
    }

    private static Point point(ConfigScore s) {
        return Point.of(1000 * s.meanCost(), s.accuracy(), s.config().name());
    }

    List<KeyFigure> rhoFigures(ScoresWithIntervals scored, double rho) {
        ConfigScore base = scored.scores().stream()
                .filter(s -> s.config().name().equals(AgentConfigs.PLAN_EXEC.name()) && !s.custom())
                .findFirst()
                .orElseThrow();
        int k = base.passK().size();
        List<Interval> passHat = scored.of(base).passHat();
        return List.of(
                KeyFigure.of("rho", t("configs.rho.rho"), PyFloats.repr(rho)),
                new KeyFigure(
                        "pass-1",
                        t("configs.rho.pass", 1),
                        ScoresWithIntervals.fraction(base.passK().get(0).passHat(), passHat.get(0)),
                        t("configs.rho.pass-1.note")),
                new KeyFigure(
                        "pass-k",
                        t("configs.rho.pass", k),
                        ScoresWithIntervals.fraction(base.passHatLast(), passHat.get(k - 1)),
                        t("configs.rho.pass-k.note", k)));
    }

    /** Each config's pass^k curve over its 95% band (the bootstrap over tasks), the band in the curve's colour. */
    ChartSpec passKChart(ScoresWithIntervals scored) {
        List<ConfigScore> scores = scored.scores();
        int k = scores.get(0).passK().size();
        ChartSpec spec = Charts.line(
                t("configs.passk.title"),
                Axis.of("k", t("configs.passk.runs")),
                Axis.of("pass^k"),
                IntStream.rangeClosed(1, k).mapToObj(String::valueOf).toList());
        List<String> colours = new ArrayList<>();
        for (ConfigScore s : scores) {
            List<Interval> band = scored.of(s).passHat();
            spec = spec.withSeries(Series.band(
                    t("configs.passk.band-of", s.config().name()),
                    band.stream().map(Interval::lo).toList(),
                    band.stream().map(Interval::hi).toList()));
            colours.add(Charts.PALETTE.get(colours.size() % Charts.PALETTE.size()));
        }
        for (ConfigScore s : scores) {
            spec = spec.withSeries(Series.of(
                    s.config().name(), s.passK().stream().map(p -> p.passHat()).toList()));
        }
        colours.addAll(List.copyOf(colours));
        return spec.withColors(colours)
                .withValueFormat(ValueFormat.decimals(3))
                .withYRange(0.0, 1.0)
                .withHeight(380);
    }

    /** The equivalent commands; a pooled task set runs as two, and says so. */
    String command(ConfigComparison c) {
        String lines = String.join("\n", ConfigCommands.lines(c));
        return c.taskSet() == TaskSetChoice.BOTH ? t("configs.command.pooled") + "\n" + lines : lines;
    }
}
