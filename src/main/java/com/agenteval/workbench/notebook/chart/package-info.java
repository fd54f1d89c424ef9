/**
 * Chart specifications (kind, series, axes, reference lines, annotations) and their rendering through ApexCharts.
 */
@NullMarked
package com.agenteval.workbench.notebook.chart;

import org.jspecify.annotations.NullMarked;
