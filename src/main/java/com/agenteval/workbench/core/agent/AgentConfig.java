package com.agenteval.workbench.core.agent;

import com.agenteval.workbench.core.python.PyBool;
import com.agenteval.workbench.core.python.PyDict;
import com.agenteval.workbench.core.python.PyFloat;
import com.agenteval.workbench.core.python.PyInt;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyStr;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Every "personality" knob of a simulated agent ({@code AgentConfig}). Each {@code p*} is the probability of one
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
 * @param rho            correlation of the same mistake across runs of the same task (see {@link Chance})
 * @param reflect        probability that reflection fixes each visible high-impact problem
 * @param attempts       retry: at most this many runs, a verifier checks each
 * @param verifierRecall probability that the verifier notices each visible problem
 * @param votes          vote: independent runs, majority answer
 * @param price          $ per million tokens (a fictional list price)
 * @param model          model name; configs of the same model share task difficulty
 */
public record AgentConfig(String name, boolean planner, boolean tools, double pPlan, double pTool, double pArgs,
                          double pSkip, double pIgnore, double pLoop, double pSlip, double pFormat, double pRecover,
                          double rho, double reflect, int attempts, double verifierRecall, int votes, double price,
                          String model) {

    /** {@code AgentConfig.FIELDS}, in the module's order. */
    public static final List<String> FIELDS = List.of("planner", "tools", "p_plan", "p_tool", "p_args", "p_skip",
            "p_ignore", "p_loop", "p_slip", "p_format", "p_recover", "rho", "reflect", "attempts", "verifier_recall",
            "votes", "price", "model");

    /** {@code AgentConfig.ERROR_FIELDS}: the ones {@link #scaled} multiplies. */
    public static final List<String> ERROR_FIELDS = List.of("p_plan", "p_tool", "p_args", "p_skip", "p_ignore",
            "p_loop", "p_slip", "p_format");

    public AgentConfig {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(model, "model");
        probability("p_plan", pPlan);
        probability("p_tool", pTool);
        probability("p_args", pArgs);
        probability("p_skip", pSkip);
        probability("p_ignore", pIgnore);
        probability("p_loop", pLoop);
        probability("p_slip", pSlip);
        probability("p_format", pFormat);
        probability("p_recover", pRecover);
        probability("rho", rho);
        probability("reflect", reflect);
        probability("verifier_recall", verifierRecall);
        if (attempts < 1 || attempts > 1000) {
            throw new IllegalArgumentException("attempts must be between 1 and 1000, got " + attempts);
        }
        if (votes < 1 || votes > 1000) {
            throw new IllegalArgumentException("votes must be between 1 and 1000, got " + votes);
        }
        if (!(price >= 0.0) || Double.isInfinite(price)) {
            throw new IllegalArgumentException("price must be a finite number >= 0, got " + price);
        }
        for (int i = 0; i < model.length(); i++) {
            if (Character.isSurrogate(model.charAt(i))
                    && !(Character.isHighSurrogate(model.charAt(i)) && i + 1 < model.length()
                    && Character.isLowSurrogate(model.charAt(++i)))) {
                throw new IllegalArgumentException("model must be valid Unicode text");
            }
        }
    }

    private static void probability(String field, double p) {
        if (!(p >= 0.0 && p <= 1.0)) {
            throw new IllegalArgumentException(field + " must be a probability in [0, 1], got " + p);
        }
    }

    /** {@code AgentConfig(name)}: the module's defaults (the "perfect" agent: no mistakes). */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    /** {@code cfg.replace(name, **kw)}: a copy to change a few fields of. */
    public Builder replace(String newName) {
        Builder b = new Builder(newName);
        b.planner = planner;
        b.tools = tools;
        b.pPlan = pPlan;
        b.pTool = pTool;
        b.pArgs = pArgs;
        b.pSkip = pSkip;
        b.pIgnore = pIgnore;
        b.pLoop = pLoop;
        b.pSlip = pSlip;
        b.pFormat = pFormat;
        b.pRecover = pRecover;
        b.rho = rho;
        b.reflect = reflect;
        b.attempts = attempts;
        b.verifierRecall = verifierRecall;
        b.votes = votes;
        b.price = price;
        b.model = model;
        return b;
    }

    /** {@code cfg.scaled(name, factor, **kw)}: every error probability times factor (a "stronger model"). */
    public Builder scaled(String newName, double factor) {
        return replace(newName).pPlan(pPlan * factor).pTool(pTool * factor).pArgs(pArgs * factor)
                .pSkip(pSkip * factor).pIgnore(pIgnore * factor).pLoop(pLoop * factor).pSlip(pSlip * factor)
                .pFormat(pFormat * factor);
    }

    /** ref_dump's {@code config_fields(cfg)}: every field plus the name. */
    public PyDict toPy() {
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("planner", PyBool.of(planner));
        m.put("tools", PyBool.of(tools));
        m.put("p_plan", PyFloat.of(pPlan));
        m.put("p_tool", PyFloat.of(pTool));
        m.put("p_args", PyFloat.of(pArgs));
        m.put("p_skip", PyFloat.of(pSkip));
        m.put("p_ignore", PyFloat.of(pIgnore));
        m.put("p_loop", PyFloat.of(pLoop));
        m.put("p_slip", PyFloat.of(pSlip));
        m.put("p_format", PyFloat.of(pFormat));
        m.put("p_recover", PyFloat.of(pRecover));
        m.put("rho", PyFloat.of(rho));
        m.put("reflect", PyFloat.of(reflect));
        m.put("attempts", PyInt.of(attempts));
        m.put("verifier_recall", PyFloat.of(verifierRecall));
        m.put("votes", PyInt.of(votes));
        m.put("price", PyFloat.of(price));
        m.put("model", PyStr.of(model));
        m.put("name", PyStr.of(name));
        return new PyDict(m);
    }

    /** Builds an {@link AgentConfig}; starts from the module's defaults. */
    public static final class Builder {
        private final String name;
        private boolean planner = true;
        private boolean tools = true;
        private double pPlan;
        private double pTool;
        private double pArgs;
        private double pSkip;
        private double pIgnore;
        private double pLoop;
        private double pSlip;
        private double pFormat;
        private double pRecover = 0.6;
        private double rho = 0.5;
        private double reflect;
        private int attempts = 1;
        private double verifierRecall = 0.8;
        private int votes = 1;
        private double price = 1.0;
        private String model = "small";

        private Builder(String name) {
            this.name = Objects.requireNonNull(name, "name");
        }

        public Builder planner(boolean v) {
            planner = v;
            return this;
        }

        public Builder tools(boolean v) {
            tools = v;
            return this;
        }

        public Builder pPlan(double v) {
            pPlan = v;
            return this;
        }

        public Builder pTool(double v) {
            pTool = v;
            return this;
        }

        public Builder pArgs(double v) {
            pArgs = v;
            return this;
        }

        public Builder pSkip(double v) {
            pSkip = v;
            return this;
        }

        public Builder pIgnore(double v) {
            pIgnore = v;
            return this;
        }

        public Builder pLoop(double v) {
            pLoop = v;
            return this;
        }

        public Builder pSlip(double v) {
            pSlip = v;
            return this;
        }

        public Builder pFormat(double v) {
            pFormat = v;
            return this;
        }

        public Builder pRecover(double v) {
            pRecover = v;
            return this;
        }

        public Builder rho(double v) {
            rho = v;
            return this;
        }

        public Builder reflect(double v) {
            reflect = v;
            return this;
        }

        public Builder attempts(int v) {
            attempts = v;
            return this;
        }

        public Builder verifierRecall(double v) {
            verifierRecall = v;
            return this;
        }

        public Builder votes(int v) {
            votes = v;
            return this;
        }

        public Builder price(double v) {
            price = v;
            return this;
        }

        public Builder model(String v) {
            model = v;
            return this;
        }

        /**
         * Sets one field by its module name from a Python value, as ref_dump's {@code resolve_config} does for a JSON
         * config: ints are accepted for float fields; a value of the wrong type is refused with a one-line message.
         *
         * @throws IllegalArgumentException for an unknown field or a value of the wrong type
         */
        public Builder set(String field, PyObject value) {
            switch (field) {
                case "planner" -> planner = bool(field, value);
                case "tools" -> tools = bool(field, value);
                case "p_plan" -> pPlan = number(field, value);
                case "p_tool" -> pTool = number(field, value);
                case "p_args" -> pArgs = number(field, value);
                case "p_skip" -> pSkip = number(field, value);
                case "p_ignore" -> pIgnore = number(field, value);
                case "p_loop" -> pLoop = number(field, value);
                case "p_slip" -> pSlip = number(field, value);
                case "p_format" -> pFormat = number(field, value);
                case "p_recover" -> pRecover = number(field, value);
                case "rho" -> rho = number(field, value);
                case "reflect" -> reflect = number(field, value);
                case "attempts" -> attempts = integer(field, value);
                case "verifier_recall" -> verifierRecall = number(field, value);
                case "votes" -> votes = integer(field, value);
                case "price" -> price = number(field, value);
                case "model" -> {
                    if (!(value instanceof PyStr s)) {
                        throw new IllegalArgumentException("config field 'model' must be a string");
                    }
                    model = s.value();
                }
                default -> throw new IllegalArgumentException("unknown config field '" + field + "' (fields: "
                        + String.join(", ", FIELDS) + ")");
            }
            return this;
        }

        private static boolean bool(String field, PyObject v) {
            if (!(v instanceof PyBool b)) {
                throw new IllegalArgumentException("config field '" + field + "' must be true or false");
            }
            return b.value();
        }

        private static double number(String field, PyObject v) {
            if (v instanceof PyFloat f) {
                return f.value();
            }
            if (v instanceof PyInt i) {
                return com.agenteval.workbench.core.python.PyNumbers.intToFloat(i.value());
            }
            throw new IllegalArgumentException("config field '" + field + "' must be a number");
        }

        private static int integer(String field, PyObject v) {
            if (!(v instanceof PyInt i)) {
                throw new IllegalArgumentException("config field '" + field + "' must be an integer");
            }
            if (!i.fitsInt()) {
                throw new IllegalArgumentException("config field '" + field + "' is out of range: " + i.repr());
            }
            return i.intValue();
        }

        public AgentConfig build() {
            return new AgentConfig(name, planner, tools, pPlan, pTool, pArgs, pSkip, pIgnore, pLoop, pSlip, pFormat,
                    pRecover, rho, reflect, attempts, verifierRecall, votes, price, model);
        }
    }
}
