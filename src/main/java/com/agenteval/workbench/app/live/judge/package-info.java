/**
 * Live runs of the LLM GPA judge with a real model.
 */
@NullMarked
package com.agenteval.workbench.app.live.judge;

import org.jspecify.annotations.NullMarked;
