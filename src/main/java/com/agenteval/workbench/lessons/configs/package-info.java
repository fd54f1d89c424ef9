/**
 * The configurations lesson: comparing agent configs with intervals, the custom-config form and its links, live points.
 */
@NullMarked
package com.agenteval.workbench.lessons.configs;

import org.jspecify.annotations.NullMarked;
