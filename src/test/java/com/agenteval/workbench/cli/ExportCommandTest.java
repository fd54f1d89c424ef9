package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.inspect.InspectLogs;
import com.agenteval.workbench.core.inspect.InspectSchema;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.networknt.schema.Error;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code export inspect} and {@code export jsonl}: Inspect's own schema, sim's accuracy, the oracle's traces. */
class ExportCommandTest {

    private static final Path ORACLE = Path.of("../shared/reference/ref_dump.py");

    @TempDir
    Path dir;

    private record Run(int exit, String out, String err) {}

    private static Run cli(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = WorkbenchCli.standard()
                .run(
                        args.toArray(String[]::new),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Random options of every exported parameter (the sim spellings), the config among the named ones. */
    private static List<String> randomOptions(Random rnd) {
        List<String> names = AgentConfigs.names();
        List<String> o = new ArrayList<>(List.of(
                "--world-seed",
                "" + rnd.nextInt(10_000),
                "--n-stale",
                "" + rnd.nextInt(12),
                "--memory-acc",
                "" + rnd.nextInt(101) / 100.0,
                "--web-exact",
                "" + rnd.nextInt(51) / 100.0,
                "--web-rounded",
                "" + rnd.nextInt(50) / 100.0,
                "--tasks",
                "" + (1 + rnd.nextInt(25)),
                "--task-seed",
                "" + rnd.nextInt(1000),
                "--config",
                names.get(rnd.nextInt(names.size())),
                "--run-seed",
                "" + rnd.nextInt(1000),
                "--repeats",
                "" + (1 + rnd.nextInt(4))));
        if (rnd.nextBoolean()) {
            o.add("--new-data");
        }
        return o;
    }

    private static int intOption(List<String> opts, String name) {
        return Integer.parseInt(opts.get(opts.indexOf(name) + 1));
    }

    private PyDict export(List<String> opts) throws IOException {
        Path file = dir.resolve("log.json");
        List<String> args = new ArrayList<>(List.of("export", "inspect"));
        args.addAll(opts);
        args.addAll(List.of("--out", file.toString()));
        Run r = cli(args);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo("wrote " + file + "\n");
        String json = Files.readString(file);
        List<Error> errors = InspectSchema.errors(json);
        assertThat(errors).as("schema errors for %s", opts).isEmpty();
        return (PyDict) PyJson.loads(json);
    }

    private static double simAccuracy(List<String> opts) {
        List<String> args = new ArrayList<>(List.of("sim", "--mode", "results"));
        args.addAll(opts);
        Run r = cli(args);
        assertThat(r.exit()).as(r.err()).isZero();
        PyDict data = (PyDict) ((PyDict) PyJson.loads(r.out())).get("data");
        PyDict block = (PyDict) ((PyList) data.get("configs")).get(0);
        return ((PyFloat) block.get("accuracy")).value();
    }

    @Test
    void onRandomParametersTheLogIsSchemaValidWithOneSamplePerTaskAndEpochAndSimsAccuracy() throws IOException {
        Random rnd = new Random(17);
        for (int i = 0; i < 6; i++) {
            List<String> opts = randomOptions(rnd);
            PyDict log = export(opts);
            int tasks = intOption(opts, "--tasks");
            int repeats = intOption(opts, "--repeats");
            PyList samples = (PyList) log.get("samples");
            assertThat(samples.size()).as("%s", opts).isEqualTo(tasks * repeats);
            Set<String> ids = new HashSet<>();
            for (PyObject s : samples.items()) {
                PyDict d = (PyDict) s;
                ids.add(((PyStr) d.get("id")).value() + "/" + d.get("epoch").repr());
            }
            assertThat(ids).hasSize(tasks * repeats);
            PyDict score = (PyDict) ((PyList) ((PyDict) log.get("results")).get("scores")).get(0);
            double accuracy =
                    ((PyFloat) ((PyDict) ((PyDict) score.get("metrics")).get("accuracy")).get("value")).value();
            assertThat(accuracy).as("%s", opts).isEqualTo(simAccuracy(opts));
            PyDict spec = (PyDict) log.get("eval");
            assertThat(((PyDict) spec.get("config")).get("epochs").repr()).isEqualTo("" + repeats);
            PyDict taskArgs = (PyDict) spec.get("task_args");
            assertThat(taskArgs.get("world_seed").repr()).isEqualTo(opts.get(1));
            assertThat(taskArgs.get("tasks").repr()).isEqualTo("" + tasks);
            assertThat(((PyDict) ((PyDict) spec.get("metadata")).get("params")).get("config"))
                    .isEqualTo(PyStr.of(opts.get(opts.indexOf("--config") + 1)));
        }
    }

    @Test
    void aSampleHoldsTheQuestionEveryCallWithItsResultTheScoreAndTheGroundTruthLabels() throws IOException {
        PyDict log = export(List.of("--tasks", "12", "--config", "plan_exec"));
        int toolErrors = 0;
        int labelled = 0;
        for (PyObject s : ((PyList) log.get("samples")).items()) {
            PyDict sample = (PyDict) s;
            List<PyObject> messages = ((PyList) sample.get("messages")).items();
            PyDict first = (PyDict) messages.get(0);
            assertThat(first.get("role")).isEqualTo(PyStr.of("user"));
            assertThat(first.get("content")).isEqualTo(sample.get("input"));
            PyDict last = (PyDict) messages.get(messages.size() - 1);
            PyDict outcome = (PyDict) ((PyDict) sample.get("scores")).get("outcome");
            assertThat(last.get("role")).isEqualTo(PyStr.of("assistant"));
            assertThat(last.get("content")).isEqualTo(outcome.get("answer"));
            assertThat(outcome.get("value")).isIn(PyStr.of("C"), PyStr.of("I"));
            long toolMessages = messages.stream()
                    .filter(m -> ((PyDict) m).get("role").equals(PyStr.of("tool")))
                    .count();
            List<PyObject> events = ((PyList) sample.get("events")).items();
            assertThat(events.stream()
                            .filter(e -> ((PyDict) e).get("event").equals(PyStr.of("tool")))
                            .count())
                    .isEqualTo(toolMessages)
                    .isPositive();
            assertThat(events.stream()
                            .filter(e -> ((PyDict) e).get("event").equals(PyStr.of("model")))
                            .count())
                    .isEqualTo(messages.size() - 1 - toolMessages);
            for (PyObject m : messages) {
                PyDict d = (PyDict) m;
                if (d.get("role").equals(PyStr.of("tool")) && d.get("error") instanceof PyDict) {
                    toolErrors++;
                }
            }
            PyDict meta = (PyDict) sample.get("metadata");
            assertThat(meta.keys()).contains("tokens", "cost", "labels");
            PyList labels = (PyList) meta.get("labels");
            for (PyObject l : labels.items()) {
                assertThat(((PyDict) l).keys()).contains("mode", "metrics", "step", "symptom", "impact");
                labelled++;
            }
        }
        assertThat(labelled).isPositive();
        assertThat(toolErrors)
                .as("plan_exec's bad arguments come back as tool errors")
                .isPositive();
    }

    @Test
    void theSchemaCheckRefusesALogMissingARequiredField() throws IOException {
        PyDict log = export(List.of("--tasks", "2"));
        PyDict sample = (PyDict) ((PyList) log.get("samples")).get(0);
        Map<String, PyObject> broken = new LinkedHashMap<>(sample.entries());
        broken.remove("epoch");
        PyDict bad = log.with("samples", PyList.of(new PyDict(broken)));
        assertThat(InspectSchema.errors(PyJson.dumps(bad))).isNotEmpty();
    }

    @Test
    void aFolderAsOutGetsTheLogUnderInspectsOwnNameAndAFileNameIsKept() throws IOException {
        Run r = cli(List.of("export", "inspect", "--tasks", "3", "--out", dir.toString()));
        assertThat(r.exit()).as(r.err()).isZero();
        List<Path> files;
        try (var s = Files.list(dir)) {
            files = s.toList();
        }
        assertThat(files).hasSize(1);
        String name = files.get(0).getFileName().toString();
        // {created}_{task}_{id}.json, cleaned as Inspect's clean_filename_component, so inspect view lists it
        assertThat(name).matches("2025-01-01T00-00-00-00-00_agent-world_[0-9a-f]{32}\\.json");
        assertThat(r.out()).isEqualTo("wrote " + files.get(0) + "\n");
        PyDict log = (PyDict) PyJson.loads(Files.readString(files.get(0)));
        assertThat(name).contains(((PyStr) ((PyDict) log.get("eval")).get("task_id")).value());
        assertThat(name).isEqualTo(InspectLogs.fileName(log));
        Path named = dir.resolve("x.json");
        assertThat(cli(List.of("export", "inspect", "--tasks", "3", "--out", named.toString()))
                        .exit())
                .isZero();
        assertThat(Files.readString(named)).isEqualTo(Files.readString(files.get(0)));
    }

    @Test
    void theSameOptionsGiveTheSameBytes() throws IOException {
        List<String> opts = List.of("--tasks", "4", "--repeats", "2", "--config", "vote3");
        String a = PyJson.dumps(export(opts));
        String b = PyJson.dumps(export(opts));
        assertThat(a).isEqualTo(b);
    }

    @Test
    void refusedOptionsAreOneLineWithTheDeclaredMessageAndWriteNothing() {
        Path file = dir.resolve("never.json");
        String out = file.toString();
        assertThat(cli(List.of("export", "inspect", "--n-stale", "99", "--out", out))
                        .err())
                .isEqualTo(
                        "export inspect: error: --n-stale must be between 0 and 65 (the number of records), got 99\n");
        assertThat(cli(List.of("export", "inspect", "--repeats", "0", "--out", out))
                        .err())
                .startsWith("export inspect: error: --repeats must be between 1 and");
        Run big = cli(List.of("export", "inspect", "--tasks", "1000", "--repeats", "3", "--out", out));
        assertThat(big.exit()).isEqualTo(2);
        assertThat(big.err()).contains("at most " + InspectLogs.MAX_SAMPLES).contains("got 3000");
        Run unknown = cli(List.of("export", "inspect", "--bogus", "--out", out));
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).contains("--bogus").doesNotContain("\tat ");
        assertThat(cli(List.of("export", "jsonl", "--tasks", "3")).err()).contains("--out");
        assertThat(cli(List.of("export", "yaml", "--out", out)).exit()).isEqualTo(2);
        assertThat(file).doesNotExist();
    }

    @Test
    void everyExportFormatIsRefusedInTheJarsOneWordingWithItsExitCode() {
        String out = dir.resolve("never.json").toString();
        for (String format : List.of("inspect", "jsonl", "otel")) {
            Run unknown = cli(List.of("export", format, "--bogus", "--out", out));
            assertThat(unknown.exit()).as(format).isEqualTo(Picocli.USAGE);
            assertThat(unknown.out()).as(format).isEmpty();
            assertThat(unknown.err())
                    .as(format)
                    .isEqualTo("export " + format + ": unknown option '--bogus' (try --help)\n");
            Run noOut = cli(List.of("export", format, "--sim"));
            assertThat(noOut.exit()).as(format).isEqualTo(Picocli.USAGE);
            assertThat(noOut.err().lines().count()).as(format).isOne();
        }
        Run other = cli(List.of("export", "yaml", "--out", out));
        assertThat(other.err()).isEqualTo("export: unexpected argument 'yaml' (try --help)\n");
        // the parser rules of the shared setup: "@file" is a file name, not a list of arguments
        Run at = cli(List.of("export", "otel", "@missing.json", "--out", out));
        assertThat(at.exit()).isEqualTo(Picocli.FAILED);
        assertThat(at.err()).startsWith("export otel: @missing.json: cannot read the file");
        assertThat(Path.of(out)).doesNotExist();
    }

    @Test
    void theHelpListsEveryDeclaredSimOption() {
        for (String format : List.of("inspect", "jsonl")) {
            Run help = cli(List.of("export", format, "--help"));
            assertThat(help.exit()).isZero();
            for (ParamSpec<?> p : InspectLogs.exported()) {
                assertThat(help.out()).as(format).contains(p.option());
            }
            assertThat(help.out()).contains("--out");
        }
        assertThat(cli(List.of("export", "--help")).out())
                .contains("inspect")
                .contains("jsonl")
                .contains("otel");
        Run otel = cli(List.of("export", "otel", "--help"));
        assertThat(otel.exit()).isZero();
        assertThat(otel.out())
                .startsWith("usage: export otel")
                .contains("--sim")
                .contains("--world-seed")
                .contains("--out");
    }

    @Test
    void jsonlIsTheOraclesTracesOneDictPerLine() throws IOException, InterruptedException {
        for (List<String> opts : List.of(
                List.of("--tasks", "5"),
                List.of(
                        "--world-seed",
                        "7",
                        "--n-stale",
                        "5",
                        "--tasks",
                        "8",
                        "--task-seed",
                        "3",
                        "--config",
                        "plan_exec+reflect",
                        "--run-seed",
                        "11"),
                List.of("--tasks", "6", "--new-data", "--config", "react", "--memory-acc", "0.25"))) {
            Path file = dir.resolve("traces.jsonl");
            List<String> args = new ArrayList<>(List.of("export", "jsonl"));
            args.addAll(opts);
            args.addAll(List.of("--out", file.toString()));
            Run r = cli(args);
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(Files.readString(file)).as("%s", opts).isEqualTo(oracleTraceLines(opts));
        }
    }

    /** ref_dump.py --mode traces, each trace re-printed on its own line with ref_dump's own json.dumps settings. */
    private static String oracleTraceLines(List<String> opts) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("python3", "-c", """
                import json, subprocess, sys
                doc = json.loads(subprocess.run([sys.executable] + sys.argv[1:], check=True,
                                                capture_output=True, text=True).stdout)
                for t in doc["data"]["traces"]:
                    print(json.dumps(t, sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False))
                """, ORACLE.toString(), "--mode", "traces"));
        cmd.addAll(opts);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(false).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(err).isZero();
        return out;
    }
}
