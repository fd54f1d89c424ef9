/**
 * The judges lesson: judges against ground truth, confusion and metrics tables, calibration, disagreements and LLM judges.
 */
@NullMarked
package com.agenteval.workbench.lessons.judges;

import org.jspecify.annotations.NullMarked;
