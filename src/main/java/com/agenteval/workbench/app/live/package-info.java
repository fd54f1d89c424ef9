/**
 * Live mode: real models through Spring AI and Tavily web search, with bounded retries, deadlines, bounds on what
 * a run takes in, and keys that never leave memory.
 */
@NullMarked
package com.agenteval.workbench.app.live;

import org.jspecify.annotations.NullMarked;
