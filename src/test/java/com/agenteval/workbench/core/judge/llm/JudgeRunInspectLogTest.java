package com.agenteval.workbench.core.judge.llm;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.cli.WorkbenchCli;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.inspect.InspectLogChecks;
import com.agenteval.workbench.core.inspect.InspectLogs;
import com.agenteval.workbench.core.inspect.InspectSchema;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A judge run as an Inspect log: a sample per judged trace, a score per metric that is the judge's, with findings. */
class JudgeRunInspectLogTest {

    @TempDir
    Path dir;

    private static JudgeRun recorded() {
        AtomicLong nanos = new AtomicLong();
        return JudgeRuns.record(
                new ScriptedJudgeModel(),
                JudgeRunsTest.PROVENANCE,
                JudgeRunsTest.PARAMS,
                3,
                Clock.fixed(Instant.parse("2026-11-30T09:15:00Z"), ZoneOffset.UTC),
                () -> nanos.addAndGet(3_000_000),
                new Random(7),
                (done, total, id) -> {},
                () -> false);
    }

    @Test
    void everyMetricScoreIsTheJudgesWithItsFindingsAndTheFileValidates() throws Exception {
        JudgeRun run = recorded();
        String json = PyJson.dumps(InspectLogs.judgeRun(run));
        assertThat(InspectSchema.errors(json)).isEmpty();
        PyDict log = (PyDict) PyJson.loads(json);
        PyList samples = (PyList) log.get("samples");
        assertThat(samples.size()).isEqualTo(run.traceSet().traceIds().size());
        int findings = 0;
        for (JudgeRun.Call c : run.calls()) {
            PyDict sample = (PyDict) samples.items().stream()
                    .filter(s -> ((PyDict) s).get("id").equals(PyStr.of(c.trace())))
                    .findFirst()
                    .orElseThrow();
            PyDict score = (PyDict) ((PyDict) sample.get("scores")).get(c.metric());
            if (JudgeRun.Parsed.READ.equals(c.parsed().status()) && c.parsed().score() != null) {
                assertThat(score.get("value")).isEqualTo(PyInt.of(c.parsed().score()));
            } else {
                assertThat(score.get("value")).isEqualTo(PyStr.of("unreadable"));
            }
            PyList f = (PyList) ((PyDict) score.get("metadata")).get("findings");
            assertThat(f.size()).isEqualTo(c.parsed().findings().size());
            findings += f.size();
        }
        assertThat(findings).isPositive();
        assertThat(((PyList) ((PyDict) log.get("results")).get("scores")).size())
                .isEqualTo(Metric.values().length);

        Path file = dir.resolve("judge-run.json");
        Files.writeString(file, run.json());
        Path out = dir.resolve("log.json");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = WorkbenchCli.standard()
                .run(
                        new String[] {"export", "inspect", "--from", file.toString(), "--out", out.toString()},
                        new PrintStream(new ByteArrayOutputStream()),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(rc).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(Files.readString(out)).isEqualTo(PyJson.dumps(InspectLogs.judgeRun(JudgeRun.parse(run.json()))));
        for (PyObject s : samples.items()) {
            assertThat(((PyList) ((PyDict) s).get("messages")).size()).isGreaterThan(Metric.values().length);
        }
    }

    @Test
    void eachJudgeCallIsAModelEventWithItsOwnPromptUsageAndLatency() {
        JudgeRun run = recorded();
        String json = PyJson.dumps(InspectLogs.judgeRun(run));
        assertThat(InspectSchema.errors(json)).isEmpty();
        PyDict log = (PyDict) PyJson.loads(json);
        assertThat(InspectLogChecks.nulls(log, "$")).isEmpty();
        PyList samples = (PyList) log.get("samples");
        int calls = 0;
        for (PyObject o : samples.items()) {
            PyDict sample = (PyDict) o;
            InspectLogChecks.spansMatch(sample);
            InspectLogChecks.timestampsInOrder(sample);
            List<JudgeRun.Call> mine = run.calls().stream()
                    .filter(c -> PyStr.of(c.trace()).equals(sample.get("id")))
                    .toList();
            List<PyDict> models = InspectLogChecks.events(sample, "model");
            assertThat(models).hasSameSizeAs(mine);
            double working = 0;
            for (int i = 0; i < mine.size(); i++) {
                JudgeRun.Call c = mine.get(i);
                PyDict m = models.get(i);
                PyDict output = (PyDict) m.get("output");
                assertThat(((PyFloat) output.get("time")).value()).isEqualTo(c.latencyMs() / 1000.0);
                working += c.latencyMs() / 1000.0;
                PyDict u = (PyDict) output.get("usage");
                assertThat(InspectLogChecks.integer(u.get("input_tokens")))
                        .isEqualTo(c.usage().inputTokens());
                assertThat(InspectLogChecks.integer(u.get("output_tokens")))
                        .isEqualTo(c.usage().outputTokens());
                // each metric's prompt is its own conversation: the input is that call's messages, not the others'
                assertThat(((PyList) m.get("input")).size())
                        .isEqualTo(c.messages().size());
                assertThat(m.get("tools")).isEqualTo(PyList.of());
                calls++;
            }
            assertThat(((PyFloat) sample.get("working_time")).value())
                    .isCloseTo(working, org.assertj.core.api.Assertions.within(1e-9));
            assertThat(InspectLogChecks.events(sample, "score")).hasSameSizeAs(mine);
        }
        assertThat(calls).isEqualTo(run.calls().size()).isPositive();
    }

    /** The shipped simulated LLM-judge run: 10 traces (F000-F009) of plan_exec, 7 metrics each, 70 calls. */
    static final Path SHIPPED = Path.of("traces/judge-runs/judge-run_20261201T000000Z_a1695bbbf95c.json");

    private static PyDict sample(PyList samples, String id) {
        return (PyDict) samples.items().stream()
                .filter(s -> ((PyDict) s).get("id").equals(PyStr.of(id)))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void theShippedJudgeRunExportsWithItsUsageAndTheTrueLabelsBesideEachVerdict() throws Exception {
        PyDict log = InspectLogChecks.exportFrom(SHIPPED, dir.resolve("shipped.json"));
        PyList samples = (PyList) log.get("samples");
        assertThat(samples.size()).isEqualTo(10);
        int models = 0;
        for (PyObject o : samples.items()) {
            PyDict s = (PyDict) o;
            InspectLogChecks.spansMatch(s);
            assertThat(InspectLogChecks.events(s, "model")).hasSize(7);
            assertThat(InspectLogChecks.events(s, "score")).hasSize(7);
            // one truth event per verdict: the trace set is remade from the file's parameters
            assertThat(InspectLogChecks.events(s, "info")).hasSize(7);
            models += InspectLogChecks.events(s, "model").size();
        }
        assertThat(models).isEqualTo(70);
        // F002's seven calls, read off the file: 893+885+852+887+886+861+882 in, 9 out each
        PyDict f002 = sample(samples, "F002");
        PyDict u =
                (PyDict) ((PyDict) f002.get("model_usage")).get("simulated/simulated-gpa-judge (not a language model)");
        assertThat(InspectLogChecks.integer(u.get("input_tokens"))).isEqualTo(6146);
        assertThat(InspectLogChecks.integer(u.get("output_tokens"))).isEqualTo(63);
        PyDict first =
                (PyDict) ((PyDict) InspectLogChecks.events(f002, "model").get(0).get("output")).get("usage");
        assertThat(InspectLogChecks.integer(first.get("input_tokens"))).isEqualTo(893);
        assertThat(InspectLogChecks.integer(first.get("output_tokens"))).isEqualTo(9);
        assertThat(((PyFloat) ((PyDict) InspectLogChecks.events(f002, "model")
                                        .get(0)
                                        .get("output"))
                                .get("time"))
                        .value())
                .isEqualTo(0.0); // the simulated judge's recorded latency, 0 ms
        // F002 has no true label: every verdict's truth is "not flawed"
        for (PyDict info : InspectLogChecks.events(f002, "info")) {
            assertThat(((PyDict) info.get("data")).get("flawed")).isEqualTo(PyBool.FALSE);
        }
        // F000's true labels (ref_dump.py --mode traces with the file's trace set): format [LC] at 0, ignore
        // [LC, TC] at 1, goal [GF] at 2; the judge gave GF 0
        PyDict f000 = sample(samples, "F000");
        List<PyDict> truth = InspectLogChecks.events(f000, "info");
        PyDict gf = truth.stream()
                .map(e -> (PyDict) e.get("data"))
                .filter(d -> d.get("metric").equals(PyStr.of("GF")))
                .findFirst()
                .orElseThrow();
        assertThat(gf.get("judge_score")).isEqualTo(PyInt.of(0));
        assertThat(((PyList) gf.get("true_labels")).size()).isEqualTo(1);
        assertThat(((PyDict) ((PyList) gf.get("true_labels")).items().get(0)).get("mode"))
                .isEqualTo(PyStr.of("goal"));
        PyDict lc = truth.stream()
                .map(e -> (PyDict) e.get("data"))
                .filter(d -> d.get("metric").equals(PyStr.of("LC")))
                .findFirst()
                .orElseThrow();
        assertThat(((PyList) lc.get("true_labels"))
                        .items().stream().map(l -> ((PyDict) l).get("mode")).toList())
                .containsExactly(PyStr.of("format"), PyStr.of("ignore"));
        assertThat(((PyList) ((PyDict) f000.get("metadata")).get("labels")).size())
                .isEqualTo(3);
        // each info event sits in its metric's scorer span, right after the score event
        List<PyDict> events = InspectLogChecks.events(f000);
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i).get("event").equals(PyStr.of("info"))) {
                assertThat(events.get(i - 1).get("event")).isEqualTo(PyStr.of("score"));
                assertThat(events.get(i).get("span_id"))
                        .isEqualTo(events.get(i - 1).get("span_id"));
            }
        }
    }
}
