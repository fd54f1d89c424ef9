package com.agenteval.workbench.core.inspect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.stats.ClusteredMean;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The export's stderr is Inspect's stderr(cluster="task_id") on the log's own samples, core's and intervals.py's. */
class SimulatedEvalLogStderrTest {

    @Test
    void aLogWithRepeatsReportsTheClusteredStderr() throws IOException {
        PyDict log = SimulatedEvalLog.of(SimParams.defaults("results")
                .withConfig("plan_exec")
                .withTasks(100, BigInteger.ONE, false)
                .withRepeats(8));
        PyDict score = (PyDict)
                ((PyList) ((PyDict) log.get("results")).get("scores")).items().get(0);
        PyDict stderr = (PyDict) ((PyDict) score.get("metrics")).get("stderr");
        double reported = ((PyFloat) stderr.get("value")).value();
        assertThat(((PyDict) stderr.get("params")).get("cluster")).isEqualTo(PyStr.of("task_id"));

        // Inspect's clustered_metric on the samples: group the C/I scores by metadata.task_id
        Map<String, double[]> byTask = new LinkedHashMap<>();
        List<PyObject> samples = ((PyList) log.get("samples")).items();
        double total = 0;
        for (PyObject o : samples) {
            PyDict s = (PyDict) o;
            String task = ((PyStr) ((PyDict) s.get("metadata")).get("task_id")).value();
            assertThat(task).isEqualTo(((PyStr) s.get("id")).value());
            PyStr value = (PyStr) ((PyDict) ((PyDict) s.get("scores")).get("outcome")).get("value");
            double x = value.value().equals("C") ? 1 : 0;
            total += x;
            byTask.computeIfAbsent(task, t -> new double[2]);
            byTask.get(task)[0] += x;
            byTask.get(task)[1] += 1;
        }
        int n = samples.size();
        double mean = total / n;
        double sum = 0;
        for (double[] g : byTask.values()) {
            double d = g[0] - g[1] * mean;
            sum += d * d;
        }
        int c = byTask.size();
        assertThat(c).isEqualTo(100);
        assertThat(reported).isCloseTo(Math.sqrt(sum * c / (c - 1)) / n, within(1e-15));
        assertThat(reported)
                .isEqualTo(ClusteredMean.of(byTask.values().stream()
                                .map(g -> {
                                    double[] runs = new double[(int) g[1]];
                                    for (int i = 0; i < g[0]; i++) {
                                        runs[i] = 1;
                                    }
                                    return runs;
                                })
                                .toArray(double[][]::new))
                        .clusteredSe());
        // intervals.py over ref_dump.py --mode results --repeats 8 --tasks 100 (golden/stats/regenerate.sh)
        assertThat(reported)
                .isCloseTo(intervalsPy("plan_exec").get("clustered_se").asDouble(), within(1e-15));
        assertThat(InspectSchema.errors(PyJson.dumps(log))).isEmpty();
    }

    @Test
    void withOneEpochTheClusteredStderrIsThePlainOne() {
        PyDict log = SimulatedEvalLog.of(SimParams.defaults("results").withTasks(50, BigInteger.ONE, false));
        PyDict score = (PyDict)
                ((PyList) ((PyDict) log.get("results")).get("scores")).items().get(0);
        double reported = ((PyFloat) ((PyDict) ((PyDict) score.get("metrics")).get("stderr")).get("value")).value();
        double acc = ((PyFloat) ((PyDict) ((PyDict) score.get("metrics")).get("accuracy")).get("value")).value();
        assertThat(reported).isCloseTo(Math.sqrt(acc * (1 - acc) * 50 / 49) / Math.sqrt(50), within(1e-15));
    }

    private static JsonNode intervalsPy(String config) throws IOException {
        ObjectMapper json = new ObjectMapper();
        try (InputStream in =
                        SimulatedEvalLogStderrTest.class.getResourceAsStream("/golden/stats/intervals-repeats8.jsonl");
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                JsonNode j = json.readTree(line);
                if (j.get("config").asText().equals(config)) {
                    return j;
                }
            }
        }
        throw new IllegalStateException("no " + config);
    }
}
