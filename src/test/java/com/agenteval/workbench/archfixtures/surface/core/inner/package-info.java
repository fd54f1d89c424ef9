/** Fixture: a package-info, which the share of public classes leaves out. */
@NullMarked
package com.agenteval.workbench.archfixtures.surface.core.inner;

import org.jspecify.annotations.NullMarked;
