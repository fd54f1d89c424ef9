package com.agenteval.workbench.lessons.tools;

import static com.agenteval.workbench.core.params.Parameters.CommandLines.JAR;

import com.agenteval.workbench.core.sim.SelectionExperiment;
import com.agenteval.workbench.core.sim.SelectionExperiment.SelectionSettings;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolCatalog;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.ReferenceLine;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import java.math.BigInteger;
import java.util.List;
import java.util.stream.IntStream;

/** Selection accuracy against the number of distractors, for each catalog; a line marks the page's distractors. */
class SweepChartCell extends ChartCell {

    SweepChartCell(String title) {
        super(title);
        setId("sweep-cell");
    }

    ChartSpec chart(List<SelectionExperiment.Curve> curves, int distractors) {
        List<String> ds = IntStream.rangeClosed(0, ToolCatalog.MAX_DISTRACTORS)
                .mapToObj(String::valueOf)
                .toList();
        ChartSpec spec = Charts.line(
                getTranslation("tools.sweep.title"),
                Axis.of(getTranslation("tools.sweep.x")),
                Axis.of(getTranslation("tools.sweep.y")),
                ds);
        for (SelectionExperiment.Curve c : curves) {
            spec = spec.withSeries(Series.of(
                    getTranslation("tools.sweep.series." + (c.precise() ? "precise" : "vague")
                            + (c.poisoned() ? "-poisoned" : "")),
                    c.accuracy()));
        }
        return spec.withReferenceLine(
                        ReferenceLine.vertical(Integer.toString(distractors), getTranslation("tools.sweep.current")))
                .withValueFormat(ValueFormat.decimals(3))
                .withYRange(0.0, 1.0);
    }

    static String command(double temperature, double avoid, int intents, BigInteger intentSeed, BigInteger runSeed) {
        String base = new SelectionSettings(0, true, false, temperature, avoid, intents, intentSeed, runSeed)
                .simParams()
                .commandLine();
        return "for d in $(seq 0 " + ToolCatalog.MAX_DISTRACTORS + "); do for catalog in --precise --vague "
                + "'--precise --poisoned' '--vague --poisoned'; do\n  " + JAR + base
                + " --distractors $d $catalog   # data.accuracy\ndone; done";
    }
}
