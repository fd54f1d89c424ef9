/**
 * The {@code sim} command's parameters and output (ref_dump.py's documents), the pass^k benchmark workload, and tool
 * selection by description (demonstration 03: tokenize, TF-IDF use/avoid scores, softmax pick, intents) that
 * {@code sim --mode selector} and {@link com.agenteval.workbench.core.sim.SelectionExperiment} run over a
 * {@link com.agenteval.workbench.core.tools.ToolSpecs.ToolCatalog}.
 */
@NullMarked
package com.agenteval.workbench.core.sim;

import org.jspecify.annotations.NullMarked;
