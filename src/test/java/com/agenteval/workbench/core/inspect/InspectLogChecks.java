package com.agenteval.workbench.core.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.cli.WorkbenchCli;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** What every exported Inspect log must hold, whichever run it comes from (simulated, live, judge). */
public final class InspectLogChecks {

    private InspectLogChecks() {}

    /** The paths of every null in the tree (empty for a log written as Inspect writes one). */
    public static List<String> nulls(PyObject v, String path) {
        List<String> out = new ArrayList<>();
        if (v == PyNone.NONE) {
            out.add(path);
        } else if (v instanceof PyDict d) {
            for (int i = 0; i < d.size(); i++) {
                out.addAll(nulls(d.valueAt(i), path + "." + d.keyAt(i)));
            }
        } else if (v instanceof PyList l) {
            for (int i = 0; i < l.size(); i++) {
                out.addAll(nulls(l.items().get(i), path + "[" + i + "]"));
            }
        }
        return out;
    }

    public static List<PyDict> events(PyDict sample) {
        return ((PyList) sample.get("events"))
                .items().stream().map(e -> (PyDict) e).toList();
    }

    public static List<PyDict> events(PyDict sample, String kind) {
        return events(sample).stream()
                .filter(e -> e.get("event").equals(PyStr.of(kind)))
                .toList();
    }

    public static String str(PyObject o) {
        return ((PyStr) o).value();
    }

    public static long integer(PyObject o) {
        return ((PyInt) o).value().longValueExact();
    }

    /**
     * Spans nest: each span_end closes the innermost open span_begin of the same id, whose parent is the span open
     * around it; every event carries the id of the innermost open span (a span's own begin and end carry its id); no
     * span is left open; ids are unique.
     */
    public static void spansMatch(PyDict sample) {
        Deque<String> open = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        for (PyDict e : events(sample)) {
            String kind = str(e.get("event"));
            if (kind.equals("span_begin")) {
                String id = str(e.get("id"));
                assertThat(seen.add(id)).as("span id %s is unique", id).isTrue();
                assertThat(e.get("parent_id")).isEqualTo(open.isEmpty() ? null : PyStr.of(open.peek()));
                open.push(id);
            }
            assertThat(e.get("span_id")).as("%s's span", kind).isEqualTo(open.isEmpty() ? null : PyStr.of(open.peek()));
            if (kind.equals("span_end")) {
                assertThat(open).isNotEmpty();
                assertThat(str(e.get("id"))).isEqualTo(open.pop());
            }
        }
        assertThat(open).as("spans left open").isEmpty();
    }

    /**
     * Each model event's input is the conversation so far: it grows, starts with the first message, and a call's
     * tool result is in every later input as a tool message answering it.
     */
    public static void conversationGrows(PyDict sample) {
        List<PyDict> models = events(sample, "model");
        int before = 0;
        for (PyDict m : models) {
            List<PyObject> input = ((PyList) m.get("input")).items();
            assertThat(input.size()).isGreaterThan(before);
            before = input.size();
            for (int i = 0; i < input.size(); i++) {
                PyDict msg = (PyDict) input.get(i);
                if (msg.get("tool_calls") instanceof PyList calls) {
                    for (PyObject c : calls.items()) {
                        String id = str(((PyDict) c).get("id"));
                        assertThat(input.subList(i + 1, input.size()).stream()
                                        .map(x -> (PyDict) x)
                                        .anyMatch(x -> PyStr.of("tool").equals(x.get("role"))
                                                && PyStr.of(id).equals(x.get("tool_call_id"))))
                                .as("the result of %s is in the next input", id)
                                .isTrue();
                    }
                }
            }
        }
    }

    /** Each event's timestamp is not before the one before it. */
    public static void timestampsInOrder(PyDict sample) {
        String last = "";
        for (PyDict e : events(sample)) {
            String ts = str(e.get("timestamp"));
            assertThat(OffsetDateTime.parse(ts).toInstant())
                    .isAfterOrEqualTo(
                            last.isEmpty()
                                    ? Instant.MIN
                                    : OffsetDateTime.parse(last).toInstant());
            last = ts;
        }
    }

    /** Runs the jar's command line: its exit status, what it printed, and what it printed on stderr. */
    public static String[] cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = WorkbenchCli.standard()
                .run(
                        args,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {"" + rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }

    /**
     * {@code export inspect --from FROM --out OUT} through the command line: it succeeds, and the file it writes
     * validates against Inspect's schema and holds no null; gives the log.
     */
    public static PyDict exportFrom(Path from, Path out) throws IOException {
        String[] r = cli("export", "inspect", "--from", from.toString(), "--out", out.toString());
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        String json = Files.readString(out);
        assertThat(InspectSchema.errors(json)).isEmpty();
        PyDict log = (PyDict) PyJson.loads(json);
        assertThat(nulls(log, "$")).isEmpty();
        return log;
    }
}
