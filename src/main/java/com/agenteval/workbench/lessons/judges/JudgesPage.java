package com.agenteval.workbench.lessons.judges;

import static com.agenteval.workbench.cli.WorkbenchCli.JAR;

import com.agenteval.workbench.app.cache.SharedResults;
import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.judges.JudgeRunService;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderModels;
import com.agenteval.workbench.app.otel.SpanSource;
import com.agenteval.workbench.app.session.LiveSettings;
import com.agenteval.workbench.app.session.SessionSpans;
import com.agenteval.workbench.core.jobs.JobKind;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.judge.llm.JudgeRunStore;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.lessons.shared.TaskSetParams;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.JobBinding;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.router.Route;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/** Can a judge that reads only the trace recover the true error labels? Outcome-only and rule judges, scored. */
@Route("judges")
@Menu(order = 50, title = "Judges")
public class JudgesPage extends NotebookPage {
    /** Query key naming the replayed judge run. */
    static final String LLM_RUN = "llm_run";
    /** The session's live LLM-judge run; its result is the saved judge-run file's name. */
    static final JobKind<Consumer<LlmJudgeSection>, String> LIVE_RUN = JobKind.of("judge-live");
    private final JudgeRunService judgeRuns;
    private final LiveSettings settings;
    private final SessionSpans spans;
    private final LlmJudgeSection llm;
    private final JobBinding<LlmJudgeSection, String> live;
    /** The judge run shown (a file name in the judge-runs folder), or null. */
    private String llmRun;

    public JudgesPage(JudgeRunService judgeRuns, LiveSettings settings, Jobs jobs, SharedResults shared,
                      SessionSpans spans) {
        this.judgeRuns = judgeRuns;
        this.settings = settings;
        this.spans = spans;
        explain("judges/intro");
        JudgeParams judged = JudgeParams.addTo(parameters(getTranslation("judges.params")));
        Computed<JudgeComparison> scored = computed(() -> shared.judgeComparison(judged.simParams()), judged);
        JudgesSummaryCell summary = new JudgesSummaryCell(getTranslation("judges.summary"));
        output(summary, () -> summary.figures(scored.get()), scored).withCommand(() -> JudgeCommands.all(scored.get()));
        explain("judges/rules");
        output(new MetricsTable(getTranslation("judges.metrics")), () -> scored.get().metricRows(), scored)
                .withCommand(() -> JudgeCommands.all(scored.get()));
        RecallChartCell chart = new RecallChartCell(getTranslation("judges.chart"));
        output(chart, () -> chart.chart(scored.get()), scored).withCommand(() -> JudgeCommands.all(scored.get()));
        explain("judges/scoring");
        output(new JudgesTable(getTranslation("judges.judges")), () -> JudgesTable.rows(scored.get()), scored)
                .withCommand(() -> JudgeCommands.all(scored.get()));
        output(new JudgeIntervalsTable(getTranslation("judges.intervals.title")), () -> JudgeIntervalsTable.rows(
                scored.get(), shared.judgeIntervals(judged.simParams())), scored);
        output(new BenignTable(getTranslation("judges.benign")), () -> scored.get().benignRows(), scored)
                .withCommand(() -> JudgeCommands.all(scored.get()));
        ParametersCell drill = parameters(getTranslation("judges.drill"));
        ChoiceParam<String> judge = drill.choice(Parameters.JUDGE, n -> getTranslation("judges.judge." + n));
        ChoiceParam<String> show = DisagreementsCell.addShow(drill);
        output(new ConfusionTable(getTranslation("judges.confusion")),
                () -> JudgeComparison.confusionRows(scored.get().card(judge.value())), scored, judge)
                .withCommand(() -> JudgeCommands.of(scored.get(), judge.value()));
        output(new DisagreementsCell(getTranslation("judges.drill-down")), () -> DisagreementsCell.drill(scored.get()
                .card(judge.value()), judge.value(), show.value()), scored, judge, show)
                .withCommand(() -> JudgeCommands.of(scored.get(), judge.value()));
        explain("judges/llm");
        llm = cell(new LlmJudgeSection());
        llm.addRunChosenListener(e -> {
            openRun(e.value());
            getUI().ifPresent(ui -> ui.navigate(JudgesPage.class, currentQuery()));
        });
        llm.liveRun().addPressListener(e -> runLive(e.value(), judged.simParams()));
        // a finished run is among the saved runs; reopening the page must not override the run its link names
        live = JobBinding.of(jobs, LIVE_RUN, llm).whileRunning(llm::liveRunning).resumeEnded(false)
                .onResult(saved -> {
                    llm.liveSaved(saved);
                    showRuns(saved);
                }).onFailure(llm::liveFailed).onRefused(llm::liveStatus).onCancelled(llm::liveCancelled);
        llm.liveRun().cancelButton().addPressListener(e -> live.cancel());
        showRuns(null);
        ProviderConfig provider = settings.provider(settings.active());
        llm.showLive(provider.usable() ? provider.describe() : null);
        explain("judges/takeaway");
    }

    /** Lists the saved judge runs and replays {@code selected}, or the newest when null. */
    private void showRuns(String selected) {
        List<JudgeRunStore.Listed> listed = judgeRuns.list();
        String chosen = selected != null ? selected : LlmJudgeSection.newest(listed);
        llm.showRunsChoosing(listed, chosen);
        Optional.ofNullable(chosen).ifPresent(this::openRun);
    }

    /** The link names the replayed judge run too ({@code /judges?llm_run=<file>}), so it reproduces what is shown. */
    @Override
    public QueryParameters currentQuery() {
        Map<String, List<String>> m = new LinkedHashMap<>(super.currentQuery().getParameters());
        Optional.ofNullable(llmRun).ifPresent(run -> m.put(LLM_RUN, List.of(run)));
        return new QueryParameters(m);
    }

    @Override
    protected Map<String, List<String>> expandQuery(Map<String, List<String>> query) {
        return TaskSetParams.expand(query);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        super.beforeEnter(event);
        event.getLocation().getQueryParameters().getSingleParameter(LLM_RUN).filter(named -> !named.equals(llmRun))
                .ifPresent(this::showRuns);
    }

    private void openRun(String fileName) {
        llmRun = fileName;
        llm.showReplay(fileName, judgeRuns.open(fileName), JAR + "judge --llm-replay "
                + TraceStoreService.display(judgeRuns.folder().resolve(fileName)) + " --summary");
    }

    /**
     * A capped live run on the first traces of the page's trace set, as a job of the session; saved, then replayed,
     * and also sent as OpenTelemetry spans when an endpoint is set (issue 17).
     */
    private void runLive(int traces, SimParams params) {
        try {
            ProviderModels models = settings.models();
            live.start(List.of(s -> s.liveStarted(traces, models.config().describe())), (report, cancel) -> judgeRuns
                    .runLive(models, params, traces, (done, total, id) -> report.report(s -> s.liveProgress(done,
                    total, id)), cancel, run -> spans.send(SpanSource.of(0, s -> s.judgeRun(run)))));
        } catch (IllegalArgumentException e) {      // no usable provider: said in place
            llm.liveStatus(e.getMessage());
        }
    }
}
