package com.agenteval.workbench.notebook.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ApexOptionsTest {

    private static JsonNode json(ChartSpec spec) throws Exception {
        return new ObjectMapper().readTree(ApexOptions.toJson(spec));
    }

    @Test
    void aLineChartCarriesTitleAxisTitlesWithUnitsCategoriesAndSeries() throws Exception {
        ChartSpec spec = Charts.line("Arvenia GDP", Axis.of("Year"), Axis.of("GDP", "$B"), List.of("2020", "2021"))
                .withSeries(Series.of("truth", List.of(1200.5, 1250.0)))
                .withSeries(Series.of("memory", Arrays.asList(1190.0, null)));
        JsonNode o = json(spec);
        assertThat(o.at("/chart/type").asText()).isEqualTo("line");
        assertThat(o.at("/title/text").asText()).isEqualTo("Arvenia GDP");
        assertThat(o.at("/xaxis/title/text").asText()).isEqualTo("Year");
        assertThat(o.at("/yaxis/title/text").asText()).isEqualTo("GDP ($B)");
        assertThat(o.at("/xaxis/categories/1").asText()).isEqualTo("2021");
        assertThat(o.at("/series").size()).isEqualTo(2);
        assertThat(o.at("/series/0/data/0").asDouble()).isEqualTo(1200.5);
        assertThat(o.at("/series/1/data/1").isNull()).isTrue();
        assertThat(spec.pointCount()).isEqualTo(4);
    }

    @Test
    void groupedBarsAndReferenceLinesAndAnnotations() throws Exception {
        ChartSpec spec = Charts.groupedBar("Accuracy", Axis.of("Config"), Axis.of("Accuracy", "%"),
                        List.of("direct", "react"))
                .withSeries(Series.of("familiar", List.of(40, 70)))
                .withSeries(Series.of("new data", List.of(10, 60)))
                .withReferenceLine(ReferenceLine.horizontal(55, "market"))
                .withReferenceLine(ReferenceLine.vertical("react", "baseline"))
                .withAnnotation(Annotation.at("direct", 40, "lucky"))
                .withValueFormat(ValueFormat.of(1, "%")).withDataLabels();
        JsonNode o = json(spec);
        assertThat(o.at("/chart/type").asText()).isEqualTo("bar");
        assertThat(o.at("/annotations/yaxis/0/y").asDouble()).isEqualTo(55.0);
        assertThat(o.at("/annotations/yaxis/0/label/text").asText()).isEqualTo("market");
        assertThat(o.at("/annotations/xaxis/0/x").asText()).isEqualTo("react");
        assertThat(o.at("/annotations/points/0/label/text").asText()).isEqualTo("lucky");
        assertThat(o.at("/dataLabels/enabled").asBoolean()).isTrue();
        assertThat(o.at("/aew/decimals").asInt()).isEqualTo(1);
        assertThat(o.at("/aew/suffix").asText()).isEqualTo("%");
    }

    @Test
    void scatterWithAFrontierLineOverlay() throws Exception {
        ChartSpec spec = Charts.scatter("Cost vs accuracy", Axis.of("Mean cost", "$"), Axis.of("Accuracy", "%"))
                .withSeries(Series.points("configs", List.of(Point.of(1, 50, "direct"), Point.of(2, 70))))
                .withSeries(Series.line("Pareto frontier", List.of(Point.of(1, 50), Point.of(2, 70))));
        JsonNode o = json(spec);
        assertThat(o.at("/xaxis/type").asText()).isEqualTo("numeric");
        assertThat(o.at("/series/0/type").asText()).isEqualTo("scatter");
        assertThat(o.at("/series/1/type").asText()).isEqualTo("line");
        assertThat(o.at("/series/0/data/0/label").asText()).isEqualTo("direct");
        assertThat(o.at("/stroke/width/0").asInt()).isZero();
        assertThat(o.at("/stroke/width/1").asInt()).isEqualTo(2);
    }

    @Test
    void aScatterChartCanFixItsXRange() throws Exception {
        ChartSpec spec = Charts.scatter("Reliability", Axis.of("Mean forecast"), Axis.of("Observed"))
                .withSeries(Series.points("bins", List.of(Point.of(0.15, 0.1))))
                .withXRange(0.0, 1.0).withYRange(0.0, 1.0);
        JsonNode o = json(spec);
        assertThat(o.at("/xaxis/min").asDouble()).isEqualTo(0.0);
        assertThat(o.at("/xaxis/max").asDouble()).isEqualTo(1.0);
        assertThat(o.at("/xaxis/tickAmount").asInt()).isEqualTo(10);
        assertThat(json(spec.withXRange(null, null)).at("/xaxis/min").isMissingNode()).isTrue();
        assertThatThrownBy(() -> Charts.bar("b", Axis.of("x"), Axis.of("y"), List.of("a")).withXRange(0.0, 1.0))
                .hasMessageContaining("SCATTER");
    }

    @Test
    void inconsistentSpecsAreRefused() {
        ChartSpec line = Charts.line("t", Axis.of("x"), Axis.of("y"), List.of("a", "b"));
        assertThatThrownBy(() -> line.withSeries(Series.of("s", List.of(1))))
                .hasMessageContaining("1 values for 2 categories");
        assertThatThrownBy(() -> line.withSeries(Series.points("s", List.of(Point.of(1, 1)))))
                .hasMessageContaining("does not fit");
        assertThatThrownBy(() -> Series.of("s", List.of(Double.NaN))).hasMessageContaining("non-finite");
        ChartSpec bar = Charts.bar("t", Axis.of("x"), Axis.of("y"), List.of("a")).withSeries(Series.of("s", List.of(1)));
        assertThatThrownBy(() -> bar.withSeries(Series.of("t", List.of(2)))).hasMessageContaining("GROUPED_BAR");
    }

    @Test
    void aBarWidthIsTheBarsShareOfItsCategoryAsMatplotlibTakesItAndDefaultsTo60Percent() throws Exception {
        ChartSpec bars = Charts.bar("p", Axis.of("agent"), Axis.of("p", "%"), List.of("agent_0", "agent_1"))
                .withSeries(Series.of("p_yes", List.of(65.0, 25.0)));
        assertThat(json(bars).at("/plotOptions/bar/columnWidth").asText()).isEqualTo("60%");
        assertThat(json(bars.withBarWidth(0.58)).at("/plotOptions/bar/columnWidth").asText()).isEqualTo("58%");
        assertThat(json(bars.withBarWidth(0.585)).at("/plotOptions/bar/columnWidth").asText()).isEqualTo("58.5%");
        assertThat(bars.withBarWidth(0.58).withYRange(0.0, 75.0).barWidth()).isEqualTo(0.58);
        assertThatThrownBy(() -> bars.withBarWidth(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> bars.withBarWidth(1.5)).isInstanceOf(IllegalArgumentException.class);
    }
}
