package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@code sim} command against the oracle: for every entry of {@code golden/manifest.jsonl}, the command run with
 * the same arguments must print exactly ref_dump.py's {@code data} (byte for byte) and {@code params}. Regenerate
 * the goldens with {@code golden/regenerate.sh}.
 */
class SimGoldenTest {

    /** libm values in --internals output: compared with a tolerance (PARITY_NOTES.md §7). */
    private static final Set<String> LIBM_KEYS = Set.of("a", "e", "z", "phi", "weights");

    static Stream<Arguments> goldens() throws IOException {
        List<Arguments> out = new ArrayList<>();
        try (InputStream in = SimGoldenTest.class.getResourceAsStream("/golden/manifest.jsonl");
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            String line;
            while ((line = r.readLine()) != null) {
                PyDict entry = (PyDict) PyJson.loads(line);
                List<String> args = new ArrayList<>();
                for (PyObject a : ((PyList) entry.get("args")).items()) {
                    args.add(((PyStr) a).value());
                }
                out.add(Arguments.of(((PyStr) entry.get("name")).value(), args));
            }
        }
        return out.stream();
    }

    static String golden(String name) throws IOException {
        try (InputStream in = SimGoldenTest.class.getResourceAsStream("/golden/" + name + ".json.gz")) {
            return new String(new GZIPInputStream(in).readAllBytes(), StandardCharsets.US_ASCII);
        }
    }

    static String runSim(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new SimCommand()
                .run(
                        args,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code)
                .as("exit code, stderr: %s", err.toString(StandardCharsets.UTF_8))
                .isZero();
        return out.toString(StandardCharsets.UTF_8);
    }

    /** The text of a top-level member in a compact sort_keys document. */
    static String member(String doc, String key, String nextKey) {
        int start = doc.indexOf("{\"" + key + "\":") >= 0 && key.equals("data")
                ? doc.indexOf("{\"data\":") + 8
                : doc.indexOf(",\"" + key + "\":") + key.length() + 4;
        int end = nextKey == null ? doc.lastIndexOf('}') : doc.lastIndexOf(",\"" + nextKey + "\":{");
        return doc.substring(start, end);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goldens")
    void dataAndParamsEqualTheOracle(String name, List<String> args) throws IOException {
        String want = golden(name).trim();
        String got = runSim(args).trim();
        assertThat(member(got, "params", null)).as("params").isEqualTo(member(want, "params", null));
        if (!args.contains("--internals")) {
            String wantData = member(want, "data", "meta");
            String gotData = member(got, "data", "meta");
            if (!gotData.equals(wantData)) {
                int i = 0;
                while (i < Math.min(gotData.length(), wantData.length()) && gotData.charAt(i) == wantData.charAt(i)) {
                    i++;
                }
                assertThat(gotData.substring(Math.max(0, i - 200), Math.min(gotData.length(), i + 200)))
                        .as("first difference at char %d", i)
                        .isEqualTo(wantData.substring(Math.max(0, i - 200), Math.min(wantData.length(), i + 200)));
            }
            assertThat(gotData).isEqualTo(wantData);
        } else {
            PyObject wantTree = ((PyDict) PyJson.loads(want)).get("data");
            PyObject gotTree = ((PyDict) PyJson.loads(got)).get("data");
            List<String> diffs = new ArrayList<>();
            compare("data", wantTree, gotTree, false, diffs);
            assertThat(diffs).as("differences (libm values within 1e-12)").isEmpty();
        }
    }

    private static void compare(String path, PyObject want, PyObject got, boolean libm, List<String> diffs) {
        if (diffs.size() > 20) {
            return;
        }
        if (libm && want instanceof PyFloat w && got instanceof PyFloat g) {
            double tol = 1e-12 * Math.max(1.0, Math.abs(w.value()));
            if (!(Math.abs(w.value() - g.value()) <= tol)) {
                diffs.add(path + ": " + w.repr() + " vs " + g.repr());
            }
            return;
        }
        if (want instanceof PyDict wd && got instanceof PyDict gd) {
            if (!wd.keys().stream()
                    .sorted()
                    .toList()
                    .equals(gd.keys().stream().sorted().toList())) {
                diffs.add(path + ": keys " + wd.keys() + " vs " + gd.keys());
                return;
            }
            for (String k : wd.keys()) {
                compare(path + "." + k, wd.get(k), gd.get(k), libm || LIBM_KEYS.contains(k), diffs);
            }
            return;
        }
        if (want instanceof PyList wl && got instanceof PyList gl) {
            if (wl.size() != gl.size()) {
                diffs.add(path + ": length " + wl.size() + " vs " + gl.size());
                return;
            }
            for (int i = 0; i < wl.size(); i++) {
                compare(path + "[" + i + "]", wl.get(i), gl.get(i), libm, diffs);
            }
            return;
        }
        if (!PyJson.dumps(want).equals(PyJson.dumps(got))) {
            diffs.add(path + ": " + want.repr() + " vs " + got.repr());
        }
    }
}
