/**
 * The forecasting traces of the book's chapter: the run-trace file format, its derived fields and its limits.
 */
@NullMarked
package com.agenteval.workbench.core.forecast;

import org.jspecify.annotations.NullMarked;
