package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.AgentConfigs.ConfigCodes;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.lessons.shared.AgentRun;
import com.agenteval.workbench.lessons.shared.AgentRuns;
import com.agenteval.workbench.lessons.shared.ConfigKnobs;
import com.agenteval.workbench.lessons.shared.RunSpec;
import com.agenteval.workbench.notebook.OrderedQuery;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.router.QueryParameters;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * What the agent page's {@link RunActions} buttons mean, short of the session: run again with a new seed and copy a
 * config's knobs (navigations), and what a pin or a save would keep, with the cell's feedback. It holds no service:
 * the page keeps the pin in {@link AgentRunSession} and saves configs in the session's SimSession.
 */
final class AgentRunActions {

    private final RunActions actions;
    private final RunParams params;

    /** Wires run again (a new run seed) and copy (the custom config from a config's knobs) to the page's query. */
    AgentRunActions(RunActions actions, RunParams params, Supplier<QueryParameters> query) {
        this.actions = actions;
        this.params = params;
        actions.addRunAgainListener(e -> params.runSeed.set(newRunSeed(params.runSeed.value())));
        actions.addCopyListener(e -> customize(e.value(), query.get()));
    }

    /**
     * The pin after the student pressed pin ({@code pin}) or unpin: the current run's spec, or none. When the
     * parameters make no run (a task beyond the set), says why and keeps {@code now}.
     */
    Optional<RunSpec> pinned(boolean pin, Optional<RunSpec> now) {
        if (!pin) {
            return Optional.empty();
        }
        try {
            return Optional.of(params.spec(params.selected()));
        } catch (IllegalArgumentException e) {
            Notification.show(e.getMessage());
            return now;
        }
    }

    /** The current config under {@code name}, to save; empty (and the name field says why) when the name is taken. */
    Optional<AgentConfig> toSave(String name) {
        boolean free = !name.isEmpty() && AgentConfigs.byName(name) == null && !name.equals(ConfigKnobs.CUSTOM);
        actions.setSaveNameError(free ? null : actions.getTranslation("agent.action.save-invalid"));
        return free ? Optional.of(params.selected().replace(name).build()) : Optional.empty();
    }

    /** After a save: the session's configs {@code custom} are offered for copying, and the student is told. */
    void saved(AgentConfig config, List<AgentConfig> custom) {
        actions.setCopyableConfigs(copyable(custom));
        Notification.show(actions.getTranslation("agent.action.saved", config.name()));
    }

    /** The configs whose knobs can be copied: the standard ones, the perfect agent and the session's own. */
    static List<AgentConfig> copyable(List<AgentConfig> custom) {
        List<AgentConfig> list = new ArrayList<>(AgentConfigs.standard());
        list.add(AgentConfigs.PERFECT);
        list.addAll(custom);
        return list;
    }

    /** The pinned run, run again from its spec (the session keeps the spec, never the trace); null when none. */
    static @Nullable AgentRun pinnedRun(Optional<RunSpec> pinned, Function<WorldSpec, World> worlds) {
        return pinned.map(p -> {
                    World pw = worlds.apply(p.world());
                    return AgentRuns.run(pw, Tasks.make(pw, p.tasks(), p.taskSeed(), p.newData()), p);
                })
                .orElse(null);
    }

    /** Switches to the custom config with every knob taken from {@code c}, in one navigation. */
    private static void customize(AgentConfig c, QueryParameters now) {
        Map<String, List<String>> q = new LinkedHashMap<>(now.getParameters());
        q.put(
                Parameters.CONFIG.name(),
                List.of(ConfigCodes.encode(c.replace(ConfigKnobs.CUSTOM).build())));
        UI.getCurrent().navigate(AgentRunPage.ROUTE, new OrderedQuery(q));
    }

    private static BigInteger newRunSeed(BigInteger current) {
        BigInteger next;
        do {
            next = BigInteger.valueOf(ThreadLocalRandom.current().nextInt(1_000_000));
        } while (next.equals(current));
        return next;
    }
}
