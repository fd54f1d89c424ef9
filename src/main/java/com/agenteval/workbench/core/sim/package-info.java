/** The {@code sim} command's parameters and output (ref_dump.py's documents), and the pass^k benchmark workload. */
@NullMarked
package com.agenteval.workbench.core.sim;

import org.jspecify.annotations.NullMarked;
