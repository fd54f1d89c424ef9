/**
 * The positive fixture of {@code everyPackageIsNullMarked}: a package that carries the mark.
 */
@NullMarked
package com.agenteval.workbench.archfixtures.nullmarked;

import org.jspecify.annotations.NullMarked;
