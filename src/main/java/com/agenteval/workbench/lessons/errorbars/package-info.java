/**
 * The error-bars lab: runs over seeds and the tables and intervals they give.
 */
@NullMarked
package com.agenteval.workbench.lessons.errorbars;

import org.jspecify.annotations.NullMarked;
