/**
 * Cells and parameters that several lesson pages share: agent runs, world and task-set parameters, config knobs, the Inspect log cell.
 */
@NullMarked
package com.agenteval.workbench.lessons.shared;

import org.jspecify.annotations.NullMarked;
