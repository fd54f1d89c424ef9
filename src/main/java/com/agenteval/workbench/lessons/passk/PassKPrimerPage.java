package com.agenteval.workbench.lessons.passk;

import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.python.PyFormat.BoundedPercent;
import com.agenteval.workbench.core.reliability.ConfigResults.PassK.IndependentRuns;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.DecimalParam;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.TableCell;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.ReferenceLine;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/** A first lesson: what pass^k and pass@k mean when runs are independent. */
@Route("pass-k")
@Menu(order = 55, title = "pass^k in one picture")
public class PassKPrimerPage extends NotebookPage {

    record Row(int k, double passHatK, double passAtK) {}

    public PassKPrimerPage() {
        explain("primer/intro");
        ParametersCell params = parameters(getTranslation("primer.params"));
        // the reliability group's p and k, declared once (Parameters.RELIABILITY)
        DecimalParam p = params.decimal(Parameters.PASS_RATE);
        IntParam maxK = params.integer(Parameters.K);

        Supplier<String> command = () -> command(p.value(), maxK.value());
        output(new KeyFiguresCell(getTranslation("primer.figures")), () -> figures(p.value(), maxK.value()), p, maxK)
                .withCommand(command);
        output(new ChartCell(getTranslation("primer.chart")), () -> chart(p.value(), maxK.value()), p, maxK)
                .withCommand(command);
        TableCell<Row> table = new TableCell<>(getTranslation("primer.table"));
        table.number("k", Row::k, String::valueOf);
        table.number("pass^k", Row::passHatK, PassKPrimerPage::percent);
        table.number("pass@k", Row::passAtK, PassKPrimerPage::percent);
        output(table, () -> rows(p.value(), maxK.value()), p, maxK).withCommand(command);
        explain("primer/takeaway");
    }

    private List<KeyFigure> figures(double p, int k) {
        return List.of(
                KeyFigure.of("pass-1", "pass^1 = pass@1", percent(p)),
                KeyFigure.of("pass-hat-k", "pass^" + k, percent(IndependentRuns.passHatK(p, k))),
                KeyFigure.of("pass-at-k", "pass@" + k, percent(IndependentRuns.passAtK(p, k))));
    }

    private ChartSpec chart(double p, int k) {
        List<String> ks = IntStream.rangeClosed(1, k).mapToObj(String::valueOf).toList();
        List<Double> hat = new ArrayList<>();
        List<Double> at = new ArrayList<>();
        for (int i = 1; i <= k; i++) {
            hat.add(100 * IndependentRuns.passHatK(p, i));
            at.add(100 * IndependentRuns.passAtK(p, i));
        }
        return Charts.line(
                        getTranslation("primer.chart"),
                        Axis.of("k", getTranslation("primer.runs")),
                        Axis.of(getTranslation("primer.success"), "%"),
                        ks)
                .withSeries(Series.of("pass^k", hat))
                .withSeries(Series.of("pass@k", at))
                .withReferenceLine(ReferenceLine.horizontal(100 * p, "pass^1"))
                .withValueFormat(ValueFormat.probabilityPercent(1))
                .withYRange(0.0, 100.0);
    }

    /**
     * The same table in Python: independent runs need no simulation, so the equivalent command is the two formulas,
     * p**k and 1 - (1 - p)**k, printed with the page's format (f"{x:.1%}", kept off 0% and 100% inside them).
     */
    static String command(double p, int k) {
        return "python3 -c 'p, k = " + PyFormat.repr(p) + ", " + k + "; f = lambda x: f\"{x:.1%}\" if x in (0, 1) "
                + "or f\"{x:.1%}\" not in (\"0.0%\", \"100.0%\") else (\">99.9%\" if x > 0.5 else \"<0.1%\"); "
                + "[print(i, f(p**i), f(1 - (1 - p)**i)) for i in range(1, k + 1)]'";
    }

    private static List<Row> rows(double p, int k) {
        return IntStream.rangeClosed(1, k)
                .mapToObj(i -> new Row(i, IndependentRuns.passHatK(p, i), IndependentRuns.passAtK(p, i)))
                .toList();
    }

    static String percent(double x) {
        return BoundedPercent.percent(x, 1);
    }
}
