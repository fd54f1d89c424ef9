/**
 * The six tools as an external MCP client calls them: the client's JSON arguments turned into the dict
 * {@code execute_tool} receives ({@link com.agenteval.workbench.core.mcp.WorldQuery.ClientArguments}), one recorded call
 * with the data version that answered and its comparison with the truth
 * ({@link com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession.ExternalCall}), a client session's calls as a task-free trace in the
 * core's step structure that the rule judge reads ({@link com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession}),
 * and the bounded in-memory log of sessions ({@link com.agenteval.workbench.core.mcp.ExternalCallLog}). Pure
 * Java: the MCP server itself is Spring glue in {@code com.agenteval.workbench.app.mcp}.
 */
@NullMarked
package com.agenteval.workbench.core.mcp;

import org.jspecify.annotations.NullMarked;
