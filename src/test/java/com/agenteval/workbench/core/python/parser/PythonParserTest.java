package com.agenteval.workbench.core.python.parser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.python.PyObject.PyException;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.parser.PythonParser.Ast;
import com.agenteval.workbench.core.python.parser.PythonParser.PythonSyntaxError;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The grammar-driven parser on its own. The stack-limit thresholds below are families the calculator corpus does not
 * probe; each was measured with CPython 3.11.7's {@code ast.parse(s, mode="eval")} (the largest n that does not raise
 * MemoryError), so they check that the engine counts pegen's levels by construction, not by calibration.
 */
class PythonParserTest {

    @Test
    void buildsTheArithmeticTreeAndItsDepth() {
        Ast sum = PythonParser.parseEval("1 + 2 * 3");
        assertThat(sum.kind()).isEqualTo(Ast.Kind.BINARY);
        assertThat(sum.op()).isEqualTo('+');
        assertThat(sum.left().value()).isEqualTo(PyInt.of(1));
        assertThat(sum.right().op()).isEqualTo('*');
        assertThat(sum.depth()).isEqualTo(3);
        assertThat(PythonParser.parseEval("(((-1)))").kind()).isEqualTo(Ast.Kind.UNARY); // a group adds no node
        assertThat(PythonParser.parseEval("x.a.b").depth()).isEqualTo(3); // Attribute(Attribute(Name))
        assertThat(PythonParser.parseEval("f(a=g(x))").depth()).isEqualTo(4); // Call, keyword, Call, Name
        assertThat(PythonParser.parseEval("1 ** 2").kind()).isEqualTo(Ast.Kind.OTHER);
    }

    @Test
    void refusesWhatCPythonRefuses() {
        for (String bad : new String[] {
            "1 +",
            "x := 1",
            "f(**a, *b)",
            "[x for f() in z]",
            "a <> b",
            "a[]",
            "f(a=1, 2)",
            "{1: *a}",
            "lambda x=1, y: 0",
            "(x for x in y, 1)",
            "'a' b'b'",
            "1 if 2"
        }) {
            assertThatThrownBy(() -> PythonParser.parseEval(bad)).as(bad).isInstanceOf(PythonSyntaxError.class);
        }
        for (String ok : new String[] {
            "f(a, *b, c=1, **d)",
            "[x for (a, b) in z]",
            "[x for 1 .a in z]",
            "lambda x, /, y, *, z: 1",
            "a[1:2, ::3, *b]",
            "{**a, 1: 2}",
            "(yield a, b)",
            "f'{x!r:>{w}}'",
            "not a in b is not c"
        }) {
            assertThat(PythonParser.parseEval(ok)).as(ok).isNotNull();
        }
    }

    @Test
    void parserStackLimitMatchesCPythonOnFamiliesOutsideTheCorpus() {
        assertLimit(n -> "{" + "-".repeat(n) + "1}", 5946);
        assertLimit(n -> "a[" + "-".repeat(n) + "1]", 5951);
        assertLimit(n -> "a[1:" + "-".repeat(n) + "1]", 5951);
        assertLimit(n -> "[x for x in " + "-".repeat(n) + "1]", 5948);
        assertLimit(n -> "lambda x: " + "-".repeat(n) + "1", 5973);
        assertLimit(n -> "f(*" + "-".repeat(n) + "1)", 5948);
        assertLimit(n -> "(y := " + "-".repeat(n) + "1)", 5946);
        assertLimit(n -> "1 not in " + "-".repeat(n) + "1", 5972);
        assertLimit(n -> "{**" + "~".repeat(n) + "1}", 5952);
        assertLimit(n -> "(yield " + "-".repeat(n) + "1)", 5946);
        assertLimit(n -> "1 if " + "-".repeat(n) + "1 else 2", 5975);
    }

    @Test
    void theDeepestParseTakesFewJavaFramesOnAnyThreadEvenASmallStack() throws Exception {
        // the parser keeps its own stack: 6000 pegen levels, and an f-string's parser inside them, fit in 256 KB of
        // Java stack, so a compute lane, a job, an MCP request thread or the command line's main thread can parse
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread small = new Thread(
                null,
                () -> {
                    try {
                        assertLimit(n -> "{" + "-".repeat(n) + "1}", 5946);
                        assertLimit(n -> "1 if " + "-".repeat(n) + "1 else 2", 5975);
                        String fString = "f'{" + "-".repeat(5000) + "1}'";
                        assertThat(PythonParser.parseEval("-".repeat(900) + fString))
                                .isNotNull();
                    } catch (Throwable t) {
                        failed.set(t);
                    }
                },
                "small-stack-parse",
                256 * 1024);
        small.start();
        small.join();
        assertThat(failed.get()).isNull();
    }

    private static void assertLimit(IntFunction<String> family, int deepestParsed) {
        String ok = family.apply(deepestParsed);
        assertThat(PythonParser.parseEval(ok).depth()).as(ok.substring(0, 12)).isGreaterThan(deepestParsed);
        assertThatThrownBy(() -> PythonParser.parseEval(family.apply(deepestParsed + 1)))
                .as(ok.substring(0, 12))
                .isInstanceOf(PyException.class)
                .hasMessageStartingWith("MemoryError");
    }

    @Test
    void theGrammarReaderRefusesAnUndefinedOrTwiceDefinedRule() {
        assertThatThrownBy(() -> Peg.read("start: a=missing_rule {a}"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("missing_rule");
        assertThatThrownBy(() -> Peg.read("start: NAME\nstart: NUMBER"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("defined twice");
    }
}
