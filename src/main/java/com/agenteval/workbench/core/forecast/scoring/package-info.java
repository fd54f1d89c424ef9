/**
 * Scoring resolved forecasts: Brier and log scores, calibration.
 */
@NullMarked
package com.agenteval.workbench.core.forecast.scoring;

import org.jspecify.annotations.NullMarked;
