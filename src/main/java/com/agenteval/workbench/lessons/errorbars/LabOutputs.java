package com.agenteval.workbench.lessons.errorbars;

import static com.agenteval.workbench.core.params.Parameters.CommandLines.JAR;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.python.PyFormat.BoundedPercent;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.stats.CoverageLab;
import com.agenteval.workbench.core.stats.Interval;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.Point;
import com.agenteval.workbench.notebook.chart.ReferenceLine;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.Stream;

/** The lab's results as the page shows them: table rows, key figures, the forest plots and the command lines. */
final class LabOutputs {

    /** The three intervals, in the order the page shows them (the keys of their names). */
    static final List<String> METHODS = List.of("naive", "clustered", "bootstrap");
    /** A forest plot's colours: an interval that covers the truth, one that misses it (Okabe-Ito blue, vermillion). */
    static final List<String> HIT_MISS = List.of(Charts.PALETTE.get(0), Charts.PALETTE.get(1));

    /** One method's grade. */
    record MethodRow(String method, double coverage, double mcError, double meanWidth) {}

    private final BiFunction<String, Object[], String> t;

    LabOutputs(BiFunction<String, Object[], String> translate) {
        this.t = translate;
    }

    static List<MethodRow> methodRows(LabRuns.CoverageRun run, Function<String, String> name) {
        CoverageLab.Coverage c = run.coverage();
        List<CoverageLab.MethodCoverage> grades = List.of(c.naive(), c.clustered(), c.bootstrap());
        List<MethodRow> rows = new ArrayList<>();
        for (int i = 0; i < METHODS.size(); i++) {
            CoverageLab.MethodCoverage g = grades.get(i);
            rows.add(new MethodRow(name.apply(METHODS.get(i)), g.coverage(), g.mcError(), g.meanWidth()));
        }
        return rows;
    }

    /** The first intervals of one method as a forest plot: one segment per replication, hit or miss. */
    ChartSpec forest(LabRuns.CoverageRun run, String method) {
        CoverageLab.Coverage c = run.coverage();
        double truth = c.truth().mean();
        List<Point> hits = new ArrayList<>();
        List<Point> misses = new ArrayList<>();
        for (CoverageLab.Replication r : c.first()) {
            Interval ci = switch (method) {
                case "naive" -> r.naive();
                case "clustered" -> r.clustered();
                default -> r.bootstrap();
            };
            List<Point> into = ci.contains(truth) ? hits : misses;
            String label = "#" + (r.index() + 1);
            into.add(Point.of(ci.lo(), r.index() + 1, label));
            into.add(Point.of(ci.hi(), r.index() + 1, label));
        }
        // the axis over the intervals, in steps of 0.05 (from 0 the intervals would crowd into a tenth of it)
        double lo = Math.floor(20 * Math.min(truth, minX(hits, misses))) / 20;
        double hi = Math.ceil(20 * Math.max(truth, maxX(hits, misses))) / 20;
        String title = t(
                "errorbars.forest.title",
                t("errorbars.method." + method),
                c.first().size());
        return Charts.scatter(title, Axis.of(t("errorbars.forest.x")), Axis.of(t("errorbars.forest.y")))
                .withSeries(Series.errorBars(t("errorbars.forest.hit"), hits))
                .withSeries(Series.errorBars(t("errorbars.forest.miss"), misses))
                .withReferenceLine(ReferenceLine.vertical(truth, t("errorbars.forest.truth", fixed(truth))))
                .withColors(HIT_MISS)
                .withXFormat(ValueFormat.decimals(3))
                .withValueFormat(ValueFormat.decimals(0))
                .withYRange(0.0, (double) c.first().size() + 1)
                .withXRange(Math.max(0, lo), Math.min(1, hi == lo ? lo + 0.05 : hi))
                .withHeight(520);
    }

    private static double minX(List<Point> a, List<Point> b) {
        return Stream.concat(a.stream(), b.stream()).mapToDouble(Point::x).min().orElse(0);
    }

    private static double maxX(List<Point> a, List<Point> b) {
        return Stream.concat(a.stream(), b.stream()).mapToDouble(Point::x).max().orElse(1);
    }

    List<KeyFigure> powerFigures(LabRuns.PowerRun run) {
        CoverageLab.PowerCheck p = run.check();
        String needed = p.tasksNeeded() == null ? t("errorbars.power.none") : PyFormat.grouped(p.tasksNeeded());
        String simulated = Double.isNaN(p.simulatedPower())
                ? t("errorbars.power.not-simulated")
                : percent(p.simulatedPower()) + " ± " + points(p.mcError());
        return List.of(
                KeyFigure.of(
                        "power-difference",
                        t(
                                "errorbars.power.difference",
                                run.spec().config(),
                                run.spec().versus()),
                        PyFormat.signed(p.trueDifference(), 3)),
                KeyFigure.of("power-sd", t("errorbars.power.sd"), PyFormat.fixed(p.sdDifference(), 3)),
                KeyFigure.of("power-tasks", t("errorbars.power.tasks"), needed),
                new KeyFigure(
                        "power-simulated",
                        t("errorbars.power.simulated"),
                        simulated,
                        t("errorbars.power.simulated-note", p.replications())));
    }

    /**
     * {@code stats coverage} with the sim options of the lab's evaluations: the world, n tasks, the config as it
     * runs (rho included), k repeats, M replications and the stats seed.
     */
    static String coverageCommand(LabSpec spec) {
        return JAR + "stats coverage" + simOptions(spec, spec.runs()) + " " + Parameters.REPLICATIONS.option() + " "
                + spec.replications() + " " + Parameters.STATS_SEED.option() + " " + spec.statsSeed();
    }

    private static String simOptions(LabSpec spec, AgentConfig config) {
        SimParams p = SimParams.defaults("results")
                .withWorld(
                        spec.world().seed(),
                        spec.world().nStale(),
                        spec.world().memoryAcc(),
                        spec.world().webExact(),
                        spec.world().webRounded())
                .withTasks(spec.tasks(), Parameters.TASK_SEED.defaultValue(), false)
                .withRun(Parameters.RUN_SEED.defaultValue(), spec.k())
                .withConfig(AgentConfigs.spec(config));
        return p.options();
    }

    static String percent(double x) {
        return BoundedPercent.percent(x, 1);
    }

    /** An MC error in percentage points, "0.7". */
    static String points(double x) {
        return PyFormat.fixed(100 * x, 1);
    }

    static String fixed(double x) {
        return PyFormat.fixed(x, 3);
    }

    /** A truth or its MC error, "0.7164". */
    static String fourDecimals(double x) {
        return PyFormat.fixed(x, 4);
    }

    private String t(String key, Object... args) {
        return t.apply(key, args);
    }
}
