/**
 * The forecasting lessons: a run, its replay, the store of runs and calibration, with their cells.
 */
@NullMarked
package com.agenteval.workbench.lessons.forecast;

import org.jspecify.annotations.NullMarked;
