package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.lesson.ForecastRunLesson;
import com.agenteval.workbench.base.ui.WorkbenchMode;
import com.agenteval.workbench.core.jobs.Job.JobKind;
import com.agenteval.workbench.lessons.settings.SettingsPage;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.JobBinding;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Runs N offline research agents (a simulated forecaster, not a language model) on a question about the simulated
 * world, shows each agent's steps as they happen, and saves the run among the session's own runs ("your runs", never
 * the class store), ready to replay; a live run (real model and search) is saved there too. The run is a job
 * of the session: it goes on while the student visits other pages, and this page shows it again when opened.
 */
@Route("forecast/run")
@Menu(order = 72, title = "Run the offline research agent")
@StyleSheet("context://styles/forecast.css")
public class ForecastRunPage extends NotebookPage {

    /** The session's offline panel run. */
    static final JobKind<Consumer<RunProgressCell>, RunResultCell.Saved> RUN = JobKind.of("forecast-run");

    private final ForecastRunLesson lesson;
    private final JobBinding<RunProgressCell, RunResultCell.Saved> job;
    private final RunControlCell control;
    private final RunProgressCell progress;
    private final RunResultCell result;
    private final AuditTableCell audit;
    private final Supplier<RunPlanParams.Plan> plan;
    private final YourRuns yourRuns;

    public ForecastRunPage(ForecastRunLesson lesson, Jobs jobs, WorkbenchMode workbenchMode) {
        this.lesson = lesson;
        explain("forecast-run/intro");
        // issue 7: "live" runs the same agents with a real model and web search, in place of the offline cells
        ChoiceParam<String> mode = parameters(getTranslation("live.run.mode-params"))
                .choice(
                        "mode",
                        getTranslation("live.run.mode"),
                        LiveRunCell.MODES,
                        LiveRunCell.OFFLINE,
                        Function.identity(),
                        m -> getTranslation("live.run.mode." + m));
        ParametersCell params = parameters(getTranslation("forecast.run.params"));
        ParametersCell knobs = parameters(getTranslation("forecast.run.knobs"));
        List<String> ids = lesson.questionIds(RunPlanParams.DEFAULT_WORLD_SEED);
        RunPlanParams planned = new RunPlanParams(params, knobs, ids, lesson::question);
        plan = planned::plan;
        RunPlanCell planCell = new RunPlanCell(getTranslation("forecast.run.plan"));
        planCell.setId("run-plan");
        output(planCell, plan, planned).withCommand(() -> command(planCell.lastResult()));
        control = cell(new RunControlCell());
        progress = cell(new RunProgressCell());
        result = cell(new RunResultCell(getTranslation("forecast.run.result")));
        result.withCommand(() ->
                result.lastResult() == null ? "" : command(result.lastResult().plan()));
        result.setVisible(false);
        audit = cell(new AuditTableCell(getTranslation("forecast.run.audit"), true));
        audit.setId("run-audit");
        audit.setVisible(false);
        // issue 26: the session's own runs, never seen by the other students; the class store is read-only here
        yourRuns = new YourRuns(
                new YourRuns.Actions(
                        lesson::yourRuns,
                        lesson::usage,
                        lesson::reset,
                        lesson.classSaveAllowed() ? lesson::saveToClass : null),
                cell(new YourRunsCell(getTranslation("forecast.yours.title"))),
                control::isRunning,
                () -> List.of(result, audit).forEach(c -> c.setVisible(false)));

        LiveRunCell live = new LiveRunCell(new LiveRunCell.Live(
                lesson::isLive,
                lesson::provider,
                () -> SettingsPage.needs(lesson.readiness(), this),
                workbenchMode::addChangeListener,
                r -> lesson.liveRun(
                        r.question(),
                        r.agents(),
                        r.maxSteps(),
                        r.maxResults(),
                        r.marketPriceInPrompt(),
                        LiveRunCell.Finished::new)::run,
                section -> JobBinding.of(jobs, LiveRunCell.RUN, section),
                yourRuns::full,
                () -> yourRuns.show(""),
                lesson.fixtureQuestions()));
        output(
                live.hideWhileLive(params, knobs, planCell, control, progress, result, audit),
                () -> LiveRunCell.LIVE.equals(mode.value()),
                mode);

        job = JobBinding.of(jobs, RUN, progress)
                .whileRunning(control::setRunning)
                .stale(result, audit)
                .onResult(saved -> {
                    progress.saved(saved.fileName());
                    showResult(saved);
                    yourRuns.show("");
                })
                .onFailure(why -> {
                    progress.failed(why);
                    yourRuns.show("");
                })
                .onRefused(progress::refused)
                .onCancelled(progress::cancelled);
        control.addRunListener(e -> start());
        control.addCancelListener(e -> job.cancel());
    }

    private String command(RunPlanParams.@Nullable Plan p) {
        return p == null
                ? ""
                : ForecastCommands.run(
                        lesson.storeFolder(), p.worldSeed(), p.question().id(), p.spec());
    }

    private void start() {
        if (job.isRunning()) {
            return;
        }
        RunPlanParams.Plan current;
        try {
            current = plan.get();
            yourRuns.full().ifPresent(why -> {
                throw new IllegalArgumentException(why); // the session keeps as many runs as it may
            });
        } catch (IllegalArgumentException e) {
            progress.start(0);
            progress.failed(String.valueOf(e.getMessage()));
            return;
        }
        int agents = current.spec().agents();
        job.start(List.of(p -> p.start(agents)), (report, cancel) -> {
            var saved = lesson.run(
                    current.worldSeed(),
                    current.question(),
                    current.spec(),
                    (agent, step) -> report.report(p -> p.step(agent, step)),
                    cancel);
            return new RunResultCell.Saved(
                    current, saved.run(), saved.fileName(), TraceStoreService.display(saved.path()));
        });
    }

    private void showResult(RunResultCell.Saved saved) {
        result.setVisible(true);
        result.show(saved);
        audit.setVisible(true);
        audit.show(AuditRow.fromRun(saved.run().agents()));
    }
}
