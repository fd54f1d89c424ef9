/**
 * Cancelling long work: a {@link com.agenteval.workbench.core.jobs.Cancellation} a job checks between its steps.
 */
@NullMarked
package com.agenteval.workbench.core.jobs;

import org.jspecify.annotations.NullMarked;
