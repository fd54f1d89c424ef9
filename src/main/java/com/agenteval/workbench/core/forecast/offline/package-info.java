/**
 * Offline forecasting: the simulated forecaster and search corpus, so a run needs no key and no network.
 */
@NullMarked
package com.agenteval.workbench.core.forecast.offline;

import org.jspecify.annotations.NullMarked;
