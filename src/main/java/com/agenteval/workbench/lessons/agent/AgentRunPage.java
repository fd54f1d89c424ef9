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
import com.agenteval.workbench.core.params.ConfigCodes;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.WorldSpec;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.OrderedQuery;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.IntStream;

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

    private final SimSession sim;
    private final AgentRunSession session;
    private final WorldParams world;
    private final TaskSetParams set;
    private final ChoiceParam<String> config;
    private final IntParam task;
    private final SeedParam runSeed;
    private final ConfigKnobs knobs;
    private final ParametersCell knobCell;
    private final TaskListCell taskList;
    private final RunActions actions;
    private final LiveAgentSection live;

    public AgentRunPage(SimSession sim, AgentRunSession session, LiveAgentServices liveServices,
                        ResultCache results) {
        this.sim = sim;
        this.session = session;
        explain("agent/intro");
        ParametersCell taskParams = parameters(getTranslation("agent.params.tasks"));
        world = WorldParams.addTo(taskParams, sim.worldSpec());
        set = TaskSetParams.addTo(taskParams);
        Computed<World> w = computed(() -> sim.world(world.spec()), world);
        Computed<List<Task>> taskSet = computed(() -> sim.tasks(world.spec(), set.tasks(), set.taskSeed(),
                set.newData()), w, set);
        taskList = output(new TaskListCell(getTranslation("agent.tasks.title"), this::getTranslation),
                () -> rows(taskSet.get()), taskSet);
        taskList.withCommand(this::tasksCommand);
        taskList.addPickListener(e -> pick(e.index()));

        ParametersCell runParams = parameters(getTranslation("agent.params.run"));
        config = runParams.choice(Parameters.CONFIG.name(), getTranslation("agent.run.config"), configKeys(),
                AgentConfigs.PLAN_EXEC.name(), c -> c, this::configLabel);
        task = runParams.integer(TASK, getTranslation("agent.run.task"), 0, 0, Parameters.MAX_TASKS - 1);
        task.check(v -> v >= set.tasks()
                ? Optional.of(getTranslation("agent.run.task-range", String.valueOf(set.tasks() - 1)))
                : Optional.empty());
        runSeed = runParams.seed(Parameters.RUN_SEED);
        actions = cell(new RunActions());
        knobCell = parameters(getTranslation("agent.params.knobs"));
        knobs = ConfigKnobs.addTo(knobCell, this::getTranslation, true);
        Computed<AgentConfig> cfg = computed(this::selectedConfig, config, knobs);
        Computed<AgentRun> run = computed(() -> AgentRuns.run(w.get(), taskSet.get(), spec(cfg.get())),
                w, taskSet, cfg, task, runSeed);

        explain("agent/timeline");
        output(new TraceTimelineCell(getTranslation("agent.trace.title")), run, run);
        output(new StrategyCell(getTranslation("agent.strategy.title")), run, run);
        output(new InspectLogCell(getTranslation("export.inspect.title")),
                () -> List.of(run.get().spec().simParams("results")), run);
        output(new SeedSweepCell(getTranslation("agent.seeds.title")),
                () -> SeedSweep.shared(results, w.get(), taskSet.get(), run.get().spec(), SeedSweep.RUNS), run);
        output(new SideBySideCell(getTranslation("agent.compare.title")),
                () -> new SideBySide(pinnedRun(), run.get()), run);
        explain("agent/live");
        live = new LiveAgentSection(liveServices, cell(new LiveAgentCell(getTranslation("agent.live.title"))),
                () -> new LiveAgentSection.Target(world.spec(), w.get(), set.tasks(),
                        set.taskSeed(), set.newData(), taskSet.get().get(
                        Math.min(task.value(), taskSet.get().size() - 1))));
        explain("agent/takeaway");

        actions.addRunAgainListener(e -> runSeed.set(newRunSeed(runSeed.value())));
        actions.addPinListener(e -> pin(e.pin()));
        actions.addCopyListener(e -> customize(e.config()));
        actions.addSaveListener(e -> save(e.name()));
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        super.beforeEnter(event);
        knobCell.setVisible(ConfigKnobs.CUSTOM.equals(config.value()));
        taskList.select(task.value());
        actions.setCopyableConfigs(copyable());
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

    private static List<String> configKeys() {
        List<String> keys = new ArrayList<>(AgentConfigs.names());
        keys.add(ConfigKnobs.CUSTOM);
        return keys;
    }

    private String configLabel(String key) {
        return key.equals(ConfigKnobs.CUSTOM) ? getTranslation("agent.run.custom") : key;
    }

    private AgentConfig selectedConfig() {
        return ConfigKnobs.CUSTOM.equals(config.value()) ? knobs.config() : AgentConfigs.byName(config.value());
    }

    private RunSpec spec(AgentConfig c) {
        return new RunSpec(world.spec(), set.tasks(), set.taskSeed(), set.newData(), c, runSeed.value(),
                task.value());
    }

    private String tasksCommand() {
        WorldSpec ws = world.spec();
        return JAR + SimParams.defaults("tasks")
                .withWorld(ws.seed(), ws.nStale(), ws.memoryAcc(), ws.webExact(), ws.webRounded())
                .withTasks(set.tasks(), set.taskSeed(), set.newData()).commandLine();
    }

    private static List<TaskListCell.Row> rows(List<Task> list) {
        return IntStream.range(0, list.size()).mapToObj(i -> new TaskListCell.Row(i, list.get(i))).toList();
    }

    private AgentRun pinnedRun() {
        return session.pinned().map(p -> {
            World pw = sim.world(p.world());
            return AgentRuns.run(pw, Tasks.make(pw, p.tasks(), p.taskSeed(), p.newData()), p);
        }).orElse(null);
    }

    private void pick(int index) {
        if (index == task.value()) {
            taskList.select(index);
        } else {
            task.set(index);
        }
    }

    private static BigInteger newRunSeed(BigInteger current) {
        BigInteger next;
        do {
            next = BigInteger.valueOf(ThreadLocalRandom.current().nextInt(1_000_000));
        } while (next.equals(current));
        return next;
    }

    private void pin(boolean pin) {
        if (pin) {
            try {
                session.pin(spec(selectedConfig()));
            } catch (IllegalArgumentException e) {
                Notification.show(e.getMessage());
                return;
            }
        } else {
            session.unpin();
        }
        rerunAll();
    }

    /** Switches to the custom config with every knob taken from {@code c}, in one navigation. */
    private void customize(AgentConfig c) {
        Map<String, List<String>> q = new LinkedHashMap<>(currentQuery().getParameters());
        q.put(Parameters.CONFIG.name(), List.of(ConfigCodes.encode(c.replace(ConfigKnobs.CUSTOM).build())));
        UI.getCurrent().navigate(ROUTE, new OrderedQuery(q));
    }

    private void save(String name) {
        if (name.isEmpty() || AgentConfigs.byName(name) != null || name.equals(ConfigKnobs.CUSTOM)) {
            actions.setSaveNameError(getTranslation("agent.action.save-invalid"));
            return;
        }
        actions.setSaveNameError(null);
        sim.saveCustomConfig(selectedConfig().replace(name).build());
        actions.setCopyableConfigs(copyable());
        Notification.show(getTranslation("agent.action.saved", name));
    }

    private List<AgentConfig> copyable() {
        List<AgentConfig> list = new ArrayList<>(AgentConfigs.standard());
        list.add(AgentConfigs.PERFECT);
        list.addAll(sim.customConfigs());
        return list;
    }
}
