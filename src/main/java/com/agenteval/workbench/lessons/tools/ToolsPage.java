package com.agenteval.workbench.lessons.tools;

import com.agenteval.workbench.core.sim.SelectionExperiment;
import com.agenteval.workbench.core.sim.SelectionSettings;
import static com.agenteval.workbench.cli.WorkbenchCli.JAR;

import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.app.cache.ResultKey;
import com.agenteval.workbench.app.session.SimSession;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyFormat;
import com.agenteval.workbench.core.selection.ToolCatalog;
import com.agenteval.workbench.core.tools.ToolSpec;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.TruthCheck;
import com.agenteval.workbench.core.world.DataVersion;
import com.agenteval.workbench.notebook.BoolParam;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.DecimalParam;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import com.agenteval.workbench.notebook.TableCell;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.ReferenceLine;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.math.BigInteger;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/** Lesson: the six tools, a playground to call them, and how descriptions decide which tool a model picks. */
@Route("tools")
@Menu(order = 20, title = "Tools")
public class ToolsPage extends NotebookPage {

    /** About what a selection result (scores per kind, the confusion table) and a sweep take in memory. */
    private static final long RESULT_BYTES = 8_000;
    private static final long SWEEP_BYTES = 4_000;

    private final SimSession session;

    public ToolsPage(SimSession session, ResultCache results) {
        this.session = session;
        explain("tools/intro");
        BoolParam precise = parameters(t("tools.catalog.params")).bool(Parameters.PRECISE);
        output(new ToolCatalogCell(t("tools.catalog.title"), t("tools.catalog.schema")), () -> cards(precise.value()),
                precise).withCommand(() -> JAR + "sim --mode selector --intents 0" + (precise.value() ? "" : " --vague")
                + "   # data.catalog");

        explain("tools/playground");
        ToolPlayground playground = cell(new ToolPlayground(t("tools.playground.title"), t("tools.playground.tool"),
                t("tools.playground.args"), t("tools.playground.args-help", ToolArguments.MAX_CHARS),
                t("tools.playground.call")));
        CallResultCell result = cell(new CallResultCell(t("tools.call.title")));
        result.withCommand(() -> result.lastResult() == null ? "" : PlaygroundCall.referenceCommand(
                result.lastResult().tool(), result.lastResult().argsText(), result.lastResult().world()));
        playground.addCallListener(e -> call(result, e.tool(), e.argsText()));
        call(result, playground.tool(), playground.argsText());

        explain("tools/selection");
        ParametersCell params = parameters(t("tools.selection.params"));
        // sim --mode selector's parameters, declared once (Parameters.SELECTOR and RUN_SEED)
        IntParam distractors = params.integer(Parameters.DISTRACTORS);
        BoolParam poisoned = params.bool(Parameters.POISONED);
        DecimalParam temperature = params.decimal(Parameters.TEMPERATURE);
        DecimalParam avoid = params.decimal(Parameters.AVOID_WEIGHT);
        IntParam intents = params.integer(SelectionSettings.INTENTS);
        SeedParam intentSeed = params.seed(Parameters.INTENT_SEED);
        SeedParam runSeed = params.seed(Parameters.RUN_SEED);

        Supplier<SelectionSettings> settings = () -> new SelectionSettings(distractors.value(), precise.value(),
                poisoned.value(), temperature.value(), avoid.value(), intents.value(), intentSeed.value(),
                runSeed.value());
        Supplier<String> command = () -> JAR + settings.get().simParams().commandLine();
        Computed<SelectionExperiment.Result> selection = computed(() -> results.get(
                ResultKey.of("selector-run", settings.get()), r -> RESULT_BYTES, () -> SelectionExperiment.run(
                settings.get())),
                precise, distractors, poisoned, temperature, avoid, intents, intentSeed, runSeed);
        output(new KeyFiguresCell(t("tools.figures.title")), () -> figures(selection.get()), selection)
                .withCommand(command);
        TableCell<SelectionExperiment.KindScore> perKind = new TableCell<>(t("tools.kinds.title"));
        perKind.text(t("tools.kinds.kind"), SelectionExperiment.KindScore::kind);
        perKind.text(t("tools.kinds.accept"), k -> String.join(", ", k.accept())).setAutoWidth(true);
        perKind.number(t("tools.kinds.n"), SelectionExperiment.KindScore::n, String::valueOf);
        perKind.number(t("tools.kinds.correct"), SelectionExperiment.KindScore::correct, String::valueOf);
        perKind.number(t("tools.kinds.accuracy"), SelectionExperiment.KindScore::accuracy, ToolsPage::fraction);
        perKind.number(t("tools.kinds.poison"), SelectionExperiment.KindScore::poisonPicks, String::valueOf);
        perKind.allRowsVisible().setId("kinds-cell");
        perKind.grid().setHeight(null);     // allRowsVisible() keeps TableCell's fixed height; let the rows decide
        output(perKind, () -> selection.get().perKind(), selection).withCommand(command);
        output(new ConfusionCell(t("tools.confusion.title"), t("tools.kinds.kind")), () -> selection.get().confusion(),
                selection).withCommand(command);

        Computed<List<SelectionExperiment.Curve>> sweep = computed(() -> {
            SelectionSettings base = new SelectionSettings(0, true, false, temperature.value(), avoid.value(),
                    intents.value(), intentSeed.value(), runSeed.value());
            return results.get(ResultKey.of("selector-sweep", base), c -> SWEEP_BYTES,
                    () -> SelectionExperiment.sweep(base));
        }, temperature, avoid, intents, intentSeed, runSeed);
        ChartCell chart = output(new ChartCell(t("tools.sweep.title")), () -> sweepChart(sweep.get(),
                distractors.value()), sweep, distractors);
        chart.setId("sweep-cell");
        chart.withCommand(() -> sweepCommand(temperature.value(), avoid.value(), intents.value(), intentSeed.value(),
                runSeed.value()));
        explain("tools/takeaway");
    }

    /** Calls a tool against the session's world; the cell shows the outcome, or the failure in place. */
    private void call(CallResultCell result, String tool, String argsText) {
        try {
            result.show(PlaygroundCall.call(session.world(), tool, argsText));
        } catch (RuntimeException e) {
            result.showError(t("notebook.cell-failed", String.valueOf(e.getMessage())));
        }
    }

    private String t(String key, Object... args) {
        return getTranslation(key, args);
    }

    private List<ToolCatalogCell.Card> cards(boolean precise) {
        return ToolSpecs.CORE.stream().map(s -> new ToolCatalogCell.Card(s.name(), s.description(precise),
                reads(s), SchemaText.pretty(s.inputSchema()))).toList();
    }

    private String reads(ToolSpec spec) {
        DataVersion v = TruthCheck.versionRead(spec.name());
        return v == null ? t("tools.reads.none") : t("tools.reads." + v.wireName());
    }

    private List<KeyFigure> figures(SelectionExperiment.Result r) {
        SelectionSettings s = r.settings();
        int catalog = ToolSpecs.CORE.size() + s.distractors() + (s.poisoned() ? 1 : 0);
        return List.of(
                new KeyFigure("accuracy", t("tools.figures.accuracy"), fraction(r.accuracy()),
                        t("tools.figures.accuracy.note", r.correct(), r.n())),
                new KeyFigure("greedy", t("tools.figures.greedy"), fraction(r.greedyAccuracy()),
                        t("tools.figures.greedy.note")),
                new KeyFigure("poison", t("tools.figures.poison"), s.poisoned() ? Integer.toString(r.poisonPicks())
                        : "—", s.poisoned() ? t("tools.figures.poison.note", percent(r.poisonShare()))
                        : t("tools.figures.poison.absent")),
                KeyFigure.of("catalog", t("tools.figures.catalog"), Integer.toString(catalog)));
    }

    private ChartSpec sweepChart(List<SelectionExperiment.Curve> curves, int distractors) {
        List<String> ds = IntStream.rangeClosed(0, ToolCatalog.MAX_DISTRACTORS).mapToObj(String::valueOf).toList();
        ChartSpec spec = Charts.line(t("tools.sweep.title"), Axis.of(t("tools.sweep.x")),
                Axis.of(t("tools.sweep.y")), ds);
        for (SelectionExperiment.Curve c : curves) {
            spec = spec.withSeries(Series.of(t("tools.sweep.series." + (c.precise() ? "precise" : "vague")
                    + (c.poisoned() ? "-poisoned" : "")), c.accuracy()));
        }
        return spec.withReferenceLine(ReferenceLine.vertical(Integer.toString(distractors),
                        t("tools.sweep.current")))
                .withValueFormat(ValueFormat.decimals(3)).withYRange(0.0, 1.0);
    }

    private static String sweepCommand(double temperature, double avoid, int intents, BigInteger intentSeed,
                                       BigInteger runSeed) {
        String base = new SelectionSettings(0, true, false, temperature, avoid, intents, intentSeed, runSeed)
                .simParams().commandLine();
        return "for d in $(seq 0 " + ToolCatalog.MAX_DISTRACTORS + "); do for catalog in --precise --vague "
                + "'--precise --poisoned' '--vague --poisoned'; do\n  " + JAR + base
                + " --distractors $d $catalog   # data.accuracy\ndone; done";
    }

    static String fraction(double x) {
        return PyFormat.fixed(x, 3);
    }

    static String percent(double x) {
        return PyFormat.percent(x, 1);
    }
}
