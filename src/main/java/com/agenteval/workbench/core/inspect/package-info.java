/**
 * Exports of the workbench's runs as Inspect AI eval logs (log version 2).
 */
@NullMarked
package com.agenteval.workbench.core.inspect;

import org.jspecify.annotations.NullMarked;
