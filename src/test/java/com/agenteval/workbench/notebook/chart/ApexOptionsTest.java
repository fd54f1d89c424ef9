package com.agenteval.workbench.notebook.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
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
        ChartSpec spec = Charts.groupedBar(
                        "Accuracy", Axis.of("Config"), Axis.of("Accuracy", "%"), List.of("direct", "react"))
                .withSeries(Series.of("familiar", List.of(40, 70)))
                .withSeries(Series.of("new data", List.of(10, 60)))
                .withReferenceLine(ReferenceLine.horizontal(55, "market"))
                .withReferenceLine(ReferenceLine.vertical("react", "baseline"))
                .withAnnotation(Annotation.at("direct", 40, "lucky"))
                .withValueFormat(ValueFormat.of(1, "%"))
                .withDataLabels();
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
    void errorBarsAreOneLineSeriesOfSegmentsWithGapsBetweenBars() throws Exception {
        ChartSpec spec = Charts.scatter("Cost vs accuracy", Axis.of("Mean cost", "$"), Axis.of("Accuracy"))
                .withSeries(Series.errorBars(
                        "95% intervals",
                        List.of(Point.of(1, 0.4), Point.of(1, 0.6), Point.of(0.8, 0.5), Point.of(1.2, 0.5))))
                .withSeries(Series.points("configs", List.of(Point.of(1, 0.5))));
        JsonNode o = json(spec);
        assertThat(o.at("/series/0/type").asText()).isEqualTo("line");
        JsonNode data = o.at("/series/0/data");
        assertThat(data).hasSize(5); // two bars and the gap between them
        assertThat(data.get(1).get("y").asDouble()).isEqualTo(0.6);
        assertThat(data.get(2).get("y").isNull()).isTrue();
        assertThat(data.get(3).get("x").asDouble()).isEqualTo(0.8);
        assertThat(o.at("/markers/size/0").asInt()).isZero();
        assertThat(o.at("/stroke/width/0").asDouble()).isEqualTo(1.5);
        assertThat(spec.pointCount()).isEqualTo(5); // four ends and the point; the gap is the chart's, not data
        assertThatThrownBy(() -> Series.errorBars("odd", List.of(Point.of(1, 1))))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aBandMakesARangeAreaComboWithXyPoints() throws Exception {
        ChartSpec spec = Charts.line("pass^k", Axis.of("k"), Axis.of("pass^k"), List.of("1", "2"))
                .withSeries(Series.band("plan_exec 95%", List.of(0.6, 0.4), List.of(0.8, 0.55)))
                .withSeries(Series.of("plan_exec", List.of(0.7, 0.47)));
        JsonNode o = json(spec);
        assertThat(o.at("/chart/type").asText()).isEqualTo("rangeArea");
        assertThat(o.at("/series/0/type").asText()).isEqualTo("rangeArea");
        assertThat(o.at("/series/0/data/1/x").asText()).isEqualTo("2");
        assertThat(o.at("/series/0/data/1/y/0").asDouble()).isEqualTo(0.4);
        assertThat(o.at("/series/0/data/1/y/1").asDouble()).isEqualTo(0.55);
        assertThat(o.at("/series/1/type").asText()).isEqualTo("line");
        assertThat(o.at("/series/1/data/0/y").asDouble()).isEqualTo(0.7);
        assertThat(o.at("/fill/opacity/0").asDouble()).isLessThan(1);
        assertThat(o.at("/fill/opacity/1").asDouble()).isEqualTo(1);
        assertThat(o.at("/xaxis/categories").isMissingNode()).isTrue();
        // a chart without a band keeps its categories and plain values
        JsonNode plain = json(
                Charts.line("p", Axis.of("k"), Axis.of("p"), List.of("1")).withSeries(Series.of("a", List.of(0.5))));
        assertThat(plain.at("/chart/type").asText()).isEqualTo("line");
        assertThat(plain.at("/series/0/data/0").asDouble()).isEqualTo(0.5);
        assertThatThrownBy(() -> Series.band("b", List.of(0.1), List.of()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aScatterChartCanFixItsXRange() throws Exception {
        ChartSpec spec = Charts.scatter("Reliability", Axis.of("Mean forecast"), Axis.of("Observed"))
                .withSeries(Series.points("bins", List.of(Point.of(0.15, 0.1))))
                .withXRange(0.0, 1.0)
                .withYRange(0.0, 1.0);
        JsonNode o = json(spec);
        assertThat(o.at("/xaxis/min").asDouble()).isEqualTo(0.0);
        assertThat(o.at("/xaxis/max").asDouble()).isEqualTo(1.0);
        assertThat(o.at("/xaxis/tickAmount").asInt()).isEqualTo(10);
        // without a range, a round scale over the data from zero: 0, 0.02, ... 0.16
        JsonNode free = json(spec.withXRange(null, null));
        assertThat(free.at("/xaxis/min").asDouble()).isEqualTo(0.0);
        assertThat(free.at("/xaxis/max").asDouble()).isEqualTo(0.16);
        assertThat(free.at("/xaxis/tickAmount").asInt()).isEqualTo(8);
        assertThatThrownBy(() -> Charts.bar("b", Axis.of("x"), Axis.of("y"), List.of("a"))
                        .withXRange(0.0, 1.0))
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
        ChartSpec bar =
                Charts.bar("t", Axis.of("x"), Axis.of("y"), List.of("a")).withSeries(Series.of("s", List.of(1)));
        assertThatThrownBy(() -> bar.withSeries(Series.of("t", List.of(2)))).hasMessageContaining("GROUPED_BAR");
    }

    @Test
    void aBarWidthIsTheBarsShareOfItsCategoryAsMatplotlibTakesItAndDefaultsTo60Percent() throws Exception {
        ChartSpec bars = Charts.bar("p", Axis.of("agent"), Axis.of("p", "%"), List.of("agent_0", "agent_1"))
                .withSeries(Series.of("p_yes", List.of(65.0, 25.0)));
        assertThat(json(bars).at("/plotOptions/bar/columnWidth").asText()).isEqualTo("60%");
        assertThat(json(bars.withBarWidth(0.58))
                        .at("/plotOptions/bar/columnWidth")
                        .asText())
                .isEqualTo("58%");
        assertThat(json(bars.withBarWidth(0.585))
                        .at("/plotOptions/bar/columnWidth")
                        .asText())
                .isEqualTo("58.5%");
        assertThat(bars.withBarWidth(0.58).withYRange(0.0, 75.0).barWidth()).isEqualTo(0.58);
        assertThatThrownBy(() -> bars.withBarWidth(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> bars.withBarWidth(1.5)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aCostAxisGetsRoundTicksInDollars() throws Exception {
        // the /configs case of issue 16: ApexCharts' own ticks were 0.25, 0.99, 1.73, ...
        ChartSpec spec = Charts.scatter("Cost", Axis.of("Mean cost per 1,000 runs", "$"), Axis.of("Accuracy"))
                .withSeries(Series.points("direct", List.of(Point.of(0.25, 0.5))))
                .withSeries(Series.points("vote3", List.of(Point.of(5.43, 0.8))))
                .withXFormat(ValueFormat.dollars(2));
        JsonNode o = json(spec);
        assertThat(o.at("/xaxis/min").asDouble()).isEqualTo(0.0);
        assertThat(o.at("/xaxis/max").asDouble()).isEqualTo(6.0);
        assertThat(o.at("/xaxis/tickAmount").asInt()).isEqualTo(6);
        assertThat(o.at("/aew/xPrefix").asText()).isEqualTo("$");
        assertThat(o.at("/aew/xDecimals").asInt()).isEqualTo(2);
    }

    @Test
    void theYAxisTicksAtRoundValuesAndKeepsTheEndsASpecFixes() throws Exception {
        // issue 26: a percentage axis up to 75% ticked at 19%, 38%, 56% (ApexCharts cut 0..75 into four)
        ChartSpec bars = Charts.bar("Accuracy", Axis.of("Config"), Axis.of("Accuracy", "%"), List.of("a", "b"))
                .withSeries(Series.of("accuracy", List.of(31.0, 75.0)))
                .withValueFormat(ValueFormat.of(0, "%"));
        JsonNode o = json(bars);
        assertThat(o.at("/yaxis/min").asDouble()).isEqualTo(0.0);
        assertThat(o.at("/yaxis/max").asDouble()).isEqualTo(80.0);
        assertThat(o.at("/yaxis/tickAmount").asInt()).isEqualTo(8);
        // a fixed 0..1 keeps its ends, in round steps
        JsonNode fixed = json(Charts.line("p", Axis.of("k"), Axis.of("p"), List.of("1", "2"))
                .withSeries(Series.of("pass^k", List.of(0.9, 0.81)))
                .withYRange(0.0, 1.0)
                .withValueFormat(ValueFormat.decimals(2)));
        assertThat(fixed.at("/yaxis/min").asDouble()).isEqualTo(0.0);
        assertThat(fixed.at("/yaxis/max").asDouble()).isEqualTo(1.0);
        assertThat(fixed.at("/yaxis/tickAmount").asInt()).isEqualTo(5);
        // the book's chart: 0 to the top bar plus 10 points; 75 ticks in 25s, 72 rounds up to 80 in 10s
        JsonNode book = json(bars.withYRange(0.0, 75.0));
        assertThat(book.at("/yaxis/max").asDouble()).isEqualTo(75.0);
        assertThat(book.at("/yaxis/tickAmount").asInt()).isEqualTo(3);
        JsonNode rounded = json(bars.withYRange(0.0, 72.0));
        assertThat(rounded.at("/yaxis/max").asDouble()).isEqualTo(80.0);
        assertThat(rounded.at("/yaxis/tickAmount").asInt()).isEqualTo(8);
        // no decimals in the format: never a tick the labels would round (2.5 printed as "3")
        JsonNode whole = json(Charts.line("n", Axis.of("k"), Axis.of("n"), List.of("1", "2"))
                .withSeries(Series.of("n", List.of(0.0, 17.0)))
                .withValueFormat(ValueFormat.decimals(0)));
        double step =
                (whole.at("/yaxis/max").asDouble() - whole.at("/yaxis/min").asDouble())
                        / whole.at("/yaxis/tickAmount").asInt();
        assertThat(step).isEqualTo(Math.rint(step));
    }

    @Test
    void pointNamesThatWouldCoverOneAnotherAreMovedApartAndFarOnesStayAbove() throws Exception {
        // issue 26: the /configs scatter named no point; vote3 and retry3 sit almost on top of each other
        ChartSpec spec = PointLabels.add(
                Charts.scatter("Cost", Axis.of("cost", "$"), Axis.of("accuracy")),
                List.of(Point.of(2.0, 0.80, "vote3"), Point.of(2.05, 0.79, "retry3"), Point.of(5.5, 0.2, "direct")),
                0,
                6,
                0,
                1);
        assertThat(spec.annotations()).extracting(Annotation::text).containsExactly("vote3", "retry3", "direct");
        int vote3 = spec.annotations().get(0).offsetY();
        int retry3 = spec.annotations().get(1).offsetY();
        assertThat(vote3).isEqualTo(-14);
        assertThat(retry3).isNotEqualTo(vote3);
        assertThat(spec.annotations().get(2).offsetY()).isEqualTo(-14);
        JsonNode o = json(spec);
        assertThat(o.at("/annotations/points/1/label/text").asText()).isEqualTo("retry3");
        assertThat(o.at("/annotations/points/1/label/offsetY").asInt()).isEqualTo(retry3);
        assertThat(o.at("/annotations/points/1/marker/size").asInt()).isZero();
    }

    @Test
    void aHorizontalLinesLabelSitsUnderItsRightEndAndANoteRunsRightOfItsPoint() throws Exception {
        // issue 26: "pass^1" sat on the last pass@k point; "truth (dashed)" covered a y tick
        JsonNode o = json(Charts.line("p", Axis.of("k"), Axis.of("p", "%"), List.of("1", "2"))
                .withSeries(Series.of("pass@k", List.of(90.0, 99.0)))
                .withReferenceLine(ReferenceLine.horizontal(90, "pass^1"))
                .withAnnotation(Annotation.at("1", 90, "truth (dashed)")));
        assertThat(o.at("/annotations/yaxis/0/label/position").asText()).isEqualTo("right");
        assertThat(o.at("/annotations/yaxis/0/label/offsetY").asInt()).isPositive();
        assertThat(o.at("/annotations/points/0/label/textAnchor").asText()).isEqualTo("start");
        assertThat(o.at("/annotations/points/0/label/offsetX").asInt()).isPositive();
    }

    @Test
    void roundScalesStepInOneTwoTwoAndAHalfOrFive() {
        assertThat(NiceScale.of(0.25, 5.43, 8)).isEqualTo(new NiceScale(0, 6, 1, 6, 0));
        assertThat(NiceScale.of(0, 0.9, 8)).isEqualTo(new NiceScale(0, 1, 0.2, 5, 1));
        assertThat(NiceScale.of(0, 1.7, 8)).isEqualTo(new NiceScale(0, 1.75, 0.25, 7, 2));
        assertThat(NiceScale.of(-3, 47, 8)).isEqualTo(new NiceScale(-10, 50, 10, 6, 0));
        assertThat(NiceScale.of(2, 2, 8).min()).isLessThan(2);
        assertThatThrownBy(() -> NiceScale.of(1, 0, 8)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theDefaultPaletteIsOkabeItoAndGivesSevenSeriesSevenColours() throws Exception {
        ChartSpec spec = Charts.line("k", Axis.of("k"), Axis.of("pass^k"), List.of("1"));
        for (int i = 0; i < 7; i++) {
            spec = spec.withSeries(Series.of("c" + i, List.of(i)));
        }
        JsonNode colours = json(spec).at("/colors");
        List<String> first7 = new ArrayList<>();
        colours.forEach(c -> first7.add(c.asText()));
        assertThat(first7.subList(0, 7)).doesNotHaveDuplicates().startsWith("#0072B2", "#D55E00", "#009E73");
    }

    @Test
    void theChartsOwnControlsComeInTheReadersLanguage() throws Exception {
        ChartText zh = new ChartText(
                "zh", "下载菜单", "下载 SVG", "下载 PNG", "下载 CSV", "重置缩放", "放大", "缩小", "平移", "选择", "框选缩放", "没有数据");
        JsonNode o = new ObjectMapper()
                .readTree(ApexOptions.toJson(Charts.line("t", Axis.of("x"), Axis.of("y"), List.of("a")), zh));
        assertThat(o.at("/chart/defaultLocale").asText()).isEqualTo("zh");
        assertThat(o.at("/chart/locales/0/name").asText()).isEqualTo("zh");
        assertThat(o.at("/chart/locales/0/options/toolbar/exportToSVG").asText())
                .isEqualTo("下载 SVG");
        assertThat(o.at("/chart/locales/0/options/toolbar/exportToCSV").asText())
                .isEqualTo("下载 CSV");
        assertThat(o.at("/chart/locales/0/options/toolbar/menu").asText()).isEqualTo("下载菜单");
        assertThat(o.at("/noData/text").asText()).isEqualTo("没有数据");
        assertThatThrownBy(() -> new ChartText("<script>", "", "", "", "", "", "", "", "", "", "", ""))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aDashedSeriesABandAndAHaloAreWrittenAsApexChartsDrawsThem() throws Exception {
        ChartSpec spec = Charts.line("w", Axis.of("Year"), Axis.of("GDP"), List.of("2022", "2023", "2024"))
                .withSeries(Series.of("db", List.of(1, 2, 3)))
                .withSeries(Series.of("truth", List.of(1, 2, 4)).asDashed())
                .withReferenceLine(ReferenceLine.band("2023", "2024", "after the cutoff"));
        JsonNode o = json(spec);
        assertThat(o.at("/stroke/dashArray/0").asInt()).isZero();
        assertThat(o.at("/stroke/dashArray/1").asInt()).isPositive();
        assertThat(o.at("/stroke/width/1").asInt())
                .isGreaterThan(o.at("/stroke/width/0").asInt());
        assertThat(o.at("/annotations/xaxis/0/x").asText()).isEqualTo("2023");
        assertThat(o.at("/annotations/xaxis/0/x2").asText()).isEqualTo("2024");
        assertThat(o.at("/annotations/xaxis/0/label/orientation").asText()).isEqualTo("horizontal");
        assertThat(o.at("/grid/padding/top").asInt()).isPositive();
        assertThat(o.at("/xaxis/labels/trim").asBoolean(true)).isFalse();
        assertThatThrownBy(() -> ReferenceLine.band("2023", 2024, "x")).isInstanceOf(IllegalArgumentException.class);

        JsonNode scatter = json(Charts.scatter("s", Axis.of("x"), Axis.of("y"))
                .withSeries(Series.halo("ring", List.of(Point.of(1, 1))))
                .withSeries(Series.points("p", List.of(Point.of(1, 1)))));
        assertThat(scatter.at("/markers/size/0").asInt())
                .isGreaterThan(scatter.at("/markers/size/1").asInt());
    }

    @Test
    void aProbabilityScaleCarriesItsCeilingToTheClient() throws Exception {
        ChartSpec spec = Charts.line("p", Axis.of("k"), Axis.of("p", "%"), List.of("1"))
                .withSeries(Series.of("pass@k", List.of(99.999999)))
                .withValueFormat(ValueFormat.probabilityPercent(1));
        assertThat(json(spec).at("/aew/ceiling").asDouble()).isEqualTo(100.0);
        assertThat(json(spec.withValueFormat(ValueFormat.of(1, "%")))
                        .at("/aew/ceiling")
                        .isMissingNode())
                .isTrue();
    }

    @Test
    void segmentsAreOneLineSeriesWithAGapBetweenPairs() throws Exception {
        ChartSpec spec = Charts.scatter("forest", Axis.of("Accuracy"), Axis.of("Replication"))
                .withSeries(Series.errorBars(
                        "hit",
                        List.of(
                                Point.of(0.6, 1, "#1"),
                                Point.of(0.7, 1, "#1"),
                                Point.of(0.62, 2, "#2"),
                                Point.of(0.74, 2, "#2"))))
                .withSeries(Series.errorBars("miss", List.of()));
        JsonNode o = json(spec);
        JsonNode hit = o.at("/series/0/data");
        assertThat(o.at("/series/0/type").asText()).isEqualTo("line");
        // lo, hi, a point without y (ApexCharts breaks the line there), lo, hi: no gap after the last pair
        assertThat(hit.size()).isEqualTo(5);
        assertThat(hit.get(1).get("x").asDouble()).isEqualTo(0.7);
        assertThat(hit.get(2).get("y").isNull()).isTrue();
        assertThat(hit.get(3).get("x").asDouble()).isEqualTo(0.62);
        assertThat(hit.get(3).get("label").asText()).isEqualTo("#2");
        assertThat(hit.get(4).get("y").asDouble()).isEqualTo(2.0);
        assertThat(o.at("/series/1/data").size()).isZero();
        assertThat(spec.pointCount()).isEqualTo(4);
        assertThatThrownBy(() -> Series.errorBars("odd", List.of(Point.of(0.1, 1))))
                .hasMessageContaining("two ends per bar");
    }
}
