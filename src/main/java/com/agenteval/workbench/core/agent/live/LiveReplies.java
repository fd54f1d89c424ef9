package com.agenteval.workbench.core.agent.live;

import com.agenteval.workbench.core.agent.Trace.Step.PlanItem;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.tools.ToolSpecs;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reading a model's text: the plan it wrote before its first call (lines such as {@code 1) db_lookup -> v1} or
 * {@code 3) calculator(v1, v2) -> r}, ended by {@code <end_plan>}) and its {@code FINAL: <value>} line.
 */
final class LiveReplies {

    private static final Pattern PLAN_LINE = Pattern.compile(
            "^[\\s>*-]*(?:\\d+\\s*[.):]\\s*)?[`*]*([a-z_]+)[`*]*\\s*(?:\\(([^)]*)\\))?\\s*(?:->|→|=>)\\s*[`*]*"
                    + "([A-Za-z_][A-Za-z0-9_]*)");
    private static final Pattern FINAL = Pattern.compile("(?im)^[\\s*#>]*FINAL\\s*\\**\\s*:\\s*\\**\\s*(.*?)\\s*$");
    private static final Pattern NUMBER = Pattern.compile("[-+\\u2212]?\\d+(?:,\\d{3})*(?:\\.\\d+)?(?:[eE][-+]?\\d+)?");
    private static final Pattern IDENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    static final String END_PLAN = "<end_plan>";

    private LiveReplies() {}

    /** The plan lines that name one of the six tools, in order; empty when the text has none. */
    static List<PlanItem> plan(String text) {
        List<PlanItem> items = new ArrayList<>();
        for (String line : text.split("\\R")) {
            Matcher m = PLAN_LINE.matcher(line);
            if (!m.find() || ToolSpecs.byName(m.group(1)) == null) {
                continue;
            }
            String tool = m.group(1);
            List<String> inputs = new ArrayList<>();
            if (m.group(2) != null) {
                Matcher id = IDENT.matcher(m.group(2));
                while (id.find()) {
                    inputs.add(id.group());
                }
            }
            items.add(new PlanItem(items.size(), kindOf(tool), tool, m.group(3), inputs));
        }
        return items;
    }

    static boolean endsPlan(String text) {
        return text.contains(END_PLAN);
    }

    /** The text after the last {@code FINAL:}, if the reply has one. */
    static Optional<String> finalLine(String text) {
        Matcher m = FINAL.matcher(text);
        String last = null;
        while (m.find()) {
            last = m.group(1);
        }
        return Optional.ofNullable(last);
    }

    /** The first number in a FINAL line ({@code "$1,234.5B"} is 1234.5), or None. */
    static PyObject number(String finalText) {
        Matcher m = NUMBER.matcher(finalText);
        if (!m.find()) {
            return PyNone.NONE;
        }
        String n = m.group().replace(",", "").replace('\u2212', '-');
        try {
            return PyFloat.of(Double.parseDouble(n));
        } catch (NumberFormatException e) {
            return PyNone.NONE;
        }
    }

    /** fetch, compute or chart, as the simulated planner's items say. */
    static String kindOf(String tool) {
        return switch (tool) {
            case ToolSpecs.CALCULATOR -> "compute";
            case ToolSpecs.MAKE_CHART -> "chart";
            default -> "fetch";
        };
    }
}
