/**
 * The parameters of the lecture's concepts (world, task set, agent config, run, selector, judge, forecaster),
 * declared once: canonical name as {@code sim} spells it, type, default, range, help text key and the module's
 * validation message. Page fields, URL keys, CLI options, the MCP world query, saved files' {@code params} and the
 * "equivalent command line" are derived from these declarations.
 */
@NullMarked
package com.agenteval.workbench.core.params;

import org.jspecify.annotations.NullMarked;
