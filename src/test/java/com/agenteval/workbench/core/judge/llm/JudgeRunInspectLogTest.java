package com.agenteval.workbench.core.judge.llm;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.cli.WorkbenchCli;
import com.agenteval.workbench.core.agent.Metric;
import com.agenteval.workbench.core.inspect.InspectSchema;
import com.agenteval.workbench.core.inspect.JudgeRunEvalLog;
import com.agenteval.workbench.core.python.PyDict;
import com.agenteval.workbench.core.python.PyInt;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyList;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyStr;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
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
        return JudgeRuns.record(new ScriptedJudgeModel(), JudgeRunsTest.PROVENANCE, JudgeRunsTest.PARAMS, 3,
                Clock.fixed(Instant.parse("2026-11-30T09:15:00Z"), ZoneOffset.UTC), () -> nanos.addAndGet(3_000_000),
                new Random(7), (done, total, id) -> { }, () -> false);
    }

    @Test
    void everyMetricScoreIsTheJudgesWithItsFindingsAndTheFileValidates() throws Exception {
        JudgeRun run = recorded();
        String json = PyJson.dumps(JudgeRunEvalLog.of(run));
        assertThat(InspectSchema.errors(json)).isEmpty();
        PyDict log = (PyDict) PyJson.loads(json);
        PyList samples = (PyList) log.get("samples");
        assertThat(samples.size()).isEqualTo(run.traceSet().traceIds().size());
        int findings = 0;
        for (JudgeRun.Call c : run.calls()) {
            PyDict sample = (PyDict) samples.items().stream().filter(s -> ((PyDict) s).get("id")
                    .equals(PyStr.of(c.trace()))).findFirst().orElseThrow();
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
        assertThat(((PyList) ((PyDict) log.get("results")).get("scores")).size()).isEqualTo(Metric.values().length);

        Path file = dir.resolve("judge-run.json");
        Files.writeString(file, JudgeRunJson.write(run));
        Path out = dir.resolve("log.json");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = WorkbenchCli.standard().run(new String[] {"export", "inspect", "--from", file.toString(), "--out",
                out.toString()}, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(rc).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(Files.readString(out)).isEqualTo(PyJson.dumps(JudgeRunEvalLog.of(JudgeRunJson.parse(
                JudgeRunJson.write(run)))));
        for (PyObject s : samples.items()) {
            assertThat(((PyList) ((PyDict) s).get("messages")).size()).isGreaterThan(Metric.values().length);
        }
    }
}
