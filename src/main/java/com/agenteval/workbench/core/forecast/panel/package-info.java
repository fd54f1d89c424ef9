/**
 * The book's evaluation panels: the panel records, their recovered outcomes, and the panel scored by Brier and log
 * score.
 */
@NullMarked
package com.agenteval.workbench.core.forecast.panel;

import org.jspecify.annotations.NullMarked;
