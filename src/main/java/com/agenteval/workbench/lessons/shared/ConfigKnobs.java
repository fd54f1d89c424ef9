package com.agenteval.workbench.lessons.shared;

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
import com.agenteval.workbench.notebook.Dependency;
import com.agenteval.workbench.notebook.Param;
import com.agenteval.workbench.notebook.ParametersCell;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * A control for every knob of {@link AgentConfig}, as page parameters whose URL keys are the module's field names
 * ({@code p_plan}, {@code rho}, {@code verifier_recall}, ...). The knobs start at plan_exec's values; together
 * they make the config called {@value #CUSTOM}.
 *
 * <pre>{@code
 * ConfigKnobs knobs = ConfigKnobs.addTo(parameters("Custom config"), this::getTranslation, true);
 * output(cell, () -> run(knobs.config()), knobs);
 * }</pre>
 */
public final class ConfigKnobs implements Dependency {

    /** The config choice that means "use the knobs". */
    public static final String CUSTOM = "custom";

    /** Knobs only run_config reads (direct, retry, vote): a single trace ignores them. */
    public static final List<String> STRATEGY_KNOBS = Stream.of(
                    AgentKnobs.TOOLS, AgentKnobs.ATTEMPTS, AgentKnobs.VERIFIER_RECALL, AgentKnobs.VOTES)
            .map(ParamSpec::name)
            .toList();

    private final Map<String, Param<?>> knobs = new LinkedHashMap<>();
    /** The custom config's name, as its link gave it ({@code skippy:plan_exec,...}); "custom" otherwise. */
    private String customName = CUSTOM;

    private ConfigKnobs() {}

    /** The config choices of a page: every standard config by name, then {@link #CUSTOM}. */
    public static List<String> choices() {
        List<String> keys = new ArrayList<>(AgentConfigs.names());
        keys.add(CUSTOM);
        return keys;
    }

    /**
     * Adds the knobs to a parameter cell, labelled {@code agent.knob.<field>}.
     *
     * @param withStrategy also the run_config knobs ({@link #STRATEGY_KNOBS}); without them they keep
     *                     plan_exec's values (tools on, one attempt, one vote)
     */
    public static ConfigKnobs addTo(ParametersCell cell, Function<String, String> translate, boolean withStrategy) {
        ConfigKnobs k = new ConfigKnobs();
        AgentConfig base = AgentConfigs.PLAN_EXEC;
        List<Object> start = base.values();
        for (int i = 0; i < AgentKnobs.ALL.size(); i++) {
            ParamSpec<?> knob = AgentKnobs.ALL.get(i);
            if (!withStrategy && STRATEGY_KNOBS.contains(knob.name())) {
                continue;
            }
            // the declared knob: its key, range and message; labelled as the lesson names it
            String label = translate.apply("agent.knob." + knob.name());
            Param<?> p = switch (knob) {
                case FlagSpec f -> cell.bool(f, label, (Boolean) start.get(i));
                case IntSpec n -> cell.integer(n, label, (Integer) start.get(i));
                case DecimalSpec d -> cell.decimal(d, label, (Double) start.get(i));
                case ChoiceSpec c -> cell.choice(c.name(), label, c.options(), (String) start.get(i), m -> m, m -> m);
            };
            k.knobs.put(knob.name(), p);
        }
        return k;
    }

    /** The custom config the knobs describe. */
    public AgentConfig config() {
        AgentConfig.Builder b = AgentConfigs.PLAN_EXEC.replace(customName);
        knobs.forEach((field, p) -> b.set(field, AgentKnobs.py(p.value())));
        return b.build();
    }

    /** The knob fields this instance shows, in the module's order. */
    public List<String> fields() {
        return List.copyOf(knobs.keySet());
    }

    @Override
    public List<Param<?>> params() {
        return new ArrayList<>(knobs.values());
    }

    /**
     * A page's URL read for the knobs: a config code ({@code config=skippy:plan_exec,p_skip=0.3}, or the alias
     * {@code cfg=}) becomes {@code config=custom} plus the knobs, so the fields show it. Other queries are returned
     * as they are. A code that does not read back keeps its text, so the config field shows the module's message.
     */
    public Map<String, List<String>> expand(Map<String, List<String>> query) {
        String key = Parameters.CONFIG.name();
        List<String> given = query.containsKey(key) ? query.get(key) : query.get("cfg");
        if (given == null || given.isEmpty() || !ConfigCodes.isCode(given.get(0))) {
            return query;
        }
        Map<String, List<String>> q = new LinkedHashMap<>(query);
        q.remove("cfg");
        try {
            AgentConfig c = ConfigCodes.decode(given.get(0));
            customName = c.name();
            q.put(key, List.of(CUSTOM));
            query(c).forEach((k, v) -> q.put(k, List.of(v)));
        } catch (IllegalArgumentException e) {
            q.put(key, given);
        }
        return q;
    }

    /**
     * The inverse of {@link #expand}: the knob keys out, and a custom config as its code, so a link carries only the
     * knobs that differ from the base, in {@link AgentConfig#FIELDS} order.
     */
    public Map<String, List<String>> compact(Map<String, List<String>> query) {
        Map<String, List<String>> q = new LinkedHashMap<>(query);
        knobs.keySet().forEach(q::remove);
        String key = Parameters.CONFIG.name();
        if (List.of(CUSTOM).equals(q.get(key))) {
            q.put(key, List.of(ConfigCodes.encode(config())));
        }
        return q;
    }

    /** Every knob of a config as URL query texts (key: field name), as the knob parameters write them. */
    public static Map<String, String> query(AgentConfig c) {
        Map<String, String> q = new LinkedHashMap<>();
        c.toPy().entries().forEach((field, v) -> {
            if (!field.equals("name")) {
                q.put(field, ConfigCodes.text(v));
            }
        });
        return q;
    }
}
