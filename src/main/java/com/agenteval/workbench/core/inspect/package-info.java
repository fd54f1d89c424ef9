/**
 * Exports of the workbench's runs as Inspect AI eval logs (log version 2). From outside, through
 * {@link com.agenteval.workbench.core.inspect.InspectLogs}: a simulated run, the book's run traces, a recorded judge
 * run or a saved live run, each as one log, and the file name Inspect gives it.
 */
@NullMarked
package com.agenteval.workbench.core.inspect;

import org.jspecify.annotations.NullMarked;
