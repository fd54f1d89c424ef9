/**
 * The MCP-calls page: the sessions of external MCP clients and their calls.
 */
@NullMarked
package com.agenteval.workbench.lessons.mcpcalls;

import org.jspecify.annotations.NullMarked;
