/**
 * Saved files: one versioned envelope ({@link com.agenteval.workbench.core.log.LogJson.LogRecord}) for every file the
 * workbench reads or writes, typed events, and migrations applied on read. Formats and versions: docs/formats.md.
 */
@NullMarked
package com.agenteval.workbench.core.log;

import org.jspecify.annotations.NullMarked;
