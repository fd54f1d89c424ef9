package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.params.AgentConfigs.ConfigCodes;
import com.agenteval.workbench.core.params.ParamSpec.ChoiceSpec;
import com.agenteval.workbench.core.params.ParamSpec.DecimalSpec;
import com.agenteval.workbench.core.params.ParamSpec.FlagSpec;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.ParamSpec.InvalidParameterException;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Every "personality" knob of a simulated agent ({@code AgentConfig}); each knob's name, default, range and
 * message are declared once in {@link AgentKnobs}. Each {@code p*} is the probability of one
 * kind of mistake at every place it can happen.
 *
 * <pre>{@code
 * AgentConfig base = AgentConfigs.PLAN_EXEC;
 * AgentConfig noisy = base.replace("noisy").pPlan(0.3).pSkip(0.2).build();   // BASE.replace("noisy", ...)
 * AgentConfig large = base.scaled("plan_exec_large", 0.35).price(5.0).model("large").build();
 * }</pre>
 *
 * @param name           the config's name
 * @param planner        plan first, then execute (false: ReAct, no explicit plan)
 * @param tools          false: answer from memory only ("direct"; only run_config honours it)
 * @param pPlan          flawed plan (a fetch step missing, or the order reversed) → PQ
 * @param pTool          a fetch uses web_search instead of the database → TS
 * @param pArgs          wrong arguments in a call → TC
 * @param pSkip          skip a planned fetch and answer from memory → PA + LC
 * @param pIgnore        the tool returned the right value but the agent writes down another → LC + TC
 * @param pLoop          repeat a call that already succeeded → EE
 * @param pSlip          the final answer misstates the result → GF
 * @param pFormat        the plan does not end with {@code <end_plan>} → LC (low impact)
 * @param pRecover       after a tool error, the agent fixes the arguments and retries
 * @param rho            correlation of the same mistake across runs of the same task (see core.agent.Chance)
 * @param reflect        probability that reflection fixes each visible high-impact problem
 * @param attempts       retry: at most this many runs, a verifier checks each
 * @param verifierRecall probability that the verifier notices each visible problem
 * @param votes          vote: independent runs, majority answer
 * @param price          $ per million tokens (a fictional list price)
 * @param model          model name; configs of the same model share task difficulty
 */
public record AgentConfig(
        String name,
        boolean planner,
        boolean tools,
        double pPlan,
        double pTool,
        double pArgs,
        double pSkip,
        double pIgnore,
        double pLoop,
        double pSlip,
        double pFormat,
        double pRecover,
        double rho,
        double reflect,
        int attempts,
        double verifierRecall,
        int votes,
        double price,
        String model) {

    /** {@code AgentConfig.FIELDS}, in the module's order. */
    public static final List<String> FIELDS = AgentKnobs.names();

    /** {@code AgentConfig.ERROR_FIELDS}: the ones {@link #scaled} multiplies. */
    public static final List<String> ERROR_FIELDS =
            AgentKnobs.ERRORS.stream().map(ParamSpec::name).toList();

    public AgentConfig {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(model, "model");
        check(List.of(
                planner,
                tools,
                pPlan,
                pTool,
                pArgs,
                pSkip,
                pIgnore,
                pLoop,
                pSlip,
                pFormat,
                pRecover,
                rho,
                reflect,
                attempts,
                verifierRecall,
                votes,
                price,
                model));
    }

    /** Each value (in {@link AgentKnobs#ALL} order) in its knob's range, else the knob's message. */
    private static void check(List<Object> values) {
        for (int i = 0; i < values.size(); i++) {
            AgentKnobs.check(AgentKnobs.ALL.get(i), values.get(i));
        }
    }

    /** The knobs' values, in {@link AgentKnobs#ALL} order (an int for a count). */
    public List<Object> values() {
        return List.of(
                planner,
                tools,
                pPlan,
                pTool,
                pArgs,
                pSkip,
                pIgnore,
                pLoop,
                pSlip,
                pFormat,
                pRecover,
                rho,
                reflect,
                attempts,
                verifierRecall,
                votes,
                price,
                model);
    }

    /** {@code AgentConfig(name)}: the module's defaults (the "perfect" agent: no mistakes). */
    public static Builder builder(String name) {
        return new Builder(
                name, AgentKnobs.ALL.stream().map(AgentKnobs::recordDefault).toArray());
    }

    /** {@code cfg.replace(name, **kw)}: a copy to change a few fields of. */
    public Builder replace(String newName) {
        return new Builder(newName, values().toArray());
    }

    /** {@code cfg.scaled(name, factor, **kw)}: every error probability times factor (a "stronger model"). */
    public Builder scaled(String newName, double factor) {
        Builder b = replace(newName);
        for (DecimalSpec k : AgentKnobs.ERRORS) {
            b.put(k, (Double) b.values[AgentKnobs.ALL.indexOf(k)] * factor);
        }
        return b;
    }

    /** ref_dump's {@code config_fields(cfg)}: every field plus the name. */
    public PyDict toPy() {
        Map<String, PyObject> m = new LinkedHashMap<>();
        List<Object> values = values();
        for (int i = 0; i < values.size(); i++) {
            m.put(FIELDS.get(i), AgentKnobs.py(values.get(i)));
        }
        m.put("name", PyStr.of(name));
        return new PyDict(m);
    }

    /** Builds an {@link AgentConfig}; starts from the module's defaults ({@link AgentKnobs}) or a config's. */
    public static final class Builder {
        private final String name;
        /** The knobs' values in {@link AgentKnobs#ALL} order, as the record holds them. */
        private final Object[] values;

        private Builder(String name, Object[] values) {
            this.name = Objects.requireNonNull(name, "name");
            this.values = values;
        }

        private Builder put(ParamSpec<?> knob, Object v) {
            values[AgentKnobs.ALL.indexOf(knob)] = v;
            return this;
        }

        public Builder planner(boolean v) {
            return put(AgentKnobs.PLANNER, v);
        }

        public Builder tools(boolean v) {
            return put(AgentKnobs.TOOLS, v);
        }

        public Builder pPlan(double v) {
            return put(AgentKnobs.P_PLAN, v);
        }

        public Builder pTool(double v) {
            return put(AgentKnobs.P_TOOL, v);
        }

        public Builder pArgs(double v) {
            return put(AgentKnobs.P_ARGS, v);
        }

        public Builder pSkip(double v) {
            return put(AgentKnobs.P_SKIP, v);
        }

        public Builder pIgnore(double v) {
            return put(AgentKnobs.P_IGNORE, v);
        }

        public Builder pLoop(double v) {
            return put(AgentKnobs.P_LOOP, v);
        }

        public Builder pSlip(double v) {
            return put(AgentKnobs.P_SLIP, v);
        }

        public Builder pFormat(double v) {
            return put(AgentKnobs.P_FORMAT, v);
        }

        public Builder pRecover(double v) {
            return put(AgentKnobs.P_RECOVER, v);
        }

        public Builder rho(double v) {
            return put(AgentKnobs.RHO, v);
        }

        public Builder reflect(double v) {
            return put(AgentKnobs.REFLECT, v);
        }

        public Builder attempts(int v) {
            return put(AgentKnobs.ATTEMPTS, v);
        }

        public Builder verifierRecall(double v) {
            return put(AgentKnobs.VERIFIER_RECALL, v);
        }

        public Builder votes(int v) {
            return put(AgentKnobs.VOTES, v);
        }

        public Builder price(double v) {
            return put(AgentKnobs.PRICE, v);
        }

        public Builder model(String v) {
            return put(AgentKnobs.MODEL, Objects.requireNonNull(v, "model"));
        }

        /**
         * Sets one field by its module name from a Python value, as ref_dump's {@code resolve_config} does for a JSON
         * config: ints are accepted for float fields; a value of the wrong type is refused with a one-line message.
         *
         * @throws IllegalArgumentException for an unknown field or a value of the wrong type
         */
        public Builder set(String field, PyObject value) {
            ParamSpec<?> knob = AgentKnobs.named(field)
                    .orElseThrow(() -> new IllegalArgumentException(
                            "unknown config field '" + field + "' (fields: " + String.join(", ", FIELDS) + ")"));
            return put(knob, AgentKnobs.fromPy(knob, value));
        }

        /** The config; a knob out of its range is refused with the knob's message. */
        public AgentConfig build() {
            Object[] v = Arrays.copyOf(values, values.length);
            return new AgentConfig(
                    name,
                    (Boolean) v[0],
                    (Boolean) v[1],
                    (Double) v[2],
                    (Double) v[3],
                    (Double) v[4],
                    (Double) v[5],
                    (Double) v[6],
                    (Double) v[7],
                    (Double) v[8],
                    (Double) v[9],
                    (Double) v[10],
                    (Double) v[11],
                    (Double) v[12],
                    (Integer) v[13],
                    (Double) v[14],
                    (Integer) v[15],
                    (Double) v[16],
                    (String) v[17]);
        }
    }

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
    public static final class AgentKnobs {

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
}
