/**
 * The research agent, the forecasting panel and the tracing model client, as the book's notebook runs them.
 */
@NullMarked
package com.agenteval.workbench.core.forecast.agent;

import org.jspecify.annotations.NullMarked;
