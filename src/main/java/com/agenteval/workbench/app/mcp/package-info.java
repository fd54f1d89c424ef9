/**
 * The world's tools as an MCP server: its guards, its limits, and the recorded sessions.
 */
@NullMarked
package com.agenteval.workbench.app.mcp;

import org.jspecify.annotations.NullMarked;
