package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code sim --mode results --format csv}: the JSON's numbers, as Python prints them, one row per config. */
class SimCsvTest {

    private static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = new SimCommand()
                .run(
                        List.of(args),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {"" + rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void everyRowHoldsTheJsonBlocksNumbersInPythonsDigits() {
        String[] csv = run("--mode", "results", "--tasks", "30", "--repeats", "3", "--format", "csv");
        String[] json = run("--mode", "results", "--tasks", "30", "--repeats", "3");
        assertThat(csv[0]).isEqualTo("0");
        List<String> lines = List.of(csv[1].split("\r\n"));
        assertThat(lines.get(0))
                .isEqualTo("config,n_runs,n_correct,accuracy,tokens_total,mean_tokens,cost_sum_seq,"
                        + "mean_cost,episodes,pass_hat_1,pass_hat_2,pass_hat_3,pass_at_1,pass_at_2,pass_at_3");
        PyList blocks = (PyList) ((PyDict) ((PyDict) PyJson.loads(json[1])).get("data")).get("configs");
        assertThat(lines).hasSize(blocks.size() + 1);
        for (int i = 0; i < blocks.size(); i++) {
            PyDict b = (PyDict) blocks.get(i);
            List<String> expected = new ArrayList<>();
            expected.add(((PyStr) ((PyDict) b.get("config")).get("name")).value());
            for (String c : List.of(
                    "n_runs",
                    "n_correct",
                    "accuracy",
                    "tokens_total",
                    "mean_tokens",
                    "cost_sum_seq",
                    "mean_cost",
                    "episodes")) {
                expected.add(b.get(c).repr());
            }
            PyDict ks = (PyDict) b.get("pass_k");
            for (String field : List.of("pass_hat_k", "pass_at_k")) {
                for (PyObject k : ks.entries().values()) {
                    expected.add(((PyDict) k).get(field).repr());
                }
            }
            assertThat(lines.get(i + 1)).isEqualTo(String.join(",", expected));
        }
    }

    @Test
    void withoutRepeatsThereAreNoPassKColumnsAndOneConfigGivesOneRow() {
        String[] csv = run("--mode", "results", "--tasks", "10", "--config", "vote3", "--format=csv");
        assertThat(csv[1].split("\r\n")).hasSize(2);
        assertThat(csv[1])
                .startsWith("config,n_runs,n_correct,accuracy,tokens_total,mean_tokens,cost_sum_seq,"
                        + "mean_cost,episodes\r\nvote3,10,");
    }

    @Test
    void badFormatsGetArgparseStyleErrors() {
        assertThat(run("--mode", "results", "--format", "xml")[2])
                .isEqualTo("sim: error: argument --format: invalid choice: 'xml' (choose from 'json', 'csv')\n");
        assertThat(run("--mode", "world", "--format", "csv")[2])
                .isEqualTo("sim: error: --format csv is only for --mode results\n");
        assertThat(run("--mode", "results", "--form", "csv")[2])
                .isEqualTo("sim: error: ambiguous option: --form could match --format-trace, --format\n");
        assertThat(run("--mode", "results", "--format")[2])
                .isEqualTo("sim: error: argument --format: expected one argument\n");
        assertThat(run("--mode", "results", "--format", "json")[1]).startsWith("{\"data\":");
    }
}
