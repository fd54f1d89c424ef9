/**
 * Reusable notebook cells (explanation, parameters, table, chart, code, compare, key figures) and the page frame that orders them; no domain logic.
 */
@NullMarked
package com.agenteval.workbench.notebook;

import org.jspecify.annotations.NullMarked;
