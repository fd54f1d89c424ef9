package com.agenteval.workbench.lessons.shared;

import com.agenteval.workbench.cli.SimCommand;
import com.agenteval.workbench.core.params.Parameters.CommandLines;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a command line exactly as a page shows it (minus the {@code java -jar ...} prefix and the trailing comment)
 * through the {@code sim} command, and returns the printed document's {@code data}.
 */
public final class SimCli {

    private SimCli() {}

    public static PyObject data(String shown) {
        String line = shown.startsWith(CommandLines.JAR) ? shown.substring(CommandLines.JAR.length()) : shown;
        int comment = line.indexOf("   #");
        if (comment >= 0) {
            line = line.substring(0, comment);
        }
        List<String> words = words(line.trim());
        if (!words.get(0).equals("sim")) {
            throw new IllegalArgumentException("not a sim command: " + shown);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = new SimCommand()
                .run(
                        words.subList(1, words.size()),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        if (rc != 0) {
            throw new IllegalStateException("sim failed: " + err.toString(StandardCharsets.UTF_8));
        }
        return ((PyDict) PyJson.loads(out.toString(StandardCharsets.UTF_8))).get("data");
    }

    /** POSIX-shell words: spaces separate, single quotes keep text literally (the README's commands too). */
    public static List<String> words(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\'') {
                quoted = !quoted;
                any = true;
            } else if (c == ' ' && !quoted) {
                if (any) {
                    out.add(w.toString());
                    w.setLength(0);
                    any = false;
                }
            } else {
                w.append(c);
                any = true;
            }
        }
        if (any) {
            out.add(w.toString());
        }
        return out;
    }
}
