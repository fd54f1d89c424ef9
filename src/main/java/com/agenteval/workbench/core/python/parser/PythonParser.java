package com.agenteval.workbench.core.python.parser;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyException;
import java.util.List;
import org.jspecify.annotations.Nullable;

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

    /**
     * An {@code ast} node as the calculator sees it: number constants, arithmetic binary operators and unary signs keep
     * their structure; every other node keeps only its depth, which is what CPython's AST construction limit measures.
     *
     * @param kind  what the calculator can evaluate
     * @param depth the node's depth: 1 for a leaf, else 1 + its deepest child
     * @param op    the operator of a BINARY ({@code + - * /}) or UNARY ({@code + -}) node, else a space
     * @param left  the left operand or the operand
     * @param right the right operand
     * @param value the int or float of a NUMBER
     */
    public record Ast(
            Kind kind,
            int depth,
            char op,
            @Nullable Ast left,
            @Nullable Ast right,
            @Nullable PyObject value) {

        /** What kind of node, for the calculator. */
        public enum Kind {
            OTHER,
            NUMBER,
            BINARY,
            UNARY
        }

        static Ast node(int depth) {
            return new Ast(Kind.OTHER, depth, ' ', null, null, null);
        }

        static Ast number(PyObject v) {
            return new Ast(Kind.NUMBER, 1, ' ', null, null, v);
        }

        static Ast binary(String op, Ast l, Ast r) {
            int d = 1 + Math.max(l.depth, r.depth);
            return op.length() == 1 && "+-*/".contains(op)
                    ? new Ast(Kind.BINARY, d, op.charAt(0), l, r, null)
                    : node(d);
        }

        static Ast unary(String op, Ast x) {
            return "+-".contains(op)
                    ? new Ast(Kind.UNARY, 1 + x.depth, op.charAt(0), x, null, null)
                    : node(1 + x.depth);
        }
    }
}
