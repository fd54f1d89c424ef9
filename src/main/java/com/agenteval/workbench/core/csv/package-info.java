/**
 * The one CSV writer (RFC 4180, with spreadsheet-formula quoting) every table export goes through.
 */
@NullMarked
package com.agenteval.workbench.core.csv;

import org.jspecify.annotations.NullMarked;
