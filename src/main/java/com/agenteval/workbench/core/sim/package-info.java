/** The {@code sim} command's parameters and output (ref_dump.py's documents), and the pass^k benchmark workload. */
package com.agenteval.workbench.core.sim;
