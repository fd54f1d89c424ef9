/**
 * The simulated agent: configs, the correlated mistakes ({@link com.agenteval.workbench.core.agent.Chance}), one run
 * with its trace and ground-truth error labels, reflection, retry with a verifier, vote, direct, and format_trace.
 */
@NullMarked
package com.agenteval.workbench.core.agent;

import org.jspecify.annotations.NullMarked;
