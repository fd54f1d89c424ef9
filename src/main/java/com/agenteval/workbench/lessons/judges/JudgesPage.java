package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.lesson.JudgesLesson;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.agenteval.workbench.core.stats.JudgeIntervals.JudgeCalibration;
import com.agenteval.workbench.lessons.shared.TaskSetParams;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.router.Route;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Can a judge that reads only the trace recover the true error labels? Outcome-only and rule judges, scored. */
@Route("judges")
@Menu(order = 50, title = "Judges")
public class JudgesPage extends NotebookPage {
    /** Query key naming the replayed judge run. */
    static final String LLM_RUN = "llm_run";

    private final LlmJudgeRuns llm;

    public JudgesPage(JudgesLesson lesson, Jobs jobs) {
        explain("judges/intro");
        ParametersCell traces = parameters(getTranslation("judges.params"));
        JudgeParams judged = JudgeParams.addTo(traces);
        ChoiceParam<String> errorBars =
                traces.choice(Parameters.ERROR_BARS, k -> getTranslation("judges.error-bars." + k));
        Computed<JudgeComparison> scored = computed(() -> lesson.comparison(judged.simParams()), judged);
        JudgesSummaryCell summary = new JudgesSummaryCell(getTranslation("judges.summary"));
        output(summary, () -> summary.figures(scored.get()), scored).withCommand(() -> JudgeCommands.all(scored.get()));
        explain("judges/rules");
        output(
                        new MetricsTable(getTranslation("judges.metrics")),
                        () -> scored.get().metricRows(),
                        scored)
                .withCommand(() -> JudgeCommands.all(scored.get()));
        RecallChartCell chart = new RecallChartCell(getTranslation("judges.chart"));
        output(chart, () -> chart.chart(scored.get()), scored).withCommand(() -> JudgeCommands.all(scored.get()));
        explain("judges/scoring");
        output(new JudgesTable(getTranslation("judges.judges")), () -> JudgesTable.rows(scored.get()), scored)
                .withCommand(() -> JudgeCommands.all(scored.get()));
        output(
                new JudgeIntervalsTable(getTranslation("judges.intervals.title")),
                () -> JudgeIntervalsTable.rows(
                        scored.get(), lesson.intervals(judged.simParams()), IntervalMethod.of(errorBars.value())),
                scored,
                errorBars);
        output(
                        new BenignTable(getTranslation("judges.benign")),
                        () -> scored.get().benignRows(),
                        scored)
                .withCommand(() -> JudgeCommands.all(scored.get()));
        ParametersCell drill = parameters(getTranslation("judges.drill"));
        ChoiceParam<String> judge = drill.choice(Parameters.JUDGE, n -> getTranslation("judges.judge." + n));
        ChoiceParam<String> show = DisagreementsCell.addShow(drill);
        output(
                        new ConfusionTable(getTranslation("judges.confusion")),
                        () -> JudgeComparison.confusionRows(scored.get().card(judge.value())),
                        scored,
                        judge)
                .withCommand(() -> JudgeCommands.of(scored.get(), judge.value()));
        output(
                        new DisagreementsCell(getTranslation("judges.drill-down")),
                        () -> DisagreementsCell.drill(
                                scored.get().card(judge.value()), judge.value(), show.value(), judged::traceLink),
                        scored,
                        judge,
                        show)
                .withCommand(() -> JudgeCommands.of(scored.get(), judge.value()));
        explain("judges/calibration");
        ParametersCell calibration = parameters(getTranslation("judges.calibration.params"));
        IntParam m = calibration.integer(Parameters.CALIBRATION);
        SeedParam statsSeed = calibration.seed(Parameters.STATS_SEED);
        CalibrationCell calibrated = new CalibrationCell(getTranslation("judges.calibration.title"));
        output(
                calibrated,
                () -> calibrated.figures(JudgeCalibration.of(
                        scored.get().card(judge.value()), m.value(), JudgeCalibration.DRAWS, statsSeed.longValue())),
                scored,
                judge,
                m,
                statsSeed);
        explain("judges/llm");
        llm = new LlmJudgeRuns(
                cell(new LlmJudgeSection(lesson.maxLiveTraces())),
                jobs,
                new LlmJudgeRuns.Source(
                        lesson::savedRuns,
                        lesson::open,
                        lesson::shownPath,
                        lesson.usableProvider(),
                        lesson::model,
                        lesson::runLive),
                judged::simParams,
                () -> getUI().ifPresent(ui -> ui.navigate(JudgesPage.class, currentQuery())));
        explain("judges/takeaway");
    }

    /** The link names the replayed judge run too ({@code /judges?llm_run=<file>}), so it reproduces what is shown. */
    @Override
    public QueryParameters currentQuery() {
        Map<String, List<String>> m = new LinkedHashMap<>(super.currentQuery().getParameters());
        if (llm != null) { // null while the constructor builds the cells
            llm.shown().ifPresent(run -> m.put(LLM_RUN, List.of(run)));
        }
        return new QueryParameters(m);
    }

    @Override
    protected Map<String, List<String>> expandQuery(Map<String, List<String>> query) {
        return TaskSetParams.expand(query);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        super.beforeEnter(event);
        event.getLocation()
                .getQueryParameters()
                .getSingleParameter(LLM_RUN)
                .filter(named -> !llm.shown().equals(Optional.of(named)))
                .ifPresent(llm::show);
    }
}
