/**
 * The shell every page shares: the main layout, the lesson path, the error handler and pages, and the security
 * headers.
 */
@NullMarked
package com.agenteval.workbench.base.ui;

import org.jspecify.annotations.NullMarked;
