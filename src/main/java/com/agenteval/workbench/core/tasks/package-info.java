/** {@code make_tasks}: tasks with reference plans, reference answers, db answers and ideal values; answer comparison. */
@NullMarked
package com.agenteval.workbench.core.tasks;

import org.jspecify.annotations.NullMarked;
