/**
 * The forecasting pages' services: the run-trace store and its watcher, the offline research agent's runs, and
 * each session's own runs.
 */
@NullMarked
package com.agenteval.workbench.app.forecast;

import org.jspecify.annotations.NullMarked;
