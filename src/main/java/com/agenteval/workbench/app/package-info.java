/**
 * The Spring services that adapt the core; this package holds what they share, the one clock.
 */
@NullMarked
package com.agenteval.workbench.app;

import org.jspecify.annotations.NullMarked;
