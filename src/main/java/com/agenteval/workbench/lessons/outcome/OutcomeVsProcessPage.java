package com.agenteval.workbench.lessons.outcome;

import static com.agenteval.workbench.core.params.Parameters.CommandLines.JAR;

import com.agenteval.workbench.app.session.SimSession;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.outcome.OutcomeMeasures;
import com.agenteval.workbench.core.outcome.OutcomeMeasures.OutcomeIntervals;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.stats.ClusteredMean.ClusterBootstrap;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.lessons.shared.AgentRuns;
import com.agenteval.workbench.lessons.shared.ConfigKnobs;
import com.agenteval.workbench.lessons.shared.RunSpec;
import com.agenteval.workbench.lessons.shared.WorldParams;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.ExplanationCell;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Outcome vs process (demonstration 01): one config over a familiar and a new-data task set; accuracy next to the
 * process measures of {@link OutcomeMeasures}, and the lucky-correct traces, each a link to its timeline.
 */
@Route("outcome-vs-process")
@StyleSheet("context://styles/outcome.css")
@Menu(order = 40, title = "Outcome vs process")
public class OutcomeVsProcessPage extends NotebookPage implements HasDynamicTitle {

    /** One trace per task is the whole run only for these; retry3, vote3 and direct belong to the Configs page. */
    static final List<String> CONFIGS =
            List.of("react", "plan_exec", "plan_exec+reflect", "plan_exec_large", "perfect", ConfigKnobs.CUSTOM);

    private final ChoiceParam<String> config;
    private final ParametersCell knobCell;
    private final ConfigKnobs knobs;

    public OutcomeVsProcessPage(SimSession sim) {
        explain("outcome-vs-process/intro");
        ParametersCell params = parameters(getTranslation("outcome.params"));
        WorldParams world = WorldParams.addTo(params, sim.worldSpec());
        IntParam n = params.integer(Parameters.TASKS);
        SeedParam familiarSeed = params.seed(Parameters.TASK_SEED);
        SeedParam newSeed = params.seed(Parameters.NEW_TASK_SEED);
        config = params.choice(
                Parameters.CONFIG.name(),
                getTranslation("outcome.config"),
                CONFIGS,
                Parameters.CONFIG.defaultValue(),
                c -> c,
                c -> c);
        SeedParam runSeed = params.seed(Parameters.RUN_SEED);
        ChoiceParam<String> errorBars = params.choice(Parameters.ERROR_BARS, k -> getTranslation("error-bars." + k));
        cell(ExplanationCell.ofMarkdown(getTranslation("outcome.config-note")));
        knobCell = parameters(getTranslation("outcome.knobs"));
        knobs = ConfigKnobs.addTo(knobCell, this::getTranslation, false);

        Computed<World> w = computed(() -> sim.world(world.spec()), world);
        Computed<AgentConfig> cfg = computed(
                () -> config.value().equals(ConfigKnobs.CUSTOM) ? knobs.config() : AgentConfigs.byName(config.value()),
                config,
                knobs);
        Computed<List<TaskSetRun>> sets = computed(
                () -> List.of(
                        runSet(w.get(), world, n.value(), familiarSeed.value(), false, cfg.get(), runSeed.value()),
                        runSet(w.get(), world, n.value(), newSeed.value(), true, cfg.get(), runSeed.value())),
                w,
                n,
                familiarSeed,
                newSeed,
                cfg,
                runSeed);

        explain("outcome-vs-process/errorbars");
        OutcomeFiguresCell figures = new OutcomeFiguresCell(getTranslation("outcome.figures"));
        output(figures, () -> figures.figures(sets.get(), IntervalMethod.of(errorBars.value())), sets, errorBars);
        Supplier<String> commands =
                () -> commands(world, n.value(), familiarSeed.value(), newSeed.value(), cfg.get(), runSeed.value());
        figures.withCommand(commands);
        output(
                        new MeasuresTableCell(getTranslation("outcome.table")),
                        () -> MeasuresTableCell.rows(sets.get(), IntervalMethod.of(errorBars.value())),
                        sets,
                        errorBars)
                .withCommand(commands);
        explain("outcome-vs-process/reading");
        MeasuresChartCell chart = new MeasuresChartCell(getTranslation("outcome.chart"));
        output(chart, () -> chart.chart(sets.get()), sets);
        output(new LuckyTracesCell(getTranslation("outcome.lucky")), () -> LuckyTracesCell.rowsOf(sets.get()), sets)
                .addOpenListener(e -> getUI().ifPresent(ui -> ui.navigate(e.value())));
        explain("outcome-vs-process/takeaway");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        super.beforeEnter(event);
        knobCell.setVisible(ConfigKnobs.CUSTOM.equals(config.value()));
    }

    @Override
    protected Map<String, List<String>> expandQuery(Map<String, List<String>> query) {
        return knobs.expand(query);
    }

    @Override
    protected Map<String, List<String>> compactQuery(Map<String, List<String>> query) {
        return knobs.compact(query);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("menu.outcome-vs-process");
    }

    private static TaskSetRun runSet(
            World w, WorldParams world, int n, BigInteger seed, boolean newData, AgentConfig cfg, BigInteger runSeed) {
        List<Task> tasks = Tasks.make(w, n, seed, newData);
        List<Trace> traces = AgentRuns.traces(w, tasks, cfg, runSeed);
        RunSpec spec = new RunSpec(world.spec(), n, seed, newData, cfg, runSeed, 0);
        return new TaskSetRun(
                newData,
                spec,
                traces,
                OutcomeMeasures.of(traces),
                OutcomeIntervals.of(traces, ClusterBootstrap.DEFAULT_RESAMPLES, ClusterBootstrap.DEFAULT_SEED));
    }

    /**
     * The two sim commands that print every trace the page counts, then the two stats commands that print each set's
     * accuracy with its three intervals (read from the parameters, no run needed).
     */
    private static String commands(
            WorldParams world,
            int n,
            BigInteger familiarSeed,
            BigInteger newSeed,
            AgentConfig cfg,
            BigInteger runSeed) {
        RunSpec familiar = new RunSpec(world.spec(), n, familiarSeed, false, cfg, runSeed, 0);
        RunSpec fresh = new RunSpec(world.spec(), n, newSeed, true, cfg, runSeed, 0);
        return JAR + familiar.simParams("traces").commandLine() + "\n"
                + JAR + fresh.simParams("traces").commandLine() + "\n"
                + JAR + "stats interval" + familiar.simParams("results").options() + "\n"
                + JAR + "stats interval" + fresh.simParams("results").options();
    }
}
