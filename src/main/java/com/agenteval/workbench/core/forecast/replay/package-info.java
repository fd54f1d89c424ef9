/**
 * Replaying a saved forecasting run: aggregation, quality gates and the checks a page shows.
 */
@NullMarked
package com.agenteval.workbench.core.forecast.replay;

import org.jspecify.annotations.NullMarked;
