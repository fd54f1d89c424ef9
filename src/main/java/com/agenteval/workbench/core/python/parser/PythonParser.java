package com.agenteval.workbench.core.python.parser;

import com.agenteval.workbench.core.python.PyException;
import java.util.List;

/**
 * {@code ast.parse(source, mode="eval")} for CPython 3.11: the tokenizer, then {@link Peg} running the expression
 * rules of python.gram ({@link ExpressionGrammar}) with pegen's stack limit, building {@link Ast} nodes.
 *
 * <pre>{@code
 * PythonParser.parseEval("(2 + 3) * 4");   // Ast BINARY '*'
 * PythonParser.parseEval("2 +");           // throws PythonSyntaxError
 * }</pre>
 */
public final class PythonParser {

    private PythonParser() {}

    /**
     * Parses an expression (the body of the {@code Expression} node) on the caller's thread: the parser keeps its
     * stack of rule calls itself ({@link Peg}), so no input, however deeply nested, takes more than a few Java frames.
     *
     * @throws PythonSyntaxError where CPython raises SyntaxError
     * @throws PyException       MemoryError where pegen's stack passes 6000 rules
     */
    public static Ast parseEval(String source) {
        return parse(source, "eval");
    }

    /** One pegen parser run: a start rule of the grammar over one source string. */
    static Ast parse(String source, String startRule) {
        List<PythonTokenizer.Token> toks = PythonTokenizer.tokenize(source);
        return (Ast) Peg.parse(ExpressionGrammar.GRAMMAR, startRule, toks);
    }

    /** Where CPython's parser, tokenizer or literal checks raise SyntaxError (the message is not reproduced). */
    public static final class PythonSyntaxError extends RuntimeException {

        PythonSyntaxError() {
            super("invalid syntax", null, false, false);
        }
    }
}
