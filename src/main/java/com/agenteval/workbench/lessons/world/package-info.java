/**
 * The world page: the simulated world's records and chart.
 */
@NullMarked
package com.agenteval.workbench.lessons.world;

import org.jspecify.annotations.NullMarked;
