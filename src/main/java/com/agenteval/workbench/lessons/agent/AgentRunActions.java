package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.lessons.shared.AgentRun;
import com.agenteval.workbench.lessons.shared.AgentRuns;
import com.agenteval.workbench.lessons.shared.ConfigKnobs;
import com.agenteval.workbench.lessons.shared.RunSpec;

import com.agenteval.workbench.core.agent.AgentConfig;
import com.agenteval.workbench.core.agent.AgentConfigs;
import com.agenteval.workbench.core.params.ConfigCodes;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.notebook.OrderedQuery;
import com.agenteval.workbench.app.session.SimSession;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.router.QueryParameters;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What the agent page does when the student presses one of {@link RunActions}' buttons: run again with a new seed,
 * pin the run (kept in {@link AgentRunSession}) or unpin it, copy a config's knobs, save a custom config. The page
 * gives it the current run's spec and what to do afterwards; it holds no state of its own.
 */
final class AgentRunActions {

    private final SimSession sim;
    private final AgentRunSession session;
    private final RunActions actions;

    /**
     * @param spec      the current run's spec
     * @param selected  the config the page shows now
     * @param newSeed   sets the run seed (a navigation, which re-runs the outputs)
     * @param pinned    re-runs every output after a pin changed state outside the parameters
     * @param query     the page's query now, which copying a config changes
     */
    AgentRunActions(SimSession sim, AgentRunSession session, RunActions actions,
                    Supplier<RunSpec> spec, Supplier<AgentConfig> selected, Supplier<BigInteger> seed,
                    Consumer<BigInteger> newSeed, Runnable pinned, Supplier<QueryParameters> query) {
        this.sim = sim;
        this.session = session;
        this.actions = actions;
        actions.addRunAgainListener(e -> newSeed.accept(newRunSeed(seed.get())));
        actions.addPinListener(e -> {
            if (pin(e.value(), spec)) {
                pinned.run();
            }
        });
        actions.addCopyListener(e -> customize(e.value(), query.get()));
        actions.addSaveListener(e -> save(e.value(), selected.get()));
    }

    /** Switches to the custom config with every knob taken from {@code c}, in one navigation. */
    private static void customize(AgentConfig c, QueryParameters now) {
        Map<String, List<String>> q = new LinkedHashMap<>(now.getParameters());
        q.put(Parameters.CONFIG.name(), List.of(ConfigCodes.encode(c.replace(ConfigKnobs.CUSTOM).build())));
        UI.getCurrent().navigate(AgentRunPage.ROUTE, new OrderedQuery(q));
    }

    /** The pinned run, run again from its spec (the session keeps the spec, never the trace); null when none. */
    AgentRun pinnedRun() {
        return session.pinned().map(p -> {
            World pw = sim.world(p.world());
            return AgentRuns.run(pw, Tasks.make(pw, p.tasks(), p.taskSeed(), p.newData()), p);
        }).orElse(null);
    }

    /** The configs whose knobs can be copied: the standard ones, the perfect agent and the session's own. */
    List<AgentConfig> copyable() {
        List<AgentConfig> list = new ArrayList<>(AgentConfigs.standard());
        list.add(AgentConfigs.PERFECT);
        list.addAll(sim.customConfigs());
        return list;
    }

    private static BigInteger newRunSeed(BigInteger current) {
        BigInteger next;
        do {
            next = BigInteger.valueOf(ThreadLocalRandom.current().nextInt(1_000_000));
        } while (next.equals(current));
        return next;
    }

    private boolean pin(boolean pin, Supplier<RunSpec> spec) {
        if (pin) {
            try {
                session.pin(spec.get());
            } catch (IllegalArgumentException e) {
                Notification.show(e.getMessage());
                return false;
            }
        } else {
            session.unpin();
        }
        return true;
    }

    private void save(String name, AgentConfig selected) {
        if (name.isEmpty() || AgentConfigs.byName(name) != null || name.equals(ConfigKnobs.CUSTOM)) {
            actions.setSaveNameError(actions.getTranslation("agent.action.save-invalid"));
            return;
        }
        actions.setSaveNameError(null);
        sim.saveCustomConfig(selected.replace(name).build());
        actions.setCopyableConfigs(copyable());
        Notification.show(actions.getTranslation("agent.action.saved", name));
    }
}
