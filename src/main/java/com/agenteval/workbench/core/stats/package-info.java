/**
 * How sure a score is: the intervals of issue 25, one definition each. Naive and task-clustered standard errors with
 * t intervals (Inspect AI's {@code stderr()} and {@code stderr(cluster=...)}), the cluster bootstrap over tasks, the
 * paired difference of two configs, Wilson intervals, Cohen's kappa, forecast score intervals and the Murphy
 * decomposition, the Rogan–Gladen correction, a power calculation, and the coverage lab that grades the intervals
 * against the world's truth.
 */
@NullMarked
package com.agenteval.workbench.core.stats;

import org.jspecify.annotations.NullMarked;
