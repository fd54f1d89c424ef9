/** Configs over task sets with repeated runs, and pass^k / pass@k (demonstration 04). */
package com.agenteval.workbench.core.reliability;
