package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.lessons.shared.InspectLogCell;
import com.agenteval.workbench.lessons.shared.AgentRun;
import com.agenteval.workbench.lessons.shared.AgentRuns;
import com.agenteval.workbench.lessons.shared.ConfigKnobs;
import com.agenteval.workbench.lessons.shared.RunSpec;
import com.agenteval.workbench.lessons.shared.SeedSweep;
import com.agenteval.workbench.lessons.shared.TaskSetParams;
import com.agenteval.workbench.lessons.shared.WorldParams;
import static com.agenteval.workbench.cli.WorkbenchCli.JAR;

import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.app.session.SimSession;
import com.agenteval.workbench.core.agent.AgentConfig;
import com.agenteval.workbench.core.agent.AgentConfigs;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.CompareCell;
import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Agent run: generate tasks, choose a config (or set every knob), run one task and read its trace as a timeline
 * with the ground-truth labels; run again with a new seed, pin a run and compare side by side. Which generator a
 * run uses, and the sim command that reproduces it, are defined in {@link AgentRuns}.
 */
@Route(AgentRunPage.ROUTE)
@StyleSheet("context://styles/agent-run.css")
@Menu(order = 30, title = "Agent run")
public class AgentRunPage extends NotebookPage implements HasDynamicTitle {

    public static final String ROUTE = "agent";
    /** Query key naming a saved live-agent run file to show ({@code /agent?live=live_world_....json}). */
    static final String LIVE_RUN = "live";
    /** Query key of the task's position in the list: this page's own parameter. */
    public static final String TASK = "task";

    private final WorldParams world;
    private final TaskSetParams set;
    private final ChoiceParam<String> config;
    private final IntParam task;
    private final SeedParam runSeed;
    private final ConfigKnobs knobs;
    private final ParametersCell knobCell;
    private final TaskListCell taskList;
    private final RunActions actions;
    private final AgentRunActions onActions;
    private final LiveAgentSection live;

    public AgentRunPage(SimSession sim, AgentRunSession session, LiveAgentServices liveServices,
                        ResultCache results) {
        explain("agent/intro");
        ParametersCell taskParams = parameters(getTranslation("agent.params.tasks"));
        world = WorldParams.addTo(taskParams, sim.worldSpec());
        set = TaskSetParams.addTo(taskParams);
        Computed<World> w = computed(() -> sim.world(world.spec()), world);
        Computed<List<Task>> taskSet = computed(() -> sim.tasks(world.spec(), set.tasks(), set.taskSeed(),
                set.newData()), w, set);
        taskList = output(new TaskListCell(getTranslation("agent.tasks.title"), this::getTranslation),
                () -> TaskListCell.rows(taskSet.get()), taskSet);
        taskList.withCommand(() -> AgentRuns.tasksCommand(world.spec(), set));
        taskList.addPickListener(e -> pick(e.value()));

        ParametersCell runParams = parameters(getTranslation("agent.params.run"));
        config = runParams.choice(Parameters.CONFIG.name(), getTranslation("agent.run.config"),
                ConfigKnobs.choices(), AgentConfigs.PLAN_EXEC.name(), c -> c,
                key -> key.equals(ConfigKnobs.CUSTOM) ? getTranslation("agent.run.custom") : key);
        task = runParams.integer(TASK, getTranslation("agent.run.task"), 0, 0, Parameters.MAX_TASKS - 1);
        task.check(v -> v >= set.tasks()
                ? Optional.of(getTranslation("agent.run.task-range", String.valueOf(set.tasks() - 1)))
                : Optional.empty());
        runSeed = runParams.seed(Parameters.RUN_SEED);
        actions = cell(new RunActions());
        knobCell = parameters(getTranslation("agent.params.knobs"));
        knobs = ConfigKnobs.addTo(knobCell, this::getTranslation, true);
        Computed<AgentConfig> cfg = computed(this::selectedConfig, config, knobs);
        // computed once per run the student asks for, which is also sent as spans when an endpoint is set
        Computed<AgentRun> run = computed(() -> liveServices.sent(AgentRuns.run(w.get(), taskSet.get(),
                spec(cfg.get()))), w, taskSet, cfg, task, runSeed);
        onActions = new AgentRunActions(sim, session, actions, () -> spec(selectedConfig()), this::selectedConfig,
                runSeed::value, runSeed::set, this::rerunAll, this::currentQuery);

        explain("agent/timeline");
        output(new TraceTimelineCell(getTranslation("agent.trace.title")), run, run);
        output(new StrategyCell(getTranslation("agent.strategy.title")), run, run);
        output(new InspectLogCell(getTranslation("export.inspect.title")),
                () -> List.of(run.get().spec().simParams("results")), run);
        output(new SeedSweepCell(getTranslation("agent.seeds.title")),
                () -> SeedSweep.shared(results, w.get(), taskSet.get(), run.get().spec(), SeedSweep.RUNS), run);
        // keyed by the pin too: pinning changes no parameter
        Computed<SideBySide> pair = computedWith(session::pinned,
                () -> new SideBySide(onActions.pinnedRun(), run.get()), run);
        output(new CompareCell(getTranslation("agent.compare.fields"), getTranslation("agent.compare.hint")),
                () -> TraceComparisons.of(pair.get(), this::getTranslation), pair).setId("agent-compare");
        output(new SideBySideCell(getTranslation("agent.compare.title")), pair, pair);
        explain("agent/live");
        live = new LiveAgentSection(liveServices, cell(new LiveAgentCell(getTranslation("agent.live.title"))),
                () -> new LiveAgentSection.Target(world.spec(), w.get(), set.tasks(),
                        set.taskSeed(), set.newData(), taskSet.get().get(
                        Math.min(task.value(), taskSet.get().size() - 1))));
        explain("agent/takeaway");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        super.beforeEnter(event);
        knobCell.setVisible(ConfigKnobs.CUSTOM.equals(config.value()));
        taskList.select(task.value());
        actions.setCopyableConfigs(onActions.copyable());
        List<String> liveFile = event.getLocation().getQueryParameters().getParameters().get(LIVE_RUN);
        live.show(liveFile != null && !liveFile.isEmpty() ? liveFile.get(0) : live.selected());
    }

    @Override
    protected Map<String, List<String>> expandQuery(Map<String, List<String>> query) {
        return knobs.expand(TaskSetParams.expand(query));
    }

    @Override
    protected Map<String, List<String>> compactQuery(Map<String, List<String>> query) {
        return knobs.compact(query);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("menu.agent");
    }

    private AgentConfig selectedConfig() {
        return ConfigKnobs.CUSTOM.equals(config.value()) ? knobs.config() : AgentConfigs.byName(config.value());
    }

    private RunSpec spec(AgentConfig c) {
        return new RunSpec(world.spec(), set.tasks(), set.taskSeed(), set.newData(), c, runSeed.value(),
                task.value());
    }

    private void pick(int index) {
        if (index == task.value()) {
            taskList.select(index);
        } else {
            task.set(index);
        }
    }
}
