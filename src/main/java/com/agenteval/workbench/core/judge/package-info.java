/**
 * Judges of agent traces: rule, outcome and trajectory judges, findings and scorecards.
 */
@NullMarked
package com.agenteval.workbench.core.judge;

import org.jspecify.annotations.NullMarked;
