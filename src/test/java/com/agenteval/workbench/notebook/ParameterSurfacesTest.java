package com.agenteval.workbench.notebook;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.cli.ForecastCommand;
import com.agenteval.workbench.cli.SimCommand;
import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.forecast.offline.WorldFixtures;
import com.agenteval.workbench.core.mcp.WorldQuery;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.ParamSpec.ChoiceSpec;
import com.agenteval.workbench.core.params.ParamSpec.DecimalSpec;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyStrings;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.NumberField;
import com.vaadin.flow.component.textfield.TextField;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
    private static final List<ParamSpec<?>> SURFACED = List.of(
            Parameters.WORLD_SEED,
            Parameters.N_STALE,
            Parameters.MEMORY_ACC,
            Parameters.WEB_EXACT,
            Parameters.WEB_ROUNDED,
            Parameters.TASKS,
            Parameters.TASK_SEED,
            Parameters.RUN_SEED,
            Parameters.DISTRACTORS,
            Parameters.TEMPERATURE,
            Parameters.AVOID_WEIGHT,
            Parameters.INTENTS,
            Parameters.INTENT_SEED);

    /** The forecast command's options that the /forecast pages' fields read too (market_price: live runs only). */
    private static final List<ParamSpec<?>> FORECAST_OPTIONS = List.of(
            Parameters.AGENTS,
            Parameters.FORECASTER_SEED,
            Parameters.MAX_STEPS_PER_AGENT,
            Parameters.MAX_SEARCH_RESULTS,
            Parameters.NOISE,
            Parameters.OVERCONFIDENCE,
            Parameters.HEDGING,
            Parameters.FORMAT_SLIPS,
            Parameters.BINS);

    /** Declared parameters with a page field and a URL key but no command-line option (yet). */
    private static final List<ParamSpec<?>> PAGE_ONLY = List.of(
            Parameters.PASS_RATE,
            Parameters.K,
            Parameters.RHO,
            Parameters.MARKET_PRICE,
            Parameters.TASK_SET_CHOICE,
            Parameters.K.within(1, 20),
            Parameters.TASKS.within(1, 1_000),
            Parameters.INTENTS.within(1, 2_000));

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2025-01-15T09:30:00Z"), ZoneOffset.UTC);

    @TempDir
    Path traces;

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
                    assertThat(field)
                            .as("page field %s ← %s", spec.name(), text)
                            .isEqualTo(expected);
                }
                assertThat(cli(spec, text)).as("sim %s=%s", spec.option(), text).isEqualTo(expected.asCli(spec, text));
                if (Parameters.WORLD.contains(spec)) {
                    assertThat(mcp(spec, text))
                            .as("MCP %s=%s", spec.name(), text)
                            .isEqualTo(expected);
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
    void theForecastCommandAndTheForecastPagesAcceptAndRefuseTheSameValuesWithTheSameMessage() {
        Random rng = new Random(7);
        int refused = 0;
        int accepted = 0;
        for (ParamSpec<?> spec : FORECAST_OPTIONS) {
            for (String text : texts(spec, rng, 12)) {
                Outcome expected = Outcome.of(spec, text);
                assertThat(url(spec, text)).as("URL %s=%s", spec.name(), text).isEqualTo(expected);
                Outcome field = field(spec, text);
                if (field != null) {
                    assertThat(field)
                            .as("page field %s ← %s", spec.name(), text)
                            .isEqualTo(expected);
                }
                // the command line names the option ("option --agents needs ..."); an accepted value runs
                Outcome cli = forecast(spec, text);
                if (expected.message() == null) {
                    assertThat(cli.message())
                            .as("forecast %s %s", spec.option(), text)
                            .isNull();
                    accepted++;
                } else {
                    assertThat(cli.message())
                            .as("forecast %s %s", spec.option(), text)
                            .isEqualTo("option " + spec.option()
                                    + expected.message().substring(spec.name().length()));
                    refused++;
                }
            }
        }
        assertThat(accepted).isGreaterThan(40);
        assertThat(refused).isGreaterThan(100);
        // the forecast command's own words, kept from before the spec (its tests and students' scripts know them)
        assertThat(Outcome.of(Parameters.NOISE, "NaN").message()).isEqualTo("noise needs a number ≥ 0, got 'NaN'");
        assertThat(Outcome.of(Parameters.FORMAT_SLIPS, "nan").message())
                .isEqualTo("format_slips needs a number, got 'nan'");
        assertThat(url(Parameters.AGENTS, "0").message()).isEqualTo("agents needs an integer from 1 to 100, got '0'");
    }

    @Test
    void theReliabilityAndTaskSetParametersReadTheSameOnTheFieldAndInTheUrl() {
        Random rng = new Random(55);
        int refused = 0;
        for (ParamSpec<?> spec : PAGE_ONLY) {
            for (String text : texts(spec, rng, CASES)) {
                Outcome expected = Outcome.of(spec, text);
                assertThat(url(spec, text)).as("URL %s=%s", spec.name(), text).isEqualTo(expected);
                Outcome field = field(spec, text);
                if (field != null) {
                    assertThat(field)
                            .as("page field %s ← %s", spec.name(), text)
                            .isEqualTo(expected);
                }
                refused += expected.message() == null ? 0 : 1;
            }
        }
        assertThat(refused).isGreaterThan(100);
        // a page's narrower range is refused in the declared parameter's words
        assertThat(url(Parameters.K.within(1, 20), "21").message()).isEqualTo("k must be between 1 and 20, got 21");
        assertThat(url(Parameters.TASK_SET_CHOICE, "old").message())
                .isEqualTo("task_set must be one of familiar, new, both, got 'old'");
        assertThat(url(Parameters.TASK_SET_CHOICE, "new")).isEqualTo(new Outcome("new", null));
    }

    @Test
    void anOverLongTextIsRefusedEverywhereBeforeItIsRead() {
        String text = "1".repeat(ParamSpec.MAX_TEXT + 1);
        for (ParamSpec<?> spec : Parameters.WORLD) {
            Outcome refused = new Outcome(null, spec.name() + " is too long (" + text.length() + " characters)");
            assertThat(url(spec, text)).isEqualTo(refused);
            assertThat(mcp(spec, text)).isEqualTo(refused);
            assertThat(cli(spec, text).message())
                    .as("sim refuses it too, in argparse's words")
                    .isNotNull();
        }
    }

    @Test
    void anOldKeyReadsLikeTheCanonicalOne() {
        ParametersCell cell = new ParametersCell("world");
        SeedParam seed = cell.seed(Parameters.WORLD_SEED);
        IntParam stale = cell.integer(Parameters.N_STALE);
        assertThat(cell.applyQuery(Map.of("seed", List.of("7"), "stale", List.of("3"))))
                .isTrue();
        assertThat(seed.value()).isEqualTo(BigInteger.valueOf(7));
        assertThat(stale.value()).isEqualTo(3);
        assertThat(cell.applyQuery(Map.of("world_seed", List.of("8"), "seed", List.of("7"))))
                .isFalse();
        assertThat(seed.value()).isEqualTo(BigInteger.valueOf(8));
        assertThat(stale.value()).isEqualTo(2); // absent: the declared default
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
                return new Outcome(
                        null, "argument " + spec.option() + ": invalid " + type + " value: " + PyStrings.repr(text));
            }
            return new Outcome(
                    null, spec.option() + message.substring(spec.name().length()));
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
        return texts(spec, rng, CASES);
    }

    private static List<String> texts(ParamSpec<?> spec, Random rng, int cases) {
        List<String> t = new ArrayList<>(List.of(
                "abc",
                "",
                " ",
                "1.5.",
                "0x10",
                "1__0",
                "_1",
                "٣",
                " 3 ",
                "1_0",
                "+4",
                "-0",
                "9".repeat(30),
                "-" + "9".repeat(25),
                "1".repeat(4000),
                "nan",
                "inf",
                "-inf",
                "1e3",
                "0.",
                ".5",
                "2.5e-1",
                "NaN",
                "Infinity",
                "-1"));
        if (spec instanceof ChoiceSpec cs) {
            t.addAll(cs.options());
            t.addAll(List.of(" both ", "BOTH", "new_data"));
            return t;
        }
        for (int i = 0; i < cases; i++) {
            if (spec instanceof IntSpec is) {
                long lo = is.min() == null ? -1_000_000 : is.min().longValueExact() - 3;
                long hi = is.max() == null ? 1_000_000 : is.max().longValueExact() + 3;
                long pick = i % 3 == 0
                        ? (i % 2 == 0 ? lo + rng.nextInt(6) : hi - rng.nextInt(6))
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
                return null; // the field cannot hold it
            }
            f.setValue(v.intValueExact() == p.defaultValue().hashCode() ? v.intValueExact() : v.intValueExact());
        } else if (spec instanceof ChoiceSpec) {
            return null; // a select offers only the options
        } else if (p.field() instanceof NumberField f) {
            double v;
            try {
                v = (Double) spec.parse(text);
            } catch (IllegalArgumentException e) {
                return null;
            }
            if (Double.isNaN(v)) {
                return null; // a number field has no NaN
            }
            f.setValue(v);
        }
        return p.hasError() ? new Outcome(null, error(p)) : new Outcome(text(spec, p.value()), null);
    }

    /** {@code forecast run} (or {@code score}, for --bins) with the option; exit 2 is a refusal, on one line. */
    private Outcome forecast(ParamSpec<?> spec, String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        boolean score = spec == Parameters.BINS;
        List<String> args = score
                ? List.of("score", "--traces-dir", traces.resolve("empty").toString(), spec.option(), text)
                : List.of(
                        "run", "--question", "aster-bank-2024", "--traces-dir", traces.toString(), spec.option(), text);
        int code = new ForecastCommand(seed -> WorldFixtures.seed14(), CLOCK)
                .run(
                        args,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        if (code == 2) {
            String e = err.toString(StandardCharsets.UTF_8).strip();
            String prefix = "forecast " + args.get(0) + ": ";
            assertThat(e).startsWith(prefix).doesNotContain("\n");
            return new Outcome(null, e.substring(prefix.length()));
        }
        return new Outcome("ran", null);
    }

    private static Outcome cli(ParamSpec<?> spec, String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new SimCommand()
                .run(
                        List.of("--mode", "world", spec.option() + "=" + text),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        if (code != 0) {
            String e = err.toString(StandardCharsets.UTF_8).strip();
            assertThat(e).startsWith("sim: error: ").doesNotContain("\n");
            return new Outcome(null, e.substring("sim: error: ".length()));
        }
        PyObject v =
                ((PyDict) ((PyDict) PyJson.loads(out.toString(StandardCharsets.UTF_8))).get("params")).get(spec.name());
        return new Outcome(
                v instanceof PyFloat f
                        ? spec instanceof DecimalSpec d ? d.format(f.value()) : null
                        : ((PyInt) v).repr(),
                null);
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
        if (spec instanceof ChoiceSpec cs) {
            return cell.choice(cs, k -> k);
        }
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
