package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.params.ParamSpec.DecimalSpec;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

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
}
