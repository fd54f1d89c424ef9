/**
 * Deterministic results shared by every session, computed once through one bounded cache.
 */
@NullMarked
package com.agenteval.workbench.app.cache;

import org.jspecify.annotations.NullMarked;
