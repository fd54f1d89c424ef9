/**
 * The UI's languages (English and Simplified Chinese) and where their strings come from.
 */
@NullMarked
package com.agenteval.workbench.base.i18n;

import org.jspecify.annotations.NullMarked;
