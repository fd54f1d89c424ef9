package com.agenteval.workbench.core.python.parser;

import com.agenteval.workbench.core.python.PyException;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

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

    /** Inputs at most this long cannot nest deep enough to matter for the caller's stack. */
    private static final int SHORT = 50;
    /** Room for 6000 pegen levels (a few Java frames each) in each of the nested f-string parsers. */
    private static final long DEEP_STACK_BYTES = 512L * 1024 * 1024;

    private PythonParser() {}

    /**
     * Parses an expression (the body of the {@code Expression} node). Long inputs are parsed on a thread with a
     * large stack, so no input can overflow the caller's.
     *
     * @throws PythonSyntaxError where CPython raises SyntaxError
     * @throws PyException       MemoryError where pegen's stack passes 6000 rules
     */
    public static Ast parseEval(String source) {
        if (source.length() <= SHORT) {
            return parse(source, "eval");
        }
        AtomicReference<Object> out = new AtomicReference<>();
        Thread t = new Thread(
                null,
                () -> {
                    try {
                        out.set(parse(source, "eval"));
                    } catch (RuntimeException | StackOverflowError e) {
                        out.set(e);
                    }
                },
                "python-parse",
                DEEP_STACK_BYTES);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PyException("KeyboardInterrupt", "interrupted");
        }
        Object r = out.get();
        if (r instanceof Ast a) {
            return a;
        }
        if (r instanceof StackOverflowError) {
            throw new PyException("MemoryError", ""); // a guard: the stack holds MAXSTACK levels
        }
        throw (RuntimeException) r;
    }

    /** One pegen parser run: a start rule of the grammar over one source string. */
    static Ast parse(String source, String startRule) {
        List<PythonTokenizer.Token> toks = PythonTokenizer.tokenize(source);
        return (Ast) Peg.parse(ExpressionGrammar.GRAMMAR, startRule, toks);
    }
}
