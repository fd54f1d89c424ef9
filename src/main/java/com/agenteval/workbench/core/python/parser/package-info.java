/**
 * {@code ast.parse(expr, mode="eval")} of CPython 3.11 for the calculator: its tokenizer, a packrat engine with
 * pegen's semantics and stack limit ({@link com.agenteval.workbench.core.python.parser.Peg}) driven by python.gram's
 * expression rules ({@link com.agenteval.workbench.core.python.parser.ExpressionGrammar}), and the literal checks.
 * Entry point: {@link com.agenteval.workbench.core.python.parser.PythonParser}. See README.md beside this file.
 */
@NullMarked
package com.agenteval.workbench.core.python.parser;

import org.jspecify.annotations.NullMarked;
