package com.agenteval.workbench.lessons.configs;

import com.agenteval.workbench.app.cache.SharedResults;
import com.agenteval.workbench.app.live.agent.LiveWorldRunStore;
import com.agenteval.workbench.app.session.SimSession;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.ConfigScore;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.stats.Interval.IntervalMethod;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.lessons.shared.InspectLogCell;
import com.agenteval.workbench.lessons.shared.WorldParams;
import com.agenteval.workbench.notebook.BoolParam;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.CompareCell;
import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.DecimalParam;
import com.agenteval.workbench.notebook.Dependency;
import com.agenteval.workbench.notebook.IntParam;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.SeedParam;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** Lesson: the seven agent designs (and the student's own) on accuracy, cost and pass^k. */
@Route("configs")
@Menu(order = 60, title = "Configs & reliability")
public class ConfigsPage extends NotebookPage {

    private final SimSession session;
    private volatile List<AgentConfig> custom;
    private final CustomConfigForm form;

    public ConfigsPage(SimSession session, LiveWorldRunStore liveRuns, SharedResults shared) {
        this.session = session;
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
        Supplier<ConfigComparison> comparison = () -> new ConfigComparison(
                worldParams.spec(),
                TaskSetChoice.of(taskSet.value()),
                tasks.value(),
                taskSeed.longValue(),
                newSeed.longValue(),
                runSeed.longValue(),
                runs.value(),
                rho.value(),
                ConfigComparison.withCustom(custom),
                custom.stream().map(AgentConfig::name).collect(Collectors.toSet()));
        // the five output cells share one run: they wait on its future, never on a lock
        Computed<List<ConfigScore>> scored =
                computedWith(comparison, () -> shared.configScores(world.get(), comparison.get()), all);
        // with their 95% intervals (one bootstrap per config, cached with the scores; the switch picks one to show)
        ChoiceParam<String> errorBars = params.choice(Parameters.ERROR_BARS, k -> t("error-bars." + k));
        Dependency[] shown = {taskSet, tasks, taskSeed, newSeed, runSeed, runs, rho, live, worldParams, errorBars};
        Computed<ScoresWithIntervals> bars = computedWith(
                comparison,
                () -> new ScoresWithIntervals(
                        scored.get(),
                        shared.configIntervals(comparison.get(), scored.get()),
                        IntervalMethod.of(errorBars.value())),
                shown);
        form = cell(new CustomConfigForm(AgentConfigs::spec));
        form.showSaved(custom);
        form.addSaveListener(e -> save(form, e.value()));
        form.addRemoveListener(e -> {
            session.removeCustomConfig(e.value());
            customChanged(form);
        });

        ConfigOutputs charts = new ConfigOutputs(this::getTranslation);
        explain("configs/errorbars");
        output(new ConfigTableCell(t("configs.table.title"), this::t), () -> ConfigOutputs.rows(bars.get()), shown)
                .withCommand(() -> charts.command(comparison.get()));
        output(
                new InspectLogCell(t("export.inspect.title")),
                () -> ConfigCommands.inspectParams(comparison.get()),
                all);
        output(
                new LivePointsCell(t("configs.live.title"), this::t, live::value),
                () -> live.value() ? LivePoint.of(liveRuns.runs(), comparison.get()) : List.of(),
                all);
        explain("configs/pareto");
        ChartCell pareto = output(
                new ChartCell(t("configs.pareto.title")),
                () -> charts.paretoChart(
                        bars.get(), live.value() ? LivePoint.of(liveRuns.runs(), comparison.get()) : List.of()),
                shown);
        pareto.withCommand(() -> charts.command(comparison.get())).setId("pareto-cell");
        explain("configs/passk");
        output(new KeyFiguresCell(t("configs.rho.title")), () -> charts.rhoFigures(bars.get(), rho.value()), shown)
                .withCommand(() -> charts.command(comparison.get()));
        ChartCell passK = output(new ChartCell(t("configs.passk.title")), () -> charts.passKChart(bars.get()), shown);
        passK.withCommand(() -> charts.command(comparison.get())).setId("passk-cell");
        ConfigCompare.Picks picks =
                ConfigCompare.Picks.addTo(parameters(t("configs.compare.params")), custom, this::getTranslation);
        output(
                        new CompareCell(t("configs.compare.title"), t("configs.compare.hint")),
                        () -> picks.compare(bars.get(), comparison.get()),
                        picks.and(shown))
                .setId("configs-compare");
        output(new KeyFiguresCell(t("configs.paired.title")), () -> picks.paired(scored.get()), picks.and(all))
                .setId("configs-paired");
        explain("configs/takeaway");
    }

    private void save(CustomConfigForm form, CustomConfigDraft draft) {
        AgentConfig config;
        try {
            config = draft.toConfig();
        } catch (IllegalArgumentException e) {
            form.showProblem(t("configs.custom.invalid", String.valueOf(e.getMessage())));
            return;
        }
        session.saveCustomConfig(config);
        customChanged(form);
    }

    private void customChanged(CustomConfigForm form) {
        custom = session.customConfigs();
        form.showSaved(custom);
        rerunAll();
        stateChanged(); // the link carries the configs: it reproduces the page
    }

    /** The student's own configs travel in the link ({@link CustomConfigLinks}) and join the reader's session. */
    @Override
    protected Map<String, List<String>> expandQuery(Map<String, List<String>> query) {
        List<String> codes = query.get(CustomConfigLinks.KEY);
        if (codes != null) {
            CustomConfigLinks.Read read = CustomConfigLinks.read(codes);
            read.configs().forEach(session::saveCustomConfig);
            read.problems().forEach(p -> form.showProblem(t("configs.custom.invalid", p)));
            custom = read.configs();
            form.showSaved(custom);
        }
        return query;
    }

    @Override
    protected Map<String, List<String>> compactQuery(Map<String, List<String>> query) {
        return CustomConfigLinks.write(query, custom);
    }

    private String t(String key, Object... args) {
        return getTranslation(key, args);
    }
}
