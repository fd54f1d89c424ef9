/**
 * The tools lesson: the tool catalog, the playground call, selection figures and sweeps.
 */
@NullMarked
package com.agenteval.workbench.lessons.tools;

import org.jspecify.annotations.NullMarked;
