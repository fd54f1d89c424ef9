package com.agenteval.workbench.core.agent;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * {@code format_trace(trace)}: the human-readable trace of demonstration 01 and lecture §1.4, character for character.
 *
 * <pre>{@code
 * String text = TraceFormatter.format(trace);        // "Q: ...\n  [0] planner  PLAN: 1) db_lookup → v1  <end_plan>\n..."
 * }</pre>
 */
public final class TraceFormatter {

    private TraceFormatter() {}

    /** {@code _short(v)}: floats as {@code .4g} (or {@code .1f} from 1000 on), lists and charts cut after 5 items. */
    public static String shortValue(PyObject v) {
        if (v instanceof PyFloat f) {
            double x = f.value();
            return Math.abs(x) < 1000 ? PyFloats.formatG(x, 4) : PyFloats.formatF(x, 1);
        }
        if (v instanceof PyList l) {
            List<String> parts = new ArrayList<>();
            for (PyObject x : l.items().subList(0, Math.min(5, l.size()))) {
                PyList pair = (PyList) x;
                parts.add(pair.get(0).str() + ": " + pair.get(1).str());
            }
            return "[" + String.join(", ", parts) + (l.size() > 5 ? ", \u2026]" : "]");
        }
        if (v instanceof PyTuple t) {
            List<PyObject> labels = ((PyTuple) t.get(0)).items();
            List<PyObject> values = ((PyTuple) t.get(1)).items();
            List<String> parts = new ArrayList<>();
            for (int i = 0; i < Math.min(5, Math.min(labels.size(), values.size())); i++) {
                parts.add(labels.get(i).str() + ": " + values.get(i).str());
            }
            return "chart[" + String.join(", ", parts) + (labels.size() > 5 ? ", \u2026]" : "]");
        }
        return v.str();
    }

    /** {@code format_trace(trace, show_labels=True)}. */
    public static String format(Trace trace) {
        return format(trace, true);
    }

    /** {@code format_trace(trace, show_labels)}. */
    public static String format(Trace trace, boolean showLabels) {
        List<String> lines = new ArrayList<>();
        lines.add("Q: " + trace.task().question());
        for (Step s : trace.steps()) {
            if (s instanceof Step.Plan p) {
                List<String> items = new ArrayList<>();
                for (int k = 0; k < p.plan().size(); k++) {
                    items.add((k + 1) + ") " + p.plan().get(k).tool() + " \u2192 "
                            + p.plan().get(k).var());
                }
                lines.add("  [" + p.index() + "] planner  PLAN: " + String.join("; ", items)
                        + (p.endTag() ? "  <end_plan>" : "  (no <end_plan>)"));
            } else if (s instanceof Step.Call c) {
                ToolResult out = c.output();
                String res = out.ok() ? shortValue(out.value()) : "ERROR: " + errorText(out);
                String args = c.args().entries().entrySet().stream()
                        .map(TraceFormatter::argText)
                        .collect(Collectors.joining(", "));
                String extra = c.hasRead() ? "   read " + c.var() + " = " + shortValue(c.read()) : "";
                lines.add("  [" + c.index() + "] executor CALL " + c.tool() + "(" + args + ") \u2192 " + res + extra);
            } else if (s instanceof Step.Think t) {
                lines.add("  [" + t.index() + "] executor THINK " + t.var() + " = " + shortValue(t.read()) + "  (\""
                        + t.text() + "\")");
            } else {
                lines.add("  [" + s.index() + "] executor FINAL answer = " + shortValue(trace.answer()));
            }
        }
        lines.add("  reference answer = " + shortValue(trace.task().answer()) + "   \u2192 outcome "
                + (trace.correct() ? "correct" : "WRONG"));
        if (showLabels) {
            if (trace.errors().isEmpty()) {
                lines.add("  label: (no errors)");
            }
            for (ErrorLabel e : trace.errors()) {
                String where = "@" + e.step() + (e.symptom() != e.step() ? " (symptom @" + e.symptom() + ")" : "");
                String metrics = e.metrics().stream().map(Enum::name).collect(Collectors.joining("+"));
                lines.add("  label: " + pad(metrics, 6) + " " + pad(where, 22) + " mode="
                        + e.mode().wireName() + ", impact=" + e.impact().wireName());
            }
        }
        return String.join("\n", lines);
    }

    private static String errorText(ToolResult out) {
        return out instanceof ToolResult.Failed f ? f.error() : ((ToolResult.Raised) out).message();
    }

    private static String argText(Map.Entry<String, PyObject> e) {
        PyObject v = e.getValue();
        return v instanceof PyList l ? e.getKey() + "=[" + l.size() + " items]" : e.getKey() + "=" + v.repr();
    }

    /** Python's {@code f"{s:Ns}"}: left-justified, never cut. */
    private static String pad(String s, int width) {
        int n = s.codePointCount(0, s.length());
        return n >= width ? s : s + " ".repeat(width - n);
    }
}
