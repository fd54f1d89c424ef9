/**
 * The folder of saved forecasting runs: listing, loading, saving atomically, exporting.
 */
@NullMarked
package com.agenteval.workbench.core.forecast.store;

import org.jspecify.annotations.NullMarked;
