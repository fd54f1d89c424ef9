/**
 * The judge-run files the judges page lists, replays and writes.
 */
@NullMarked
package com.agenteval.workbench.app.judges;

import org.jspecify.annotations.NullMarked;
