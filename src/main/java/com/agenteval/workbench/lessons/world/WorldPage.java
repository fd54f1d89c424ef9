package com.agenteval.workbench.lessons.world;

import static com.agenteval.workbench.core.params.Parameters.CommandLines.JAR;

import com.agenteval.workbench.app.session.SimSession;
import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.Deviation;
import com.agenteval.workbench.core.world.World.Summary;
import com.agenteval.workbench.core.world.World.Table;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.lessons.shared.WorldParams;
import com.agenteval.workbench.notebook.BoolParam;
import com.agenteval.workbench.notebook.ChartCell;
import com.agenteval.workbench.notebook.ChoiceParam;
import com.agenteval.workbench.notebook.Computed;
import com.agenteval.workbench.notebook.KeyFigure;
import com.agenteval.workbench.notebook.KeyFiguresCell;
import com.agenteval.workbench.notebook.NotebookPage;
import com.agenteval.workbench.notebook.ParametersCell;
import com.agenteval.workbench.notebook.TableCell;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Stream;

/** The simulated world: four versions of the same data, and why each differs from the truth. */
@Route("world")
@Menu(order = 10, title = "The world")
public class WorldPage extends NotebookPage {

    public WorldPage(SimSession session) {
        explain("world/intro");
        ParametersCell params = parameters(getTranslation("world.params"));
        // the module's defaults (not the session's world): this page is where the student sets the world up
        WorldParams worldParams = WorldParams.addTo(params, WorldSpec.lecture());

        Computed<World> world = computed(
                () -> {
                    WorldSpec spec = worldParams.spec();
                    session.useWorld(spec);
                    return session.world(spec);
                },
                worldParams);

        output(new KeyFiguresCell(getTranslation("world.summary")), () -> figures(world.get()), world)
                .withCommand(() -> JAR + command(world.get()));

        explain("world/versions");
        ParametersCell view = parameters(getTranslation("world.view"));
        BoolParam onlyDeviating = view.bool("only_deviating", getTranslation("world.only-deviating"), false);
        List<String> entities =
                Stream.of(Table.values()).flatMap(t -> t.entities().stream()).toList();
        ChoiceParam<String> entity = view.choice(
                "entity",
                getTranslation("world.entity"),
                entities,
                entities.get(0),
                Function.identity(),
                Function.identity());

        output(recordsTable(), () -> RecordRow.all(world.get(), onlyDeviating.value()), world, onlyDeviating)
                .withTitle(() -> getTranslation(onlyDeviating.value() ? "world.records.deviating" : "world.records"))
                .withCommand(() -> JAR + command(world.get()));
        output(
                        new ChartCell(getTranslation("world.chart")),
                        () -> WorldChart.of(world.get(), entity.value(), this::getTranslation),
                        world,
                        entity)
                .withCommand(() -> JAR + command(world.get()));
        explain("world/takeaway");
    }

    private static String command(World world) {
        WorldSpec s = world.spec();
        return SimParams.defaults("world")
                .withWorld(s.seed(), s.nStale(), s.memoryAcc(), s.webExact(), s.webRounded())
                .commandLine();
    }

    private List<KeyFigure> figures(World world) {
        Summary s = world.summary();
        return List.of(
                KeyFigure.of("records", getTranslation("world.fig.records"), String.valueOf(s.records())),
                KeyFigure.of("stale", getTranslation("world.fig.stale"), String.valueOf(s.stale())),
                new KeyFigure(
                        "memory-accuracy",
                        getTranslation("world.fig.memory"),
                        PyFloats.formatF(s.memoryAccuracy(), 2),
                        s.memoryRight() + " / " + s.beforeCutoff()),
                KeyFigure.of("web-exact", getTranslation("world.fig.web-exact"), String.valueOf(s.webExact())),
                KeyFigure.of("web-rounded", getTranslation("world.fig.web-rounded"), String.valueOf(s.webRounded())),
                KeyFigure.of("web-old", getTranslation("world.fig.web-old"), String.valueOf(s.webLastYear())));
    }

    private TableCell<RecordRow> recordsTable() {
        TableCell<RecordRow> table = new TableCell<>(getTranslation("world.records"));
        table.setId("records");
        // as wide as its longest name: a narrow column broke "bank_market_cap" mid-word
        table.text(getTranslation("world.col.table"), RecordRow::table)
                .setAutoWidth(true)
                .setFlexGrow(0);
        table.text(getTranslation("world.col.entity"), RecordRow::entity);
        table.number(getTranslation("world.col.year"), RecordRow::year, String::valueOf);
        table.number("truth", RecordRow::truth, PyFloats::repr);
        Grid.Column<RecordRow> db = table.number("db", RecordRow::db, PyFloats::repr);
        db.setPartNameGenerator(r -> r.dbWhy() == Deviation.NONE ? null : "deviates");
        Grid.Column<RecordRow> web = table.number("web", RecordRow::web, PyFloats::repr);
        web.setPartNameGenerator(r -> r.webWhy() == Deviation.NONE ? null : "deviates");
        Grid.Column<RecordRow> memory = table.number("memory", RecordRow::memory, PyFloats::repr);
        memory.setPartNameGenerator(r -> r.memoryWhy() == Deviation.NONE ? null : "deviates");
        table.text(getTranslation("world.col.why"), this::why).setFlexGrow(3);
        return table;
    }

    /** "db: stale · web: rounded · memory: after the cutoff", only for values that differ from the truth. */
    private String why(RecordRow r) {
        List<String> parts = new ArrayList<>();
        if (r.dbWhy() != Deviation.NONE) {
            parts.add("db: " + reason(r.dbWhy()));
        }
        if (r.webWhy() != Deviation.NONE) {
            parts.add("web: " + reason(r.webWhy()));
        }
        if (r.memoryWhy() != Deviation.NONE) {
            parts.add("memory: " + reason(r.memoryWhy()));
        }
        return String.join(" · ", parts);
    }

    private String reason(Deviation d) {
        return getTranslation("world.why." + d.name().toLowerCase(Locale.ROOT).replace('_', '-'));
    }
}
