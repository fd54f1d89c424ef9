/**
 * The six MCP-style tools: schemas and descriptions ({@link com.agenteval.workbench.core.tools.ToolSpecs}), strict
 * validation and {@code execute_tool} ({@link com.agenteval.workbench.core.tools.Tools}), the safe calculator
 * ({@link com.agenteval.workbench.core.tools.Calculator}, which parses with {@link
 * com.agenteval.workbench.core.python.parser.PythonParser} and never evaluates code) and web search's query
 * parsing ({@link com.agenteval.workbench.core.tools.WebQuery}), and the catalog an MCP host collects from several
 * servers for tool selection ({@link com.agenteval.workbench.core.tools.ToolSpecs.ToolCatalog}: the six, distractors, a
 * poisoned tool).
 */
@NullMarked
package com.agenteval.workbench.core.tools;

import org.jspecify.annotations.NullMarked;
