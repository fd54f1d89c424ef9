/** Outcome against process: demonstration 01's measures over a task set's traces (accuracy, process-clean, lucky). */
@NullMarked
package com.agenteval.workbench.core.outcome;

import org.jspecify.annotations.NullMarked;
