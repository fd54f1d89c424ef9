package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.lesson.AgentRunLesson;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.reliability.ConfigResults.SeedSweep;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.lessons.shared.AgentRun;
import com.agenteval.workbench.lessons.shared.AgentRuns;
import com.agenteval.workbench.lessons.shared.InspectLogCell;
import com.agenteval.workbench.lessons.shared.RunSpec;
import com.agenteval.workbench.lessons.shared.TaskSetParams;
import com.agenteval.workbench.lessons.shared.WorldParams;
import com.agenteval.workbench.notebook.CompareCell;
import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.JobBinding;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.util.List;
import java.util.Map;

/**
 * Agent run: generate tasks, choose a config (or set every knob), run one task and read its trace as a timeline
 * with the ground-truth labels; run again with a new seed, pin a run and compare side by side. Which generator a
 * run uses, and the sim command that reproduces it, are defined in {@link AgentRuns}.
 */
@Route(AgentRunPage.ROUTE)
@StyleSheet("context://styles/agent-run.css")
@Menu(order = 30, title = "Agent run")
public class AgentRunPage extends NotebookPage implements HasDynamicTitle {

    public static final String ROUTE = RunSpec.AGENT_ROUTE;
    /** Query key naming a saved live-agent run file to show ({@code /agent?live=live_world_....json}). */
    static final String LIVE_RUN = "live";
    /** Query key of the task's position in the list: this page's own parameter. */
    public static final String TASK = RunSpec.TASK;

    private final RunParams params;
    private final ParametersCell knobCell;
    private final TaskListCell taskList;
    private final RunActions actions;
    private final AgentRunLesson lesson;
    private final LiveAgentSection live;

    public AgentRunPage(AgentRunLesson lesson, AgentRunSession session, Jobs jobs) {
        this.lesson = lesson;
        explain("agent/intro");
        ParametersCell taskParams = parameters(getTranslation("agent.params.tasks"));
        WorldParams world = WorldParams.addTo(taskParams, lesson.worldSpec());
        TaskSetParams set = TaskSetParams.addTo(taskParams);
        Computed<World> w = computed(() -> lesson.world(world.spec()), world);
        Computed<List<Task>> taskSet =
                computed(() -> lesson.tasks(world.spec(), set.tasks(), set.taskSeed(), set.newData()), w, set);
        taskList = output(
                new TaskListCell(getTranslation("agent.tasks.title"), this::getTranslation),
                () -> TaskListCell.rows(taskSet.get()),
                taskSet);
        taskList.withCommand(() -> AgentRuns.tasksCommand(world.spec(), set));
        ParametersCell runParams = parameters(getTranslation("agent.params.run"));
        actions = cell(new RunActions());
        knobCell = parameters(getTranslation("agent.params.knobs"));
        params = new RunParams(runParams, knobCell, world, set);
        taskList.addPickListener(e -> params.task.set(e.value()));
        Computed<AgentConfig> cfg = computed(params::selected, params.config, params.knobs);
        Computed<AgentRun> run = computed(
                () -> {
                    AgentRun r = AgentRuns.run(w.get(), taskSet.get(), params.spec(cfg.get()));
                    if (r.hasTrace()) { // also sent as spans when an endpoint is set; vote and direct keep no trace
                        lesson.sent(r.knownTrace());
                    }
                    return r;
                },
                w,
                taskSet,
                cfg,
                params.task,
                params.runSeed);
        AgentRunActions onActions = new AgentRunActions(actions, params, this::currentQuery);
        actions.addPinListener(
                e -> { // the pin is kept for the session; the outputs keyed by it re-run
                    session.setPinned(onActions.pinned(e.value(), session.pinned()));
                    rerunAll();
                });
        actions.addSaveListener(e -> onActions.toSave(e.value()).ifPresent(c -> {
            lesson.saveCustomConfig(c);
            onActions.saved(c, lesson.customConfigs());
        }));
        explain("agent/timeline");
        output(new TraceTimelineCell(getTranslation("agent.trace.title")), run, run);
        output(new StrategyCell(getTranslation("agent.strategy.title")), run, run);
        output(
                new InspectLogCell(getTranslation("export.inspect.title")),
                () -> List.of(run.get().spec().simParams("results")),
                run);
        // a student's own config is swept for that student alone; a standard one once for every student
        output(
                new SeedSweepCell(getTranslation("agent.seeds.title")),
                () -> new SeedSweepCell.Swept(
                        run.get().spec(),
                        lesson.seedSweep(
                                run.get().spec(),
                                run.get().spec().standardConfig(),
                                run.get().spec().runSeed(),
                                SeedSweep.RUNS,
                                AgentRuns.strategyBySeed(
                                        w.get(), taskSet.get(), run.get().spec()))),
                run);
        // keyed by the pin too: pinning changes no parameter
        Computed<SideBySide> pair = computedWith(
                session::pinned,
                () -> new SideBySide(AgentRunActions.pinnedRun(session.pinned(), lesson::world), run.get()),
                run);
        output(
                        new CompareCell(getTranslation("agent.compare.fields"), getTranslation("agent.compare.hint")),
                        () -> TraceComparisons.of(pair.get(), this::getTranslation),
                        pair)
                .setId("agent-compare");
        output(new SideBySideCell(getTranslation("agent.compare.title")), pair, pair);
        explain("agent/live");
        // a live run reads the session's models on the UI thread; it is also sent as OpenTelemetry spans (issue 17)
        live = new LiveAgentSection(
                new LiveAgentSection.Live(
                        lesson::savedLiveRuns,
                        lesson::usableProvider,
                        (t, agent) -> lesson.liveRun(
                                t.world(),
                                t.built(),
                                t.tasks(),
                                t.taskSeed(),
                                t.newData(),
                                t.task(),
                                agent,
                                text -> c -> c.progress(text)),
                        cell -> JobBinding.of(jobs, LiveAgentSection.RUN, cell),
                        lesson.liveRunsFolder()),
                cell(new LiveAgentCell(getTranslation("agent.live.title"))),
                () -> params.target(w.get(), taskSet.get()));
        explain("agent/takeaway");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        super.beforeEnter(event);
        knobCell.setVisible(params.custom());
        taskList.select(params.task.value());
        actions.setCopyableConfigs(AgentRunActions.copyable(lesson.customConfigs()));
        live.show(event.getLocation()
                .getQueryParameters()
                .getSingleParameter(LIVE_RUN)
                .orElse(live.selected()));
    }

    @Override
    protected Map<String, List<String>> expandQuery(Map<String, List<String>> query) {
        return params.knobs.expand(TaskSetParams.expand(query));
    }

    @Override
    protected Map<String, List<String>> compactQuery(Map<String, List<String>> query) {
        return params.knobs.compact(query);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("menu.agent");
    }
}
