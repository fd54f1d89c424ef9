package com.agenteval.workbench.lessons.configs;

import com.agenteval.workbench.app.cache.ResultCache;
import com.agenteval.workbench.app.live.agent.LiveWorldRunStore;
import com.agenteval.workbench.app.session.SimSession;
import com.agenteval.workbench.core.agent.AgentConfig;
import com.agenteval.workbench.core.agent.AgentConfigs;
import com.agenteval.workbench.core.params.ConfigCodes;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.reliability.ParetoFrontier;
import com.agenteval.workbench.lessons.shared.InspectLogCell;
import com.agenteval.workbench.lessons.shared.WorldParams;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.notebook.BoolParam;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.DecimalParam;
import com.agenteval.workbench.notebook.Dependency;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import com.agenteval.workbench.notebook.chart.Axis;
import com.agenteval.workbench.notebook.chart.ChartSpec;
import com.agenteval.workbench.notebook.chart.Charts;
import com.agenteval.workbench.notebook.chart.Point;
import com.agenteval.workbench.notebook.chart.Series;
import com.agenteval.workbench.notebook.chart.ValueFormat;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Lesson: the seven agent designs (and the student's own) on accuracy, cost and pass^k. */
@Route("configs")
@PageTitle("Configs & reliability")
@Menu(order = 60, title = "Configs & reliability")
public class ConfigsPage extends NotebookPage {

    private final SimSession session;
    private final ResultCache results;
    private volatile List<AgentConfig> custom;
    private final CustomConfigForm form;
    /** The URL key of the student's own configs, one code each. */
    static final String CUSTOM_KEY = "custom";
    /** More configs in one link are ignored (a link is untrusted; each runs on every task). */
    static final int MAX_CUSTOM = 10;

    public ConfigsPage(SimSession session, LiveWorldRunStore liveRuns, ResultCache results) {
        this.session = session;
        this.results = results;
        this.custom = session.customConfigs();
        explain("configs/intro");
        ParametersCell params = parameters(t("configs.params"));
        // the declared parameters (Parameters: task set, reliability, run), in this page's narrower ranges where it
        // runs every config on every task, K times (ConfigComparison.TASKS and K)
        ChoiceParam<String> taskSet = params.choice(Parameters.TASK_SET_CHOICE, k -> t("configs.task-set." + k));
        IntParam tasks = params.integer(ConfigComparison.TASKS);
        SeedParam taskSeed = params.seed(Parameters.TASK_SEED);
        SeedParam newSeed = params.seed(Parameters.NEW_TASK_SEED);
        SeedParam runSeed = params.seed(Parameters.RUN_SEED);
        IntParam runs = params.integer(ConfigComparison.K);
        DecimalParam rho = params.decimal(Parameters.RHO);
        BoolParam live = params.bool("live", t("configs.param.live"), false);
        // the world travels in the link too: a shared /configs URL reproduces the sender's world, not the reader's
        WorldParams worldParams = WorldParams.addTo(params, session.worldSpec());
        Dependency[] all = {taskSet, tasks, taskSeed, newSeed, runSeed, runs, rho, live, worldParams};
        Supplier<World> world = () -> session.world(worldParams.spec());
        Supplier<ConfigComparison> comparison = () -> new ConfigComparison(worldParams.spec(),
                TaskSet.of(taskSet.value()), tasks.value(), taskSeed.longValue(), newSeed.longValue(),
                runSeed.longValue(), runs.value(),
                rho.value(), ConfigComparison.withCustom(custom),
                custom.stream().map(AgentConfig::name).collect(Collectors.toSet()));
        // the five output cells share one run: they wait on its future, never on a lock
        Computed<List<ConfigScore>> scored = computedWith(comparison,
                () -> ConfigComparisons.shared(results, world.get(), comparison.get()), all);

        form = cell(new CustomConfigForm(ConfigSpecs::of));
        form.showSaved(custom);
        form.addSaveListener(e -> save(form, e.draft()));
        form.addRemoveListener(e -> {
            session.removeCustomConfig(e.name());
            customChanged(form);
        });

        output(new ConfigTableCell(t("configs.table.title"), this::t), () -> rows(scored.get()), all)
                .withCommand(() -> command(comparison.get()));
        output(new InspectLogCell(t("export.inspect.title")), () -> ConfigComparisons.inspectParams(comparison.get()),
                all);
        output(new LivePointsCell(t("configs.live.title"), this::t, live::value),
                () -> live.value() ? LivePoint.of(liveRuns.runs(), comparison.get()) : List.of(), all);
        explain("configs/pareto");
        ChartCell pareto = output(new ChartCell(t("configs.pareto.title")), () -> withLive(paretoChart(scored.get()),
                live.value() ? LivePoint.of(liveRuns.runs(), comparison.get())
                : List.of()), all);
        pareto.setId("pareto-cell");
        pareto.withCommand(() -> command(comparison.get()));
        explain("configs/passk");
        output(new KeyFiguresCell(t("configs.rho.title")), () -> rhoFigures(scored.get(),
                rho.value()), all).withCommand(() -> command(comparison.get()));
        ChartCell passK = output(new ChartCell(t("configs.passk.title")), () -> passKChart(scored.get()), all);
        passK.setId("passk-cell");
        passK.withCommand(() -> command(comparison.get()));
        explain("configs/takeaway");
    }

    private void save(CustomConfigForm form, CustomConfigDraft draft) {
        AgentConfig config;
        try {
            config = draft.toConfig();
        } catch (IllegalArgumentException e) {
            form.showProblem(t("configs.custom.invalid", e.getMessage()));
            return;
        }
        session.saveCustomConfig(config);
        customChanged(form);
    }

    private void customChanged(CustomConfigForm form) {
        custom = session.customConfigs();
        form.showSaved(custom);
        rerunAll();
        stateChanged();                 // the link carries the configs: it reproduces the page
    }

    /**
     * The student's own configs travel in the link as codes ({@code custom=skippy:plan_exec,p_skip=0.3}, one per
     * config): a link shows exactly its configs, and they join the reader's session like any saved config.
     */
    @Override
    protected Map<String, List<String>> expandQuery(Map<String, List<String>> query) {
        List<String> codes = query.get(CUSTOM_KEY);
        if (codes == null) {
            return query;
        }
        List<AgentConfig> fromLink = new ArrayList<>();
        for (String code : codes.subList(0, Math.min(codes.size(), MAX_CUSTOM))) {
            try {
                AgentConfig c = ConfigCodes.decode(code);
                if (AgentConfigs.byName(c.name()) == null) {
                    fromLink.add(c);
                    session.saveCustomConfig(c);
                }
            } catch (IllegalArgumentException e) {
                form.showProblem(t("configs.custom.invalid", e.getMessage()));
            }
        }
        custom = List.copyOf(fromLink);
        form.showSaved(custom);
        return query;
    }

    @Override
    protected Map<String, List<String>> compactQuery(Map<String, List<String>> query) {
        Map<String, List<String>> q = new LinkedHashMap<>(query);
        if (!custom.isEmpty()) {
            q.put(CUSTOM_KEY, custom.stream().map(ConfigCodes::encode).toList());
        }
        return q;
    }

    private String t(String key, Object... args) {
        return getTranslation(key, args);
    }

    private static List<ConfigTableCell.Row> rows(List<ConfigScore> scores) {
        List<ConfigScore> frontier = frontier(scores);
        return scores.stream().map(s -> new ConfigTableCell.Row(s, frontier.contains(s))).toList();
    }

    static List<ConfigScore> frontier(List<ConfigScore> scores) {
        return ParetoFrontier.of(scores, ConfigScore::meanCost, ConfigScore::accuracy);
    }

    private ChartSpec paretoChart(List<ConfigScore> scores) {
        // x in $ per 1,000 runs: apexcharts 4.7 cannot tick an axis whose whole range is below 0.01
        ChartSpec spec = Charts.scatter(t("configs.pareto.title"), Axis.of(t("configs.pareto.x"), "$"),
                Axis.of(t("configs.pareto.y")));
        for (ConfigScore s : scores) {
            spec = spec.withSeries(Series.points(s.config().name(), List.of(point(s))));
        }
        List<Point> line = frontier(scores).stream().map(ConfigsPage::point).toList();
        return spec.withSeries(Series.line(t("configs.pareto.frontier"), line)).withXFormat(ValueFormat.decimals(2))
                .withValueFormat(ValueFormat.decimals(3)).withYRange(0.0, 1.0).withHeight(420);
    }

    /** The live points with a known cost, each its own series; the frontier stays the simulated configs'. */
    private static ChartSpec withLive(ChartSpec spec, List<LivePoint> points) {
        for (LivePoint p : points) {
            if (p.meanCost() != null) {
                spec = spec.withSeries(Series.points(p.name(), List.of(Point.of(1000 * p.meanCost(), p.accuracy(),
                        p.name()))));
            }
        }
        return spec;
    }

    private static Point point(ConfigScore s) {
        return Point.of(1000 * s.meanCost(), s.accuracy(), s.config().name());
    }

    private List<KeyFigure> rhoFigures(List<ConfigScore> scores, double rho) {
        ConfigScore base = scores.stream().filter(s -> s.config().name().equals(AgentConfigs.PLAN_EXEC.name())
                && !s.custom()).findFirst().orElseThrow();
        int k = base.passK().size();
        return List.of(
                KeyFigure.of("rho", t("configs.rho.rho"), PyFloats.repr(rho)),
                new KeyFigure("pass-1", t("configs.rho.pass", 1), ConfigTableCell.fraction(base.passK().get(0)
                        .passHat()), t("configs.rho.pass-1.note")),
                new KeyFigure("pass-k", t("configs.rho.pass", k), ConfigTableCell.fraction(base.passHatLast()),
                        t("configs.rho.pass-k.note", k)));
    }

    private ChartSpec passKChart(List<ConfigScore> scores) {
        int k = scores.get(0).passK().size();
        ChartSpec spec = Charts.line(t("configs.passk.title"), Axis.of("k", t("configs.passk.runs")),
                Axis.of("pass^k"), IntStream.rangeClosed(1, k).mapToObj(String::valueOf).toList());
        for (ConfigScore s : scores) {
            spec = spec.withSeries(Series.of(s.config().name(), s.passK().stream().map(p -> p.passHat()).toList()));
        }
        return spec.withValueFormat(ValueFormat.decimals(3)).withYRange(0.0, 1.0).withHeight(380);
    }

    private String command(ConfigComparison c) {
        String lines = String.join("\n", ConfigComparisons.commands(c));
        return c.taskSet() == TaskSet.BOTH ? t("configs.command.pooled") + "\n" + lines : lines;
    }
}
