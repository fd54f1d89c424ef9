/**
 * Live runs of the agent in the simulated world, and the store of the saved runs.
 */
@NullMarked
package com.agenteval.workbench.app.live.agent;

import org.jspecify.annotations.NullMarked;
