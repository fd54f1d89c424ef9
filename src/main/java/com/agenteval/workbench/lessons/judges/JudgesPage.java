package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.app.judges.JudgeRunService;
import static com.agenteval.workbench.cli.WorkbenchCli.JAR;


import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.app.jobs.JobKind;
import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.otel.SpanSource;
import com.agenteval.workbench.app.session.SessionSpans;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderModels;
import com.agenteval.workbench.app.session.LiveSettings;
import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.agent.Metric;
import com.agenteval.workbench.core.judge.Judges;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.core.judge.TraceComparison;
import com.agenteval.workbench.core.judge.llm.JudgeRunStore;
import com.agenteval.workbench.core.judge.llm.JudgeRuns;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.world.WorldSpec;
import com.agenteval.workbench.lessons.shared.TaskSetParams;
import com.agenteval.workbench.lessons.shared.WorldParams;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.JobBinding;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** Can a judge that reads only the trace recover the true error labels? Outcome-only and rule judges, scored. */
@Route("judges")
@Menu(order = 50, title = "Judges")
public class JudgesPage extends NotebookPage {

    /** Query key naming the replayed judge run. */
    static final String LLM_RUN = "llm_run";

    static final List<String> SHOW = List.of("disagree", "missed", "false-alarm", "lucky");

    /** The session's live LLM-judge run; its result is the saved judge-run file's name. */
    static final JobKind<Consumer<LlmJudgeSection>, String> LIVE_RUN = JobKind.of("judge-live");

    private final JudgeRunService judgeRuns;
    private final LiveSettings settings;
    private final SessionSpans spans;
    private final LlmJudgeSection llm;
    private final JobBinding<LlmJudgeSection, String> live;
    /** The judge run shown (a file name in the judge-runs folder), or null. */
    private String llmRun;

    public JudgesPage(JudgeRunService judgeRuns, LiveSettings settings, Jobs jobs, ResultCache results,
                      SessionSpans spans) {
        this.judgeRuns = judgeRuns;
        this.settings = settings;
        this.spans = spans;
        explain("judges/intro");
        ParametersCell params = parameters(getTranslation("judges.params"));
        ChoiceParam<String> config = params.choice(Parameters.CONFIG.name(), getTranslation("judges.config"),
                JudgeComparison.configChoices(), Parameters.CONFIG.defaultValue(), Function.identity(),
                Function.identity());
        TaskSetParams set = TaskSetParams.addTo(params);
        SeedParam runSeed = params.seed(Parameters.RUN_SEED);
        WorldParams world = WorldParams.addTo(params, WorldSpec.lecture());

        // the same for every student with these parameters: judged once, from the shared cache
        Computed<JudgeComparison> scored = computed(() -> {
            SimParams p = JudgeComparison.params(config.value(), set.newData(), set.tasks(), set.taskSeed(),
                    runSeed.value(), world.spec());
            return JudgeComparison.shared(results, p);
        }, config, set, runSeed, world);

        output(new KeyFiguresCell(getTranslation("judges.summary")), () -> figures(scored.get()), scored)
                .withCommand(() -> scored.get().commands());
        explain("judges/rules");
        output(new MetricsTable(getTranslation("judges.metrics")), () -> scored.get().metricRows(), scored)
                .withCommand(() -> scored.get().commands());
        output(new ChartCell(getTranslation("judges.chart")), () -> chart(scored.get()), scored)
                .withCommand(() -> scored.get().commands());
        explain("judges/scoring");
        output(new JudgesTable(getTranslation("judges.judges")), () -> JudgesTable.rows(scored.get()), scored)
                .withCommand(() -> scored.get().commands());
        output(new BenignTable(getTranslation("judges.benign")), () -> scored.get().benignRows(), scored)
                .withCommand(() -> scored.get().commands());

        ParametersCell drill = parameters(getTranslation("judges.drill"));
        ChoiceParam<String> judge = drill.choice(Parameters.JUDGE, n -> getTranslation("judges.judge." + n));
        ChoiceParam<String> show = drill.choice("show", getTranslation("judges.show"), SHOW, "disagree",
                Function.identity(), s -> getTranslation("judges.show." + s));
        output(new ConfusionTable(getTranslation("judges.confusion")),
                () -> JudgeComparison.confusionRows(scored.get().card(judge.value())), scored, judge)
                .withCommand(() -> scored.get().command(judge.value()));
        output(new DisagreementsCell(getTranslation("judges.drill-down")),
                () -> drillDown(scored.get().card(judge.value()), judge.value(), show.value()), scored, judge, show)
                .withCommand(() -> scored.get().command(judge.value()));

        explain("judges/llm");
        llm = cell(new LlmJudgeSection());
        Supplier<SimParams> liveParams = () -> JudgeComparison.params(config.value(), set.newData(), set.tasks(),
                set.taskSeed(), runSeed.value(), world.spec());
        llm.addRunChosenListener(e -> chooseRun(e.value()));
        llm.addLiveRequestedListener(e -> runLive(e.value(), liveParams.get()));
        // a finished run is among the saved runs; reopening the page must not override the run its link names
        live = JobBinding.of(jobs, LIVE_RUN, llm).whileRunning(llm::liveRunning).resumeEnded(false)
                .onResult(saved -> {
                    llm.liveStatus(getTranslation("judges.llm.live.saved", saved));
                    showRuns(saved);
                })
                .onFailure(message -> llm.liveStatus(getTranslation("judges.llm.live.failed", message)))
                .onRefused(llm::liveStatus)
                .onCancelled(() -> llm.liveStatus(getTranslation("judges.llm.live.cancelled")));
        llm.addCancelRequestedListener(e -> live.cancel());
        showRuns(null);
        ProviderConfig provider = settings.provider(settings.active());
        llm.showLive(provider.usable() ? provider.describe() : null);
        explain("judges/takeaway");
    }

    /** Lists the saved judge runs and replays {@code selected}, or the newest when null. */
    private void showRuns(String selected) {
        List<JudgeRunStore.Listed> listed = judgeRuns.list();
        String chosen = selected != null ? selected : listed.stream().filter(JudgeRunStore.Listed::valid)
                .map(JudgeRunStore.Listed::fileName).max(Comparator.naturalOrder()).orElse(null);
        boolean listedValid = chosen != null && listed.stream().anyMatch(l -> l.valid() && l.fileName().equals(chosen));
        // a link may name a file that is gone or unreadable: nothing is selected, and the problem says why
        llm.showRuns(listed, listedValid ? chosen : null);
        if (chosen != null) {
            openRun(chosen);
        }
    }

    /** The link names the replayed judge run too ({@code /judges?llm_run=<file>}), so it reproduces what is shown. */
    @Override
    public QueryParameters currentQuery() {
        QueryParameters q = super.currentQuery();
        if (llmRun == null) {
            return q;
        }
        Map<String, List<String>> m = new LinkedHashMap<>(q.getParameters());
        m.put(LLM_RUN, List.of(llmRun));
        return new QueryParameters(m);
    }

    @Override
    protected Map<String, List<String>> expandQuery(Map<String, List<String>> query) {
        return TaskSetParams.expand(query);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        super.beforeEnter(event);
        List<String> named = event.getLocation().getQueryParameters().getParameters().get(LLM_RUN);
        if (named != null && !named.isEmpty() && !named.get(0).equals(llmRun)) {
            showRuns(named.get(0));
        }
    }

    private void chooseRun(String fileName) {
        openRun(fileName);
        getUI().ifPresent(ui -> ui.navigate(JudgesPage.class, currentQuery()));
    }

    private void openRun(String fileName) {
        llmRun = fileName;
        Checked<JudgeRuns.Replay> opened = judgeRuns.open(fileName);
        if (opened instanceof Checked.Ok<JudgeRuns.Replay> r) {
            llm.show(LlmJudgeView.of(fileName, r.value()), JAR + "judge --llm-replay "
                    + com.agenteval.workbench.app.forecast.TraceStoreService.display(judgeRuns.folder().resolve(fileName))
                    + " --summary");
        } else if (opened instanceof Checked.Refused<JudgeRuns.Replay> p) {
            llm.showProblem(fileName, p.reason());
        }
    }

    /** A capped live run on the first traces of the page's trace set, as a job of the session; saved, then replayed. */
    private void runLive(int traces, SimParams params) {
        ProviderModels models;
        try {
            models = settings.models();
        } catch (IllegalArgumentException e) {
            llm.liveStatus(e.getMessage());
            return;
        }
        String provider = models.config().describe();
        live.start(List.of(s -> s.liveStatus(s.getTranslation("judges.llm.live.started", traces, provider))),
                (report, cancel) -> judgeRuns.runLive(models, params, traces, (done, total, id) -> report.report(
                        s -> s.liveStatus(s.getTranslation("judges.llm.live.progress", done, total, id))), cancel,
                        // also sent as OpenTelemetry spans when an endpoint is set (issue 17)
                        run -> spans.send(SpanSource.of(0, s -> s.judgeRun(run)))));
    }

    private List<KeyFigure> figures(JudgeComparison c) {
        Scorecard r = c.rules();
        Scorecard o = c.outcome();
        return List.of(
                KeyFigure.of("traces", getTranslation("judges.fig.traces"), String.valueOf(r.traces())),
                KeyFigure.of("labels", getTranslation("judges.fig.labels"), String.valueOf(r.labels())),
                new KeyFigure("lucky", getTranslation("judges.fig.lucky"), String.valueOf(r.luckyCorrect().total()),
                        getTranslation("judges.fig.caught", r.luckyCorrect().hits(), o.luckyCorrect().hits())),
                new KeyFigure("stale", getTranslation("judges.fig.stale"), String.valueOf(r.staleClean().total()),
                        getTranslation("judges.fig.flagged", r.staleClean().hits(), o.staleClean().hits())),
                KeyFigure.of("joint-rules", getTranslation("judges.fig.joint", getTranslation("judges.judge.rules")),
                        JudgeComparison.share(r.joint().share())),
                KeyFigure.of("joint-outcome", getTranslation("judges.fig.joint",
                        getTranslation("judges.judge.outcome")), JudgeComparison.share(o.joint().share())));
    }

    private ChartSpec chart(JudgeComparison c) {
        List<String> metrics = Arrays.stream(Metric.values()).map(Enum::name).toList();
        ChartSpec spec = Charts.groupedBar(getTranslation("judges.chart.title"),
                Axis.of(getTranslation("judges.chart.metric")), Axis.of(getTranslation("judges.col.recall"), "%"),
                metrics);
        for (String name : Judges.NAMES) {
            Scorecard card = c.card(name);
            List<Double> recall = new ArrayList<>();
            for (Metric m : Metric.values()) {
                double x = card.metrics().get(m).recall();
                recall.add(Double.isNaN(x) ? null : 100 * x);
            }
            spec = spec.withSeries(Series.of(getTranslation("judges.judge." + name), recall));
        }
        return spec.withValueFormat(ValueFormat.of(0, "%")).withYRange(0.0, 100.0);
    }

    static DisagreementsCell.Drill drillDown(Scorecard card, String judge, String show) {
        Predicate<TraceComparison> filter = switch (show) {
            case "missed" -> c -> !c.missed().isEmpty();
            case "false-alarm" -> c -> !c.unbacked().isEmpty();
            case "lucky" -> TraceComparison::luckyCorrect;
            default -> TraceComparison::disagrees;
        };
        return new DisagreementsCell.Drill(judge, card.comparisons().stream().filter(filter).toList());
    }
}
