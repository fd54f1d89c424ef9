/**
 * The six MCP-style tools: schemas and descriptions ({@link com.agenteval.workbench.core.tools.ToolSpecs}), strict
 * validation and {@code execute_tool} ({@link com.agenteval.workbench.core.tools.Tools}), the safe calculator
 * ({@link com.agenteval.workbench.core.tools.Calculator}, a Python 3.11 expression recognizer that never evaluates
 * code) and web search's query parsing ({@link com.agenteval.workbench.core.tools.WebQuery}).
 */
package com.agenteval.workbench.core.tools;
