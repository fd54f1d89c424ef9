package com.agenteval.workbench.lessons.errorbars;

import com.agenteval.workbench.app.cache.SharedResults;
import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.session.SimSession;
import com.agenteval.workbench.core.agent.AgentConfig;
import com.agenteval.workbench.core.jobs.CancelledException;
import com.agenteval.workbench.core.jobs.JobKind;
import com.agenteval.workbench.core.jobs.Progress;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.stats.CoverageLab;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.lessons.shared.WorldParams;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.DecimalParam;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.JobBinding;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.OutputCell;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import com.agenteval.workbench.notebook.TableCell;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Lesson: can you trust this error bar? The world knows each config's true accuracy, so the lab grades the naive,
 * clustered and bootstrap intervals of M fresh evaluations against it; then power and the leaderboard's stability.
 */
@Route("error-bars")
@Menu(order = 65, title = "Can you trust this error bar?")
public class ErrorBarsPage extends NotebookPage {

    static final JobKind<Consumer<LabRunCell>, LabRuns.CoverageRun> COVERAGE = JobKind.of("error-bars-coverage");
    static final JobKind<Consumer<LabRunCell>, LabRuns.PowerRun> POWER = JobKind.of("error-bars-power");
    static final JobKind<Consumer<LabRunCell>, LabRuns.LeaderboardRun> LEADERBOARD =
            JobKind.of("error-bars-leaderboard");

    public ErrorBarsPage(SimSession session, SharedResults shared, Jobs jobs) {
        LabOutputs out = new LabOutputs(this::getTranslation);
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
        WorldParams world = WorldParams.addTo(params, session.worldSpec());
        Supplier<LabSpec> spec = () -> new LabSpec(world.spec(), config.value(), tasks.value(), k.value(),
                rho.value(), replications.value(), statsSeed.longValue(), versus.value());

        explain("error-bars/truth");
        TableCell<LabRuns.TruthRow> truths = new TableCell<>(t("errorbars.truth.title"));
        truths.text(t("errorbars.col.config"), LabRuns.TruthRow::config);
        truths.number(t("errorbars.col.truth"), r -> r.truth().mean(), LabOutputs::fourDecimals);
        truths.number(t("errorbars.col.mc-se"), r -> r.truth().mcSe(), LabOutputs::fourDecimals);
        truths.allRowsVisible().setId("truth-table");
        output(truths, () -> truthRows(shared, session.world(world.spec()), spec.get()), rho, world)
                .withCommand(() -> LabOutputs.coverageCommand(spec.get()));

        explain("error-bars/task-ids");
        explain("error-bars/lab");
        LabRunCell coverageRun = cell(new LabRunCell("lab-coverage", t("errorbars.run.coverage"),
                t("errorbars.run.cancel")));
        TableCell<LabOutputs.MethodRow> coverage = cell(new TableCell<>(t("errorbars.coverage.title")));
        coverage.text(t("errorbars.col.method"), LabOutputs.MethodRow::method);
        coverage.number(t("errorbars.col.coverage"), LabOutputs.MethodRow::coverage, LabOutputs::percent);
        coverage.number(t("errorbars.col.mc-error"), LabOutputs.MethodRow::mcError, LabOutputs::points);
        coverage.number(t("errorbars.col.width"), LabOutputs.MethodRow::meanWidth, LabOutputs::fixed);
        coverage.allRowsVisible().setId("coverage-table");
        List<ChartCell> forests = new ArrayList<>();
        for (String method : LabOutputs.METHODS) {
            ChartCell forest = cell(new ChartCell(t("errorbars.forest.cell", t("errorbars.method." + method))));
            forest.setId("forest-" + method);
            forests.add(forest);
        }
        Shown<LabRuns.CoverageRun> shownCoverage = new Shown<>();
        coverage.withCommand(() -> LabOutputs.coverageCommand(shownCoverage.value.spec()));
        JobBinding<LabRunCell, LabRuns.CoverageRun> coverageJob = bind(jobs, COVERAGE, coverageRun,
                run -> {
                    shownCoverage.value = run;
                    coverage.show(LabOutputs.methodRows(run, m -> t("errorbars.method." + m)));
                    for (int i = 0; i < forests.size(); i++) {
                        forests.get(i).show(out.forest(run, LabOutputs.METHODS.get(i)));
                    }
                }, coverage);
        coverageRun.run().addPressListener(e -> {
            LabSpec s = spec.get();
            coverageJob.start(List.of(c -> c.start(s.replications())), (progress, cancel) -> {
                World w = session.world(s.world());
                CoverageLab.Truth truth = shared.truth(w, s.runs());
                return new LabRuns.CoverageRun(s, CoverageLab.coverage(w, s.runs(), truth, s.tasks(), s.k(),
                        s.replications(), s.statsSeed(), every(progress, s.replications()), cancel));
            });
        });
        explain("error-bars/why");

        explain("error-bars/power");
        LabRunCell powerRun = cell(new LabRunCell("lab-power", t("errorbars.run.power"), t("errorbars.run.cancel")));
        KeyFiguresCell power = cell(new KeyFiguresCell(t("errorbars.power.title")));
        power.setId("power-figures");
        Shown<LabRuns.PowerRun> shownPower = new Shown<>();
        power.withCommand(() -> LabOutputs.compareCommand(shownPower.value.spec()));
        JobBinding<LabRunCell, LabRuns.PowerRun> powerJob = bind(jobs, POWER, powerRun, run -> {
            shownPower.value = run;
            power.show(out.powerFigures(run));
        }, power);
        powerRun.run().addPressListener(e -> {
            LabSpec s = spec.get();
            powerJob.start(List.of(c -> c.start(s.replications())), (progress, cancel) -> new LabRuns.PowerRun(s,
                    CoverageLab.powerCheck(session.world(s.world()), s.runs(), s.versusRuns(),
                            Parameters.TASK_SEED.defaultValue(), Parameters.RUN_SEED.defaultValue(),
                            s.replications(), s.statsSeed(), every(progress, s.replications()), cancel)));
        });

        explain("error-bars/leaderboard");
        LabRunCell boardRun = cell(new LabRunCell("lab-leaderboard", t("errorbars.run.leaderboard"),
                t("errorbars.run.cancel")));
        TableCell<CoverageLab.Standing> board = cell(new TableCell<>(t("errorbars.leaderboard.title")));
        board.text(t("errorbars.col.config"), CoverageLab.Standing::config);
        board.number(t("errorbars.col.first"), CoverageLab.Standing::firstShare, LabOutputs::percent);
        board.number(t("errorbars.col.median-rank"), CoverageLab.Standing::medianRank, String::valueOf);
        board.allRowsVisible().setId("leaderboard-table");
        JobBinding<LabRunCell, LabRuns.LeaderboardRun> boardJob = bind(jobs, LEADERBOARD, boardRun,
                run -> board.show(run.standings()), board);
        boardRun.run().addPressListener(e -> {
            LabSpec s = spec.get();
            boardJob.start(List.of(c -> c.start(s.replications())), (progress, cancel) ->
                    new LabRuns.LeaderboardRun(s, CoverageLab.leaderboard(session.world(s.world()), s.seven(),
                            s.tasks(), s.k(), s.replications(), s.statsSeed(), every(progress, s.replications()),
                            cancel)));
        });
        explain("error-bars/takeaway");
    }

    /** The seven configs' truths, each computed once per (world, config) for everyone. */
    private static List<LabRuns.TruthRow> truthRows(SharedResults shared, World world, LabSpec spec) {
        List<LabRuns.TruthRow> rows = new ArrayList<>();
        for (AgentConfig c : spec.seven()) {
            if (Thread.currentThread().isInterrupted()) {
                throw new CancelledException();
            }
            rows.add(new LabRuns.TruthRow(c.name(), shared.truth(world, c)));
        }
        return rows;
    }

    /** One section's job: its run cell follows it, its result goes to {@code show}, its output is stale meanwhile. */
    private static <R> JobBinding<LabRunCell, R> bind(Jobs jobs, JobKind<Consumer<LabRunCell>, R> kind,
                                                      LabRunCell cell, Consumer<R> show, OutputCell<?> stale) {
        JobBinding<LabRunCell, R> job = JobBinding.of(jobs, kind, cell).whileRunning(cell::running).stale(stale)
                .onResult(r -> {
                    cell.done();
                    show.accept(r);
                }).onFailure(cell::failed).onCancelled(cell::cancelled);
        cell.run().cancelButton().addPressListener(e -> job.cancel());
        return job;
    }

    /**
     * The replications done, as at most a hundred events: the job keeps every event for a page opened again, so
     * one per replication (two thousand) would be replayed for nothing.
     */
    static Progress<Integer> every(Progress<Consumer<LabRunCell>> progress, int total) {
        int step = Math.max(1, total / 100);
        return done -> {
            if (done % step == 0 || done == total) {
                progress.report(c -> c.progress(done, total));
            }
        };
    }

    /** The result a cell shows, for its command line. */
    private static final class Shown<R> {
        private R value;
    }

    private String t(String key, Object... args) {
        return getTranslation(key, args);
    }
}
