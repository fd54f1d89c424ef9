package com.agenteval.workbench.notebook;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.Point;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import com.vaadin.flow.dom.Element;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** A chart cell's data table lists exactly what the chart draws, formatted as its tooltips are. */
class ChartDataTableTest {

    private static List<List<String>> rows(ChartCell cell, String section) {
        Element table = find(cell.getElement(), "table");
        List<List<String>> out = new ArrayList<>();
        table.getChildren()
                .filter(e -> !e.isTextNode() && e.getTag().equals(section))
                .flatMap(Element::getChildren)
                .forEach(tr -> out.add(tr.getChildren().map(Element::getText).toList()));
        return out;
    }

    private static Element find(Element root, String tag) {
        if (root.isTextNode()) {
            return null;
        }
        if (root.getTag().equals(tag)) {
            return root;
        }
        return root.getChildren()
                .map(c -> find(c, tag))
                .filter(Objects::nonNull)
                .findFirst()
                .orElse(null);
    }

    @Test
    void aCategoryChartHasARowPerCategoryAndAColumnPerSeries() {
        ChartCell cell = new ChartCell("t");
        ChartSpec spec = Charts.line("Reliability", Axis.of("k"), Axis.of("Probability", "%"), List.of("1", "2"))
                .withSeries(Series.of("pass^k", Arrays.asList(90.0, 81.0)))
                .withSeries(Series.of("<b>pass@k</b>", Arrays.asList(90.0, null)))
                .withValueFormat(ValueFormat.of(1, "%"));
        cell.show(spec);
        assertThat(rows(cell, "thead")).containsExactly(List.of("k", "pass^k", "<b>pass@k</b>"));
        assertThat(rows(cell, "tbody")).containsExactly(List.of("1", "90.0%", "90.0%"), List.of("2", "81.0%", "—"));
        assertThat(cell.chart().getElement().getAttribute("role")).isEqualTo("img");
        assertThat(cell.chart().getElement().getAttribute("aria-label")).isNotBlank(); // text: browser tests

        // a new result replaces the table, it does not add to it
        cell.show(Charts.line("Reliability", Axis.of("k"), Axis.of("Probability", "%"), List.of("1"))
                .withSeries(Series.of("pass^k", List.of(0.125)))
                .withValueFormat(ValueFormat.decimals(2)));
        assertThat(rows(cell, "thead")).containsExactly(List.of("k", "pass^k"));
        assertThat(rows(cell, "tbody")).containsExactly(List.of("1", "0.12")); // Python rounds half to even
    }

    @Test
    void aScatterChartHasARowPerPoint() {
        ChartCell cell = new ChartCell("t");
        ChartSpec spec = Charts.scatter("Pareto", Axis.of("Cost", "$"), Axis.of("Accuracy"))
                .withSeries(Series.points("configs", List.of(Point.of(0.5, 0.72, "plan_exec"), Point.of(2, 1))));
        cell.show(spec);
        assertThat(rows(cell, "tbody"))
                .containsExactly(List.of("configs", "plan_exec", "0.5", "0.72"), List.of("configs", "", "2", "1"));
        assertThat(rows(cell, "thead").get(0)).endsWith("Cost ($)", "Accuracy");
    }
}
