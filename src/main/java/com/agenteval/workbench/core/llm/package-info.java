/**
 * The one port to a language model: {@link com.agenteval.workbench.core.llm.LlmClient} with its
 * {@link com.agenteval.workbench.core.llm.Message} and {@link com.agenteval.workbench.core.llm.Message.TokenUsage}. The
 * forecasting agent, the LLM judge and the live world agent call it; the simulated forecaster, the replays of saved
 * files and the Spring AI adapter (outside the core) implement it.
 */
@NullMarked
package com.agenteval.workbench.core.llm;

import org.jspecify.annotations.NullMarked;
