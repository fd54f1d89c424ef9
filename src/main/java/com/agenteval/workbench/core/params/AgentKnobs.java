package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.params.ParamSpec.ChoiceSpec;
import com.agenteval.workbench.core.params.ParamSpec.DecimalSpec;
import com.agenteval.workbench.core.params.ParamSpec.FlagSpec;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.ParamSpec.InvalidParameterException;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * The knobs of {@link AgentConfig}, declared once: the module's name ({@code AgentConfig.FIELDS}' key), type,
 * default (the module's {@code FIELDS} value: the "perfect" agent) and the one range with its message. The record's
 * checks, {@code FIELDS}, {@code toPy}, the builder, the custom-config form, config codes, {@code sim --config}
 * JSON and the MCP query all read these.
 *
 * <pre>{@code
 * AgentKnobs.ATTEMPTS.read("0");     // InvalidParameterException: attempts must be between 1 and 1000, got 0
 * AgentKnobs.named("p_skip");        // Optional[P_SKIP]
 * }</pre>
 *
 * <p>One range per knob. attempts and votes take 1 to {@value #MAX_RUNS} everywhere (what {@code sim --config}
 * and config codes accepted); the form used to stop at 10 and 9, which a link could already pass.
 */
public final class AgentKnobs {

    private AgentKnobs() {}

    /** The most attempts (retry) or votes of one config: a bound on one task's runs. */
    public static final int MAX_RUNS = 1_000;

    /** The page field's step of an error probability. */
    private static final double STEP = 0.01;

    public static final FlagSpec PLANNER = new FlagSpec("planner", List.of(), true);
    public static final FlagSpec TOOLS = new FlagSpec("tools", List.of(), true);
    public static final DecimalSpec P_PLAN = probability("p_plan", 0.0);
    public static final DecimalSpec P_TOOL = probability("p_tool", 0.0);
    public static final DecimalSpec P_ARGS = probability("p_args", 0.0);
    public static final DecimalSpec P_SKIP = probability("p_skip", 0.0);
    public static final DecimalSpec P_IGNORE = probability("p_ignore", 0.0);
    public static final DecimalSpec P_LOOP = probability("p_loop", 0.0);
    public static final DecimalSpec P_SLIP = probability("p_slip", 0.0);
    public static final DecimalSpec P_FORMAT = probability("p_format", 0.0);
    public static final DecimalSpec P_RECOVER = probability("p_recover", 0.6);
    /** The correlation of one task's runs; also the reliability pages' {@code rho} ({@link Parameters#RHO}). */
    public static final DecimalSpec RHO = DecimalSpec.probability("rho", 0.5);

    public static final DecimalSpec REFLECT = probability("reflect", 0.0);
    public static final IntSpec ATTEMPTS = IntSpec.count("attempts", 1, 1, MAX_RUNS, "");
    public static final DecimalSpec VERIFIER_RECALL = probability("verifier_recall", 0.8);
    public static final IntSpec VOTES = IntSpec.count("votes", 1, 1, MAX_RUNS, "");
    public static final DecimalSpec PRICE =
            new DecimalSpec("price", List.of(), 1.0, DecimalSpec.Rule.NON_NEGATIVE, 0.5);
    /** The model: the configs' two, or any text (JSON); configs of one model share task difficulty. */
    public static final ChoiceSpec MODEL =
            new ChoiceSpec("model", List.of(), List.of("small", "large"), "small", AgentKnobs::unicode);

    /** Every knob, in the module's {@code FIELDS} order. */
    public static final List<ParamSpec<?>> ALL = List.of(
            PLANNER,
            TOOLS,
            P_PLAN,
            P_TOOL,
            P_ARGS,
            P_SKIP,
            P_IGNORE,
            P_LOOP,
            P_SLIP,
            P_FORMAT,
            P_RECOVER,
            RHO,
            REFLECT,
            ATTEMPTS,
            VERIFIER_RECALL,
            VOTES,
            PRICE,
            MODEL);

    /** {@code AgentConfig.ERROR_FIELDS}: the ones {@code scaled} multiplies. */
    public static final List<DecimalSpec> ERRORS =
            List.of(P_PLAN, P_TOOL, P_ARGS, P_SKIP, P_IGNORE, P_LOOP, P_SLIP, P_FORMAT);

    /** The knobs' names, {@code AgentConfig.FIELDS}. */
    public static List<String> names() {
        return ALL.stream().map(ParamSpec::name).toList();
    }

    /** The knob of a module name. */
    public static Optional<ParamSpec<?>> named(String field) {
        return ALL.stream().filter(k -> k.name().equals(field)).findFirst();
    }

    /** A knob's value as the record holds it (an int for a count) from the spec's value. */
    static Object recordValue(ParamSpec<?> knob, Object specValue) {
        return specValue instanceof BigInteger i ? (Object) ((IntSpec) knob).intValue(i) : specValue;
    }

    /** A knob's value as the spec holds it (a BigInteger for a count) from the record's. */
    static Object specValue(Object recordValue) {
        return recordValue instanceof Integer i ? BigInteger.valueOf(i) : recordValue;
    }

    /** The knob's default as the record holds it. */
    static Object recordDefault(ParamSpec<?> knob) {
        return recordValue(knob, knob.defaultValue());
    }

    /**
     * Checks a record value against the knob's range.
     *
     * @throws InvalidParameterException "p_skip must be a probability in [0, 1], got 2.0"
     */
    @SuppressWarnings("unchecked")
    static void check(ParamSpec<?> knob, Object recordValue) {
        ((ParamSpec<Object>) knob).check(specValue(recordValue));
    }

    /** ref_dump's {@code config_fields} value of a knob: PyBool, PyFloat, PyInt or PyStr. */
    public static PyObject py(Object recordValue) {
        return switch (recordValue) {
            case Boolean b -> PyBool.of(b);
            case Double d -> PyFloat.of(d);
            case Integer i -> PyInt.of(i);
            case String s -> PyStr.of(s);
            default -> throw new IllegalArgumentException("not a knob value: " + recordValue);
        };
    }

    /**
     * A knob's record value from a JSON value, as ref_dump's {@code resolve_config} reads it: an int is accepted for
     * a decimal knob; a value of the wrong type is refused ("config field 'votes' must be an integer").
     */
    static Object fromPy(ParamSpec<?> knob, PyObject v) {
        String field = knob.name();
        return switch (knob) {
            case FlagSpec f -> {
                if (!(v instanceof PyBool b)) {
                    throw new IllegalArgumentException("config field '" + field + "' must be true or false");
                }
                yield b.value();
            }
            case DecimalSpec d -> {
                if (v instanceof PyFloat f) {
                    yield f.value();
                }
                if (v instanceof PyInt i) {
                    yield PyNumbers.intToFloat(i.value());
                }
                throw new IllegalArgumentException("config field '" + field + "' must be a number");
            }
            case IntSpec n -> {
                if (!(v instanceof PyInt i)) {
                    throw new IllegalArgumentException("config field '" + field + "' must be an integer");
                }
                if (!i.fitsInt()) {
                    throw new IllegalArgumentException("config field '" + field + "' is out of range: " + i.repr());
                }
                yield i.intValue();
            }
            case ChoiceSpec c -> {
                if (!(v instanceof PyStr s)) {
                    throw new IllegalArgumentException("config field '" + field + "' must be a string");
                }
                yield s.value();
            }
        };
    }

    /** A knob's JSON value from its text in a link ({@link ConfigCodes}), read as the knob's spec reads a text. */
    static PyObject fromText(ParamSpec<?> knob, String text) {
        return py(recordValue(knob, knob.parse(text)));
    }

    private static DecimalSpec probability(String name, double dflt) {
        return new DecimalSpec(name, List.of(), dflt, DecimalSpec.Rule.PROBABILITY, STEP);
    }

    private static Optional<String> unicode(String model) {
        for (int i = 0; i < model.length(); i++) {
            if (Character.isSurrogate(model.charAt(i))
                    && !(Character.isHighSurrogate(model.charAt(i))
                            && i + 1 < model.length()
                            && Character.isLowSurrogate(model.charAt(++i)))) {
                return Optional.of("must be valid Unicode text");
            }
        }
        return Optional.empty();
    }
}
