/**
 * Long work and its ports: a {@link com.agenteval.workbench.core.jobs.Job.Cancellation} a job checks between its steps,
 * the {@link com.agenteval.workbench.core.jobs.Job.SessionJobs} runner of a session's jobs by
 * {@link com.agenteval.workbench.core.jobs.Job.JobKind}, and the {@link com.agenteval.workbench.core.jobs.Job.ComputeLanes}
 * the notebook's outputs compute in.
 *
 * <p>The ports live here, not in {@code notebook}, because both sides must name the same values: a page's cells
 * declare a {@code JobKind} and its {@code Work}, the notebook's job binding follows a {@code Job} to its
 * {@code JobEnd}, and {@code app.jobs} runs them. {@code app} may not see {@code notebook}, so a port there would need
 * its own copies of these types and an adapter translating between the two; here there is one declaration of each,
 * in plain Java, and {@code app.jobs} implements the ports directly.
 */
@NullMarked
package com.agenteval.workbench.core.jobs;

import org.jspecify.annotations.NullMarked;
