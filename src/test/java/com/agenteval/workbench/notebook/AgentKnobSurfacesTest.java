package com.agenteval.workbench.notebook;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.cli.SimCommand;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfig.AgentKnobs;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.AgentConfigs.ConfigCodes;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.ParamSpec.ChoiceSpec;
import com.agenteval.workbench.core.params.ParamSpec.DecimalSpec;
import com.agenteval.workbench.core.params.ParamSpec.FlagSpec;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.lessons.shared.ConfigKnobs;
import com.vaadin.flow.component.HasValidation;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Every knob of the agent config (AgentKnobs) on every surface that takes one: the module's JSON (what
 * {@code AgentConfigs.resolve} reads), a config code in a link, the page's {@code config=} query key, the
 * custom-config form's field (its URL key) and {@code sim --config}. Each knob's default, least and greatest value
 * is accepted everywhere with the same value, and a value just outside its range is refused everywhere with the
 * knob's one message. (The MCP query takes the world's parameters only, no agent config: ParameterSurfacesTest.)
 */
class AgentKnobSurfacesTest {

    /** What a surface made of one knob's text: the knob's value as the record holds it, or the refusal. */
    record Outcome(Object value, String message) {
        static Outcome ok(Object value) {
            return new Outcome(value, null);
        }

        static Outcome refused(String message) {
            return new Outcome(null, message);
        }
    }

    @Test
    void everySurfaceAcceptsAndRefusesEachKnobsValuesWithTheKnobsMessage() {
        int refused = 0;
        int accepted = 0;
        for (ParamSpec<?> knob : AgentKnobs.ALL) {
            for (Object v : values(knob)) {
                String text = text(v);
                Optional<String> problem = problem(knob, v);
                Outcome expected = problem.map(Outcome::refused).orElseGet(() -> Outcome.ok(v));
                String at = knob.name() + "=" + text;
                assertThat(json(knob, text)).as("JSON " + at).isEqualTo(expected);
                assertThat(code(knob, text)).as("code " + at).isEqualTo(expected);
                assertThat(query(knob, text))
                        .as("config= " + at)
                        .isEqualTo(problem.map(m -> Outcome.refused("config is not a config: " + m))
                                .orElseGet(() -> Outcome.ok(v)));
                assertThat(form(knob, text)).as("form " + at).isEqualTo(expected);
                if (!(knob == AgentKnobs.PRICE && v.equals(Double.MAX_VALUE))) {
                    // (at the greatest price a run's cost overflows to inf, which the module's JSON refuses too:
                    // json.dumps(allow_nan=False) raises; the config itself is accepted, as above)
                    assertThat(sim(knob, text))
                            .as("sim --config " + at)
                            .isEqualTo(problem.map(m -> Outcome.refused("sim: error: --config: " + m))
                                    .orElseGet(() -> Outcome.ok(v)));
                }
                if (problem.isPresent()) {
                    refused++;
                } else {
                    accepted++;
                }
            }
        }
        // 12 probabilities and 2 counts: 2 values outside each; price: 1 (no finite number lies above its range)
        assertThat(refused).isEqualTo(12 * 2 + 2 * 2 + 1);
        // default, least and greatest of the 15 numbers; both values of 2 flags; the model's 2 options
        assertThat(accepted).isEqualTo(15 * 3 + 2 * 2 + 2);
    }

    @Test
    void theKnobsAreTheModulesFieldsWithItsDefaultsAndTheRecordsComponents() {
        assertThat(AgentConfig.FIELDS)
                .containsExactly(
                        "planner",
                        "tools",
                        "p_plan",
                        "p_tool",
                        "p_args",
                        "p_skip",
                        "p_ignore",
                        "p_loop",
                        "p_slip",
                        "p_format",
                        "p_recover",
                        "rho",
                        "reflect",
                        "attempts",
                        "verifier_recall",
                        "votes",
                        "price",
                        "model");
        // the module's AgentConfig.FIELDS defaults (the "perfect" agent)
        assertThat(AgentConfigs.byName("perfect").toPy())
                .hasToString(
                        "{'planner': True, 'tools': True, 'p_plan': 0.0, 'p_tool': 0.0, 'p_args': 0.0, 'p_skip': 0.0, "
                                + "'p_ignore': 0.0, 'p_loop': 0.0, 'p_slip': 0.0, 'p_format': 0.0, 'p_recover': 0.6, "
                                + "'rho': 0.5, 'reflect': 0.0, 'attempts': 1, 'verifier_recall': 0.8, 'votes': 1, "
                                + "'price': 1.0, 'model': 'small', 'name': 'perfect'}");
        // each record component (after the name) is its knob, camel-cased
        var components = AgentConfig.class.getRecordComponents();
        for (int i = 0; i < AgentKnobs.ALL.size(); i++) {
            String snake = AgentKnobs.ALL.get(i).name();
            StringBuilder camel = new StringBuilder();
            for (String part : snake.split("_")) {
                camel.append(camel.isEmpty() ? part : Character.toUpperCase(part.charAt(0)) + part.substring(1));
            }
            assertThat(components[i + 1].getName()).isEqualTo(camel.toString());
        }
        assertThat(Parameters.RHO).isSameAs(AgentKnobs.RHO);
    }

    /** Default, least, greatest, and just outside the range on each side (where a value there exists). */
    private static List<Object> values(ParamSpec<?> knob) {
        List<Object> out = new ArrayList<>();
        switch (knob) {
            case FlagSpec f -> out.addAll(List.of(true, false));
            case ChoiceSpec c -> out.addAll(c.options());
            case IntSpec n -> {
                int min = n.intValue(n.min());
                int max = n.intValue(n.max());
                out.addAll(List.of(n.intValue(n.defaultValue()), min, max, min - 1, max + 1));
            }
            case DecimalSpec d -> {
                double min = d.rule().min();
                out.addAll(List.of(d.defaultValue(), min, d.rule().max(), Math.nextDown(min)));
                if (d.rule().max() < Double.MAX_VALUE) {
                    out.add(Math.nextUp(d.rule().max()));
                }
            }
        }
        return out;
    }

    private static String text(Object v) {
        return v instanceof Double d ? DecimalSpec.text(d) : v.toString();
    }

    @SuppressWarnings("unchecked")
    private static Optional<String> problem(ParamSpec<?> knob, Object v) {
        Object specValue = v instanceof Integer i ? BigInteger.valueOf(i) : v;
        return ((ParamSpec<Object>) knob).problem(specValue);
    }

    private static Object valueOf(AgentConfig c, ParamSpec<?> knob) {
        return c.values().get(AgentKnobs.ALL.indexOf(knob));
    }

    private static Outcome config(ParamSpec<?> knob, Supplier<AgentConfig> make) {
        try {
            return Outcome.ok(valueOf(make.get(), knob));
        } catch (IllegalArgumentException e) {
            return Outcome.refused(e.getMessage());
        }
    }

    /** ref_dump's JSON form: plan_exec with one knob set (a string knob's text quoted). */
    private static String jsonConfig(ParamSpec<?> knob, String text) {
        String value = knob instanceof ChoiceSpec ? "\"" + text + "\"" : text;
        return "{\"base\": \"plan_exec\", \"name\": \"k\", \"" + knob.name() + "\": " + value + "}";
    }

    private static Outcome json(ParamSpec<?> knob, String text) {
        return config(knob, () -> AgentConfigs.resolve(jsonConfig(knob, text)));
    }

    /** A link's code, and back: the config it reads encodes to a code that reads back to the same config. */
    private static Outcome code(ParamSpec<?> knob, String text) {
        return config(knob, () -> {
            AgentConfig c = ConfigCodes.decode("k:plan_exec," + knob.name() + "=" + text);
            assertThat(ConfigCodes.decode(ConfigCodes.encode(c))).isEqualTo(c);
            return c;
        });
    }

    private static Outcome query(ParamSpec<?> knob, String text) {
        return config(
                knob, () -> ConfigCodes.resolve(Parameters.CONFIG.read("k:plan_exec," + knob.name() + "=" + text)));
    }

    /** The custom-config form, its knob's field read from the page's URL ({@code ?p_skip=0.3}). */
    private static Outcome form(ParamSpec<?> knob, String text) {
        ParametersCell cell = new ParametersCell("k");
        ConfigKnobs knobs = ConfigKnobs.addTo(cell, k -> k, true);
        cell.applyQuery(Map.of(knob.name(), List.of(text)));
        Param<?> p = knobs.params().stream()
                .filter(q -> q.key().equals(knob.name()))
                .findFirst()
                .orElseThrow();
        if (p.field() instanceof HasValidation hv && hv.isInvalid()) {
            return Outcome.refused(hv.getErrorMessage());
        }
        return Outcome.ok(valueOf(knobs.config(), knob));
    }

    /** {@code sim --mode traces --tasks 1 --config JSON}: the config it ran, or its one-line refusal. */
    private static Outcome sim(ParamSpec<?> knob, String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new SimCommand()
                .run(
                        List.of("--mode", "traces", "--tasks", "1", "--config", jsonConfig(knob, text)),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        if (code != 0) {
            assertThat(code).isEqualTo(2);
            return Outcome.refused(err.toString(StandardCharsets.UTF_8).strip());
        }
        PyDict data = (PyDict) ((PyDict) PyJson.loads(out.toString(StandardCharsets.UTF_8))).get("data");
        PyObject ran = ((PyDict) data.get("config")).get(knob.name());
        AgentConfig c =
                AgentConfigs.PLAN_EXEC.replace("k").set(knob.name(), ran).build();
        return Outcome.ok(valueOf(c, knob));
    }
}
