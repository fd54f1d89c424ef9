package com.agenteval.workbench.core.tools;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * The calculator against CPython: every expression of {@code calculator/corpus.jsonl.gz} (written by
 * {@code gen_corpus.py} with the reference module) must give the same value and text, the same error message, or
 * the same Python exception.
 */
class CalculatorCorpusTest {

    private static final World WORLD = WorldSpec.lecture().make();

    static List<PyDict> corpus() throws IOException {
        List<PyDict> out = new ArrayList<>();
        try (InputStream in = CalculatorCorpusTest.class.getResourceAsStream("/calculator/corpus.jsonl.gz");
                BufferedReader r =
                        new BufferedReader(new InputStreamReader(new GZIPInputStream(in), StandardCharsets.US_ASCII))) {
            String line;
            while ((line = r.readLine()) != null) {
                out.add((PyDict) PyJson.loads(line));
            }
        }
        return out;
    }

    static String describe(ToolResult r) {
        if (r instanceof ToolResult.Ok ok) {
            return "ok " + ok.value().typeName() + " " + ok.value().repr() + " | "
                    + ok.text().value();
        }
        if (r instanceof ToolResult.Failed f) {
            return "error " + f.error();
        }
        return "raise " + ((ToolResult.Raised) r).type();
    }

    static String describeExpected(PyDict r) {
        if (r.containsKey("raise")) {
            return "raise " + ((PyStr) r.get("raise")).value();
        }
        if (r.get("ok") == PyBool.TRUE) {
            return "ok " + ((PyStr) r.get("type")).value() + " " + ((PyStr) r.get("value")).value() + " | "
                    + ((PyStr) r.get("text")).value();
        }
        return "error " + ((PyStr) r.get("error")).value();
    }

    @Test
    void everyCorpusExpressionMatchesCPython() throws IOException {
        List<PyDict> cases = corpus();
        assertThat(cases).hasSizeGreaterThan(4000);
        List<String> mismatches = new ArrayList<>();
        for (PyDict c : cases) {
            String expr = ((PyStr) c.get("e")).value();
            ToolResult got = Tools.execute(WORLD, "calculator", PyDict.of("expression", PyStr.of(expr)));
            String want = describeExpected((PyDict) c.get("r"));
            if (!describe(got).equals(want)) {
                String shown = expr.length() > 80 ? expr.substring(0, 80) + "...(" + expr.length() + " chars)" : expr;
                mismatches.add(PyStr.of(shown).repr() + ": want " + want + ", got " + describe(got));
            }
        }
        assertThat(mismatches)
                .as("expressions where the port differs from CPython")
                .isEmpty();
    }

    @Test
    void corpusCoversEveryOutcome() throws IOException {
        List<String> kinds = corpus().stream()
                .map(c -> describeExpected((PyDict) c.get("r")).split(" ")[0]
                        + (((PyDict) c.get("r")).containsKey("raise")
                                ? " " + ((PyStr) ((PyDict) c.get("r")).get("raise")).value()
                                : ""))
                .distinct()
                .toList();
        assertThat(kinds)
                .contains(
                        "ok",
                        "error",
                        "raise RecursionError",
                        "raise MemoryError",
                        "raise OverflowError",
                        "raise ValueError");
    }
}
