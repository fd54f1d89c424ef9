/**
 * A live LLM agent in the simulated world: a real model gets a lecture task and the six tools as native tool
 * definitions, runs with a turn budget against a world, and leaves a {@link com.agenteval.workbench.core.agent.Trace}
 * in the simulated agent's step structure, graded against the truth exactly as the simulated agent's outcome. The
 * model is a port ({@link com.agenteval.workbench.core.llm.LlmClient}); the Spring AI adapter lives outside
 * the core. A live trace has no ground-truth error labels.
 */
@NullMarked
package com.agenteval.workbench.core.agent.live;

import org.jspecify.annotations.NullMarked;
