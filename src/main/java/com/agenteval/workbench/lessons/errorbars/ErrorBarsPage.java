package com.agenteval.workbench.lessons.errorbars;

import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.lesson.ErrorBarsLesson;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.stats.CoverageLab;
import com.agenteval.workbench.lessons.shared.WorldParams;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.DecimalParam;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.JobBinding;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import com.agenteval.workbench.notebook.TableCell;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Lesson: can you trust this error bar? The world knows each config's true accuracy, so the lab grades the naive,
 * clustered and bootstrap intervals of M fresh evaluations against it; then power and the leaderboard's stability.
 * The truth is an output (shared, cached); the three experiments are session jobs started by their buttons, computed
 * on the compute pool in the session's lane, on as many of the lane's threads as are free.
 */
@Route("error-bars")
@Menu(order = 65, title = "Can you trust this error bar?")
public class ErrorBarsPage extends NotebookPage {

    public ErrorBarsPage(ErrorBarsLesson lesson, Jobs jobs) {
        LabOutputs out = new LabOutputs(this::getTranslation);
        LabWork work = new LabWork(lesson::truth, lesson::world, lesson.helpers(JobBinding.sessionId(UI.getCurrent())));
        explain("error-bars/intro");
        ParametersCell params = parameters(t("errorbars.params"));
        // the lab's parameters, declared once (Parameters.LAB), in the lab's ranges
        ChoiceParam<String> config = params.choice(Parameters.CONFIG, name -> name);
        IntParam tasks = params.integer(Parameters.LAB_TASKS);
        IntParam k = params.integer(Parameters.LAB_K);
        DecimalParam rho = params.decimal(Parameters.RHO, Parameters.LAB_RHO);
        IntParam replications = params.integer(Parameters.LAB_REPLICATIONS);
        SeedParam statsSeed = params.seed(Parameters.STATS_SEED);
        ChoiceParam<String> versus = params.choice(Parameters.VERSUS, name -> name);
        WorldParams world = WorldParams.addTo(params, lesson.worldSpec());
        Supplier<LabSpec> spec = () -> new LabSpec(
                world.spec(),
                config.value(),
                tasks.value(),
                k.value(),
                rho.value(),
                replications.value(),
                statsSeed.longValue(),
                versus.value());

        explain("error-bars/truth");
        output(LabTables.truths(this::t), () -> work.truths(spec.get()), rho, world)
                .withCommand(() -> LabOutputs.coverageCommand(spec.get()));
        explain("error-bars/task-ids");

        explain("error-bars/lab");
        LabRunCell coverageRun =
                cell(new LabRunCell("lab-coverage", t("errorbars.run.coverage"), t("errorbars.run.cancel")));
        TableCell<LabOutputs.MethodRow> coverage = cell(LabTables.coverage(this::t));
        List<ChartCell> forests = new ArrayList<>();
        for (String method : LabOutputs.METHODS) {
            ChartCell forest = cell(new ChartCell(t("errorbars.forest.cell", t("errorbars.method." + method))));
            forest.setId("forest-" + method);
            forests.add(forest);
        }
        AtomicReference<LabRuns.CoverageRun> shown = new AtomicReference<>();
        coverage.withCommand(() -> LabOutputs.coverageCommand(
                Objects.requireNonNull(shown.get(), "the command is computed only once a run is shown")
                        .spec()));
        LabWork.bind(
                jobs,
                LabWork.COVERAGE,
                coverageRun,
                spec,
                work::coverage,
                run -> {
                    shown.set(run);
                    coverage.show(LabOutputs.methodRows(run, m -> t("errorbars.method." + m)));
                    for (int i = 0; i < forests.size(); i++) {
                        forests.get(i).show(out.forest(run, LabOutputs.METHODS.get(i)));
                    }
                },
                coverage);
        explain("error-bars/why");

        explain("error-bars/power");
        LabRunCell powerRun = cell(new LabRunCell("lab-power", t("errorbars.run.power"), t("errorbars.run.cancel")));
        KeyFiguresCell power = cell(new KeyFiguresCell(t("errorbars.power.title")));
        power.setId("power-figures");
        LabWork.bind(jobs, LabWork.POWER, powerRun, spec, work::power, run -> power.show(out.powerFigures(run)), power);

        explain("error-bars/leaderboard");
        LabRunCell boardRun =
                cell(new LabRunCell("lab-leaderboard", t("errorbars.run.leaderboard"), t("errorbars.run.cancel")));
        TableCell<CoverageLab.Standing> board = cell(LabTables.leaderboard(this::t));
        LabWork.bind(
                jobs,
                LabWork.LEADERBOARD,
                boardRun,
                spec,
                work::leaderboard,
                run -> board.show(run.standings()),
                board);
        explain("error-bars/takeaway");
    }

    private String t(String key, Object... args) {
        return getTranslation(key, args);
    }
}
