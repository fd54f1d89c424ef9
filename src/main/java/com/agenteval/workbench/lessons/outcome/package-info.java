/**
 * The outcome-versus-process lesson: measures over a task set and the lucky traces.
 */
@NullMarked
package com.agenteval.workbench.lessons.outcome;

import org.jspecify.annotations.NullMarked;
