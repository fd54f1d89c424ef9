/**
 * The simulated agent world of lecture 14, ported from {@code agent_world.py} so that every number equals the
 * reference module's, bit for bit. Pure Java: nothing here depends on Spring or Vaadin; randomness is always passed
 * in as a {@link com.agenteval.workbench.core.python.PyRandom}.
 *
 * <p>Entry points for pages and judges:
 * <ul>
 *   <li>{@link com.agenteval.workbench.core.world.World.WorldSpec} → {@link com.agenteval.workbench.core.world.World}:
 *       the four versions (truth, db, web, memory) and the stale keys;</li>
 *   <li>{@link com.agenteval.workbench.core.tasks.Tasks#make} → {@link com.agenteval.workbench.core.tasks.Task};</li>
 *   <li>{@link com.agenteval.workbench.core.tools.Tools#execute} (the playground; never throws),
 *       {@link com.agenteval.workbench.core.tools.ToolSpecs} (schemas and descriptions);</li>
 *   <li>{@link com.agenteval.workbench.core.params.AgentConfigs}, {@link com.agenteval.workbench.core.agent.Agent}
 *       ({@code runAgent} → {@link com.agenteval.workbench.core.agent.Trace} with steps and
 *       {@link com.agenteval.workbench.core.agent.Trace.ErrorLabel}s; {@code runConfig} / {@code outcome}),
 *       {@link com.agenteval.workbench.core.agent.Trace.TraceFormatter};</li>
 *   <li>{@link com.agenteval.workbench.core.reliability.ConfigResults} (a config over a task set, k runs each,
 *       pass^k via {@link com.agenteval.workbench.core.reliability.ConfigResults.PassK});</li>
 *   <li>{@link com.agenteval.workbench.core.sim.SelectionExperiment} (tool selection by description over a
 *       {@link com.agenteval.workbench.core.tools.ToolSpecs.ToolCatalog});</li>
 *   <li>{@link com.agenteval.workbench.core.sim.SimParams} + {@link com.agenteval.workbench.core.sim.SimDump}: exactly
 *       what the {@code sim} command prints, for "show the command line" cells.</li>
 * </ul>
 */
@NullMarked
package com.agenteval.workbench.core;

import org.jspecify.annotations.NullMarked;
