/** Configs over task sets with repeated runs, and pass^k / pass@k (demonstration 04). */
@NullMarked
package com.agenteval.workbench.core.reliability;

import org.jspecify.annotations.NullMarked;
