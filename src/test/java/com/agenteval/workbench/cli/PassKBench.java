package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The pass^k benchmark, Java next to the Python reference on the same machine in the same run (not part of the
 * normal test run: {@code ./mvnw -Pbench test}). Trials alternate Python and Java so both see the same machine
 * load; the summary goes to stdout and {@code target/bench/pass-k.json}.
 *
 * <p>System properties: {@code bench.trials} (3), {@code bench.javaRounds} (20), {@code bench.pythonRounds} (2).
 * Environment: {@code PYTHON} (python3), {@code AGENT_WORLD} (the reference module; default: the seed document).
 */
class PassKBench {

    @Test
    void javaNextToPython() throws IOException, InterruptedException {
        int trials = Integer.getInteger("bench.trials", 3);
        int javaRounds = Integer.getInteger("bench.javaRounds", 20);
        int pythonRounds = Integer.getInteger("bench.pythonRounds", 2);
        Path script = Path.of("src/test/resources/bench/pass_k_bench.py").toAbsolutePath();
        String python = System.getenv().getOrDefault("PYTHON", "python3");
        String module = System.getenv().getOrDefault("AGENT_WORLD", "/work/shared/seeds/000_2da5e907bb254f32.txt");
        boolean havePython = new File(module).exists() && Files.exists(script);
        PassKBenchmark.run(1); // JIT warm-up (until compilation is quiet) once for all trials
        List<PyObject> rows = new ArrayList<>();
        List<Double> javaEps = new ArrayList<>();
        List<Double> javaCpuEps = new ArrayList<>();
        List<Double> pyEps = new ArrayList<>();
        List<Double> pyCpuEps = new ArrayList<>();
        for (int t = 0; t < trials; t++) {
            if (havePython) {
                Process p = new ProcessBuilder(
                                python, script.toString(), "--rounds", Integer.toString(pythonRounds), "--warmup", "1")
                        .redirectError(ProcessBuilder.Redirect.INHERIT)
                        .start();
                String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertThat(p.waitFor()).as("python benchmark exit code").isZero();
                PyDict py = (PyDict) PyJson.loads(out.trim());
                pyEps.add(((PyFloat) py.get("episodes_per_second")).value());
                pyCpuEps.add(((PyFloat) py.get("episodes_per_cpu_second")).value());
                assertThat(py.get("episodes_per_round")).isEqualTo(PyInt.of(26453));
                rows.add(py.with("trial", PyInt.of(t)));
            }
            PassKBenchmark.Result j = PassKBenchmark.run(javaRounds, 1);
            javaEps.add(j.episodesPerSecond());
            javaCpuEps.add(j.episodesPerCpuSecond());
            assertThat(j.episodesPerRound()).isEqualTo(26453);
            rows.add(j.toPy()
                    .with("implementation", PyStr.of("java " + System.getProperty("java.version")))
                    .with("trial", PyInt.of(t)));
        }
        double java = median(javaEps);
        double javaCpu = median(javaCpuEps);
        PyDict summary = PyDict.of(
                "java_episodes_per_second",
                PyFloat.of(java),
                "java_episodes_per_cpu_second",
                PyFloat.of(javaCpu),
                "trials",
                new PyList(rows));
        StringBuilder report = new StringBuilder();
        report.append(String.format(
                "%nJava   %,12.0f episodes/s (median of %d trials; %,.0f per CPU-second)%n", java, trials, javaCpu));
        if (havePython) {
            double py = median(pyEps);
            double pyCpu = median(pyCpuEps);
            summary = summary.with("python_episodes_per_second", PyFloat.of(py))
                    .with("python_episodes_per_cpu_second", PyFloat.of(pyCpu))
                    .with("ratio", PyFloat.of(java / py))
                    .with("ratio_cpu", PyFloat.of(javaCpu / pyCpu));
            report.append(String.format(
                    "Python %,12.0f episodes/s (median of %d trials; %,.0f per CPU-second)%n", py, trials, pyCpu));
            report.append(String.format("ratio  %12.1fx wall, %.1fx CPU%n", java / py, javaCpu / pyCpu));
        } else {
            report.append("Python reference not found (set AGENT_WORLD and PYTHON): Java only\n");
        }
        System.out.print(report);
        Path out = Path.of("target/bench/pass-k.json");
        Files.createDirectories(out.getParent());
        Files.writeString(out, PyJson.dumpsPretty(summary) + "\n");
    }

    private static double median(List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        s.sort(null);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
    }
}
