/**
 * The LLM judge of the GPA framework: prompts, reply parsing, judge-run files and their replay.
 */
@NullMarked
package com.agenteval.workbench.core.judge.llm;

import org.jspecify.annotations.NullMarked;
