/** {@code make_tasks}: tasks with reference plans, reference answers, db answers and ideal values; answer comparison. */
package com.agenteval.workbench.core.tasks;
