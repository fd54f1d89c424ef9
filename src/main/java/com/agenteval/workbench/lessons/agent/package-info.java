/**
 * The agent-run lesson: one run's trace timeline, side-by-side traces, seed sweeps, strategies and the live agent.
 */
@NullMarked
package com.agenteval.workbench.lessons.agent;

import org.jspecify.annotations.NullMarked;
