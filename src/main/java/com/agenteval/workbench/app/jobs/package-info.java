/**
 * The one place background work runs: the named, bounded pools, the job runner of long work and the fair compute
 * pool of the notebook pages.
 */
@NullMarked
package com.agenteval.workbench.app.jobs;

import org.jspecify.annotations.NullMarked;
