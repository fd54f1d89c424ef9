package com.agenteval.workbench.lessons.world;

import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.RecordKey;
import com.agenteval.workbench.core.world.World.Table;
import com.agenteval.workbench.core.world.World.Years;
import com.agenteval.workbench.notebook.chart.Annotation;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.ReferenceLine;
import com.agenteval.workbench.notebook.chart.Series;
import java.util.List;
import java.util.function.BiFunction;
import java.util.stream.Stream;

/**
 * One entity's four data versions over the years. The truth is drawn last, so on top, dashed and labelled: where db
 * or web agree with it, both stay visible. The years after the knowledge cutoff are a labelled band, so that the
 * cutoff's label sits between 2023 and 2024 and on no point.
 */
final class WorldChart {

    /** Colours per version (Okabe–Ito): db blue, web orange, memory reddish purple, truth black. */
    static final List<String> COLORS =
            List.of(Charts.PALETTE.get(0), Charts.PALETTE.get(4), Charts.PALETTE.get(3), Charts.PALETTE.get(6));

    private WorldChart() {}

    static ChartSpec of(World world, String entity, BiFunction<String, Object[], String> t) {
        Table table = Stream.of(Table.values())
                .filter(x -> x.entities().contains(entity))
                .findFirst()
                .orElseThrow();
        List<String> years = Years.ALL.stream().map(String::valueOf).toList();
        String metric = t.apply("world.metric." + table.wireName(), new Object[0]);
        ChartSpec spec = Charts.line(
                t.apply("world.chart.title", new Object[] {entity, metric}),
                Axis.of(t.apply("world.col.year", new Object[0])),
                Axis.of(metric, "$B"),
                years);
        for (DataVersion version : List.of(DataVersion.DB, DataVersion.WEB, DataVersion.MEMORY, DataVersion.TRUTH)) {
            Series s = Series.of(version.wireName(), values(world, version, table, entity));
            spec = spec.withSeries(version == DataVersion.TRUTH ? s.asDashed() : s);
        }
        double firstTruth = world.value(DataVersion.TRUTH, new RecordKey(table, entity, Years.FIRST));
        return spec.withColors(COLORS)
                .withAnnotation(Annotation.at(
                        String.valueOf(Years.FIRST), firstTruth, t.apply("world.chart.truth-label", new Object[0])))
                .withReferenceLine(ReferenceLine.band(
                        String.valueOf(Years.KNOWLEDGE_CUTOFF),
                        String.valueOf(Years.LAST),
                        t.apply("world.chart.after-cutoff", new Object[] {String.valueOf(Years.KNOWLEDGE_CUTOFF)})));
    }

    private static List<Double> values(World world, DataVersion version, Table table, String entity) {
        return Years.ALL.stream()
                .map(y -> world.value(version, new RecordKey(table, entity, y)))
                .toList();
    }
}
