package com.agenteval.workbench.notebook;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.cli.SimCommand;
import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.mcp.WorldQuery;
import com.agenteval.workbench.core.params.DecimalSpec;
import com.agenteval.workbench.core.params.IntSpec;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyDict;
import com.agenteval.workbench.core.python.PyFloat;
import com.agenteval.workbench.core.python.PyInt;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyStrings;
import com.agenteval.workbench.core.world.WorldSpec;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import com.vaadin.flow.component.textfield.TextField;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A property over generated values: for every declared parameter, its page field, its URL key, its {@code sim}
 * option and (for the world) its MCP key accept the same values and refuse the same values with the same message.
 * The message names the parameter as that surface spells it ({@code n_stale}, {@code --n-stale}). One deliberate
 * difference: text that is not a number at all gets argparse's own message on the command line
 * ({@code argument --n-stale: invalid int value: 'x'}), as ref_dump.py prints it.
 */
class ParameterSurfacesTest {

    private static final int CASES = 60;

    /** The declared parameters every surface has; the world's also go through the MCP query. */
    private static final List<ParamSpec<?>> SURFACED = List.of(Parameters.WORLD_SEED, Parameters.N_STALE,
            Parameters.MEMORY_ACC, Parameters.WEB_EXACT, Parameters.WEB_ROUNDED, Parameters.TASKS,
            Parameters.TASK_SEED, Parameters.RUN_SEED);

    @Test
    void everySurfaceAcceptsAndRefusesTheSameValuesWithTheSameMessage() {
        Random rng = new Random(14);
        int refused = 0;
        int accepted = 0;
        for (ParamSpec<?> spec : SURFACED) {
            for (String text : texts(spec, rng)) {
                Outcome expected = Outcome.of(spec, text);
                assertThat(url(spec, text)).as("URL %s=%s", spec.name(), text).isEqualTo(expected);
                Outcome field = field(spec, text);
                if (field != null) {
                    assertThat(field).as("page field %s ← %s", spec.name(), text).isEqualTo(expected);
                }
                assertThat(cli(spec, text)).as("sim %s=%s", spec.option(), text).isEqualTo(expected.asCli(spec, text));
                if (Parameters.WORLD.contains(spec)) {
                    assertThat(mcp(spec, text)).as("MCP %s=%s", spec.name(), text).isEqualTo(expected);
                }
                if (expected.message() == null) {
                    accepted++;
                } else {
                    refused++;
                }
            }
        }
        assertThat(accepted).isGreaterThan(100);
        assertThat(refused).isGreaterThan(100);
    }

    @Test
    void anOverLongTextIsRefusedEverywhereBeforeItIsRead() {
        String text = "1".repeat(ParamSpec.MAX_TEXT + 1);
        for (ParamSpec<?> spec : Parameters.WORLD) {
            Outcome refused = new Outcome(null, spec.name() + " is too long (" + text.length() + " characters)");
            assertThat(url(spec, text)).isEqualTo(refused);
            assertThat(mcp(spec, text)).isEqualTo(refused);
            assertThat(cli(spec, text).message()).as("sim refuses it too, in argparse's words").isNotNull();
        }
    }

    @Test
    void anOldKeyReadsLikeTheCanonicalOne() {
        ParametersCell cell = new ParametersCell("world");
        SeedParam seed = cell.seed(Parameters.WORLD_SEED);
        IntParam stale = cell.integer(Parameters.N_STALE);
        assertThat(cell.applyQuery(Map.of("seed", List.of("7"), "stale", List.of("3")))).isTrue();
        assertThat(seed.value()).isEqualTo(BigInteger.valueOf(7));
        assertThat(stale.value()).isEqualTo(3);
        assertThat(cell.applyQuery(Map.of("world_seed", List.of("8"), "seed", List.of("7")))).isFalse();
        assertThat(seed.value()).isEqualTo(BigInteger.valueOf(8));
        assertThat(stale.value()).isEqualTo(2);                          // absent: the declared default
    }

    /** Accepted (the value's canonical text) or refused (the message naming the parameter by its key). */
    record Outcome(String value, String message) {

        static Outcome of(ParamSpec<?> spec, String text) {
            try {
                return accepted(spec, text);
            } catch (IllegalArgumentException e) {
                return new Outcome(null, e.getMessage());
            }
        }

        private static <T> Outcome accepted(ParamSpec<T> spec, String text) {
            return new Outcome(spec.format(spec.read(text)), null);
        }

        /** The command line's outcome: the option named; argparse's message for text that is not a number. */
        Outcome asCli(ParamSpec<?> spec, String text) {
            if (message == null) {
                return this;
            }
            if (!parses(spec, text)) {
                String type = spec instanceof DecimalSpec ? "float" : "int";
                return new Outcome(null, "argument " + spec.option() + ": invalid " + type + " value: "
                        + PyStrings.repr(text));
            }
            return new Outcome(null, spec.option() + message.substring(spec.name().length()));
        }

        private static boolean parses(ParamSpec<?> spec, String text) {
            try {
                spec.parse(text);
                return true;
            } catch (IllegalArgumentException e) {
                return false;
            }
        }
    }

    private static List<String> texts(ParamSpec<?> spec, Random rng) {
        List<String> t = new ArrayList<>(List.of("abc", "", " ", "1.5.", "0x10", "1__0", "_1", "٣", " 3 ", "1_0",
                "+4", "-0", "9".repeat(30), "-" + "9".repeat(25), "1".repeat(4000), "nan", "inf", "-inf", "1e3",
                "0.", ".5", "2.5e-1"));
        for (int i = 0; i < CASES; i++) {
            if (spec instanceof IntSpec is) {
                long lo = is.min() == null ? -1_000_000 : is.min().longValueExact() - 3;
                long hi = is.max() == null ? 1_000_000 : is.max().longValueExact() + 3;
                long pick = i % 3 == 0 ? (i % 2 == 0 ? lo + rng.nextInt(6) : hi - rng.nextInt(6))
                        : lo + (long) (rng.nextDouble() * (hi - lo));
                t.add(Long.toString(pick));
            } else {
                double v = i % 4 == 0 ? rng.nextGaussian() * 3 : rng.nextDouble() * 1.2 - 0.1;
                t.add(i % 5 == 0 ? Double.toString(Math.round(v * 100) / 100.0) : Double.toString(v));
            }
        }
        return t;
    }

    /** The URL key: the page reads {@code ?name=text}. */
    private static Outcome url(ParamSpec<?> spec, String text) {
        ParametersCell cell = new ParametersCell("p");
        Param<?> p = derived(cell, spec);
        cell.applyQuery(Map.of(spec.name(), List.of(text)));
        return p.hasError() ? new Outcome(null, error(p)) : new Outcome(text(spec, p.value()), null);
    }

    /**
     * The page field, as a student enters it: a seed's text field takes any text; a number field takes numbers
     * (null for anything else, with the field's own "enter a number" hint, so only numbers are compared there).
     */
    private static Outcome field(ParamSpec<?> spec, String text) {
        ParametersCell cell = new ParametersCell("p");
        Param<?> p = derived(cell, spec);
        if (p.field() instanceof TextField tf) {
            tf.setValue(text);
        } else if (p.field() instanceof IntegerField f) {
            BigInteger v;
            try {
                v = spec.parse(text) instanceof BigInteger b ? b : null;
            } catch (IllegalArgumentException e) {
                return null;
            }
            if (v == null || v.bitLength() > 31) {
                return null;                                     // the field cannot hold it
            }
            f.setValue(v.intValueExact() == p.defaultValue().hashCode() ? v.intValueExact() : v.intValueExact());
        } else if (p.field() instanceof NumberField f) {
            double v;
            try {
                v = (Double) spec.parse(text);
            } catch (IllegalArgumentException e) {
                return null;
            }
            if (Double.isNaN(v)) {
                return null;                                     // a number field has no NaN
            }
            f.setValue(v);
        }
        return p.hasError() ? new Outcome(null, error(p)) : new Outcome(text(spec, p.value()), null);
    }

    private static Outcome cli(ParamSpec<?> spec, String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new SimCommand().run(List.of("--mode", "world", spec.option() + "=" + text),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        if (code != 0) {
            String e = err.toString(StandardCharsets.UTF_8).strip();
            assertThat(e).startsWith("sim: error: ").doesNotContain("\n");
            return new Outcome(null, e.substring("sim: error: ".length()));
        }
        PyObject v = ((PyDict) ((PyDict) PyJson.loads(out.toString(StandardCharsets.UTF_8))).get("params"))
                .get(spec.name());
        return new Outcome(v instanceof PyFloat f ? spec instanceof DecimalSpec d ? d.format(f.value()) : null
                : ((PyInt) v).repr(), null);
    }

    private static Outcome mcp(ParamSpec<?> spec, String text) {
        Checked<WorldSpec> parsed = WorldQuery.parse(Map.of(spec.name(), List.of(text)), WorldSpec.lecture());
        if (parsed instanceof Checked.Refused<WorldSpec> p) {
            return new Outcome(null, p.reason());
        }
        WorldSpec w = ((Checked.Ok<WorldSpec>) parsed).value();
        Object v = switch (spec.name()) {
            case "world_seed" -> w.seed();
            case "n_stale" -> BigInteger.valueOf(w.nStale());
            case "memory_acc" -> w.memoryAcc();
            case "web_exact" -> w.webExact();
            default -> w.webRounded();
        };
        return new Outcome(text(spec, v), null);
    }

    private static Param<?> derived(ParametersCell cell, ParamSpec<?> spec) {
        if (spec instanceof IntSpec is) {
            return is.min() == null ? cell.seed(is) : cell.integer(is);
        }
        return cell.decimal((DecimalSpec) spec);
    }

    @SuppressWarnings("unchecked")
    private static <T> String text(ParamSpec<T> spec, Object v) {
        return spec.format((T) (v instanceof Integer i ? BigInteger.valueOf(i) : v));
    }

    private static String error(Param<?> p) {
        return ((HasValidation) p.field()).getErrorMessage();
    }
}
