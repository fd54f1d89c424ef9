package com.agenteval.workbench.lessons.tools;

import static com.agenteval.workbench.core.params.Parameters.CommandLines.JAR;

import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.app.cache.ResultKey;
import com.agenteval.workbench.app.jobs.ComputePool;
import com.agenteval.workbench.app.session.SimSession;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.sim.SelectionExperiment;
import com.agenteval.workbench.core.sim.SelectionExperiment.SelectionSettings;
import com.agenteval.workbench.notebook.BoolParam;
import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.DecimalParam;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.util.List;
import java.util.function.Supplier;

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
        ToolCatalogCell catalog = new ToolCatalogCell(t("tools.catalog.title"), t("tools.catalog.schema"));
        output(catalog, () -> catalog.cards(precise.value()), precise)
                .withCommand(() -> JAR + "sim --mode selector --intents 0" + (precise.value() ? "" : " --vague")
                        + "   # data.catalog");

        explain("tools/playground");
        ToolPlayground playground = cell(new ToolPlayground(
                t("tools.playground.title"),
                t("tools.playground.tool"),
                t("tools.playground.args"),
                t("tools.playground.args-help", ToolArguments.MAX_CHARS),
                t("tools.playground.call")));
        CallResultCell result = cell(new CallResultCell(t("tools.call.title")));
        result.withCommand(() -> result.lastResult() == null
                ? ""
                : PlaygroundCall.referenceCommand(
                        result.lastResult().tool(),
                        result.lastResult().argsText(),
                        result.lastResult().world()));
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

        Supplier<SelectionSettings> settings = () -> new SelectionSettings(
                distractors.value(),
                precise.value(),
                poisoned.value(),
                temperature.value(),
                avoid.value(),
                intents.value(),
                intentSeed.value(),
                runSeed.value());
        Supplier<String> command = () -> JAR + settings.get().simParams().commandLine();
        Computed<SelectionExperiment.Result> selection = computed(
                () -> results.get(
                        ResultKey.of("selector-run", settings.get()),
                        r -> RESULT_BYTES,
                        () -> SelectionExperiment.run(settings.get())),
                precise,
                distractors,
                poisoned,
                temperature,
                avoid,
                intents,
                intentSeed,
                runSeed);
        SelectionFiguresCell figures = new SelectionFiguresCell(t("tools.figures.title"));
        output(figures, () -> figures.figures(selection.get()), selection).withCommand(command);
        KindsTable perKind = new KindsTable(t("tools.kinds.title"));
        output(perKind, () -> selection.get().perKind(), selection).withCommand(command);
        output(
                        new ConfusionCell(t("tools.confusion.title"), t("tools.kinds.kind")),
                        () -> selection.get().confusion(),
                        selection)
                .withCommand(command);

        Computed<List<SelectionExperiment.Curve>> sweep = computed(
                () -> {
                    SelectionSettings base = new SelectionSettings(
                            0,
                            true,
                            false,
                            temperature.value(),
                            avoid.value(),
                            intents.value(),
                            intentSeed.value(),
                            runSeed.value());
                    return results.get(
                            ResultKey.of("selector-sweep", base),
                            c -> SWEEP_BYTES,
                            () -> SelectionExperiment.sweep(base, ComputePool.helpersHere())); // the session's lane
                },
                temperature,
                avoid,
                intents,
                intentSeed,
                runSeed);
        SweepChartCell chart = new SweepChartCell(t("tools.sweep.title"));
        output(chart, () -> chart.chart(sweep.get(), distractors.value()), sweep, distractors)
                .withCommand(() -> SweepChartCell.command(
                        temperature.value(), avoid.value(), intents.value(), intentSeed.value(), runSeed.value()));
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
}
