package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The sim command's option handling: ref_dump.py's names, argparse's rules, one-line errors. */
class SimCommandTest {

    record Run(int code, String out, String err) {
        PyDict params() {
            return (PyDict) ((PyDict) PyJson.loads(out)).get("params");
        }
    }

    static Run sim(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new SimCommand()
                .run(
                        List.of(args),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static void rejected(String expectedMessagePart, String... args) {
        Run r = sim(args);
        assertThat(r.code()).as("exit code for %s", List.of(args)).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("sim: error: ").contains(expectedMessagePart);
        assertThat(r.err().strip()).doesNotContain("\n");
    }

    @Test
    void acceptsWhatArgparseAccepts() {
        Run r = sim(
                "--mod",
                "configs",
                "--world-s",
                " 1_0 ",
                "--memory-acc=.5",
                "--web-exact",
                "\u0660.\u0665",
                "--run-seed",
                "-7",
                "--task-seed",
                "123456789012345678901234567890");
        assertThat(r.code()).isZero();
        PyDict p = r.params();
        assertThat(p.get("world_seed")).isEqualTo(PyInt.of(10));
        assertThat(p.get("memory_acc")).isEqualTo(PyFloat.of(0.5));
        assertThat(p.get("web_exact")).isEqualTo(PyFloat.of(0.5));
        assertThat(p.get("run_seed")).isEqualTo(PyInt.of(-7));
        assertThat(p.get("task_seed")).isEqualTo(PyInt.of(new BigInteger("123456789012345678901234567890")));
        assertThat(r.out()).endsWith("\n");
        assertThat(sim("--mode", "configs", "--vague", "--vague").code()).isZero();
    }

    @Test
    void rejectsUnknownOptionsAndBadValuesOnOneLine() {
        rejected("required: --mode");
        rejected("unrecognized arguments: --bogus", "--mode", "world", "--bogus");
        rejected("unrecognized arguments: extra", "--mode", "world", "extra");
        rejected("unrecognized arguments: --", "--mode=world", "--");
        rejected("ambiguous option: --pre", "--mode", "world", "--pre");
        rejected("--mode must be one of", "--mode", "planets");
        rejected("--n-stale must be between 0 and 65", "--mode", "world", "--n-stale", "66");
        rejected("--n-stale must be between 0 and 65", "--mode", "world", "--n-stale", "-1");
        rejected("--memory-acc must be a probability in [0, 1]", "--mode", "world", "--memory-acc", "1.5");
        rejected("--web-rounded must be a probability", "--mode", "world", "--web-rounded", "nan");
        rejected("expected one argument", "--mode", "world", "--memory-acc", "-1e-3");
        rejected("--tasks must be between 1", "--mode", "tasks", "--tasks", "0");
        rejected("--repeats must be between 0", "--mode", "results", "--repeats", "-1");
        rejected("--distractors must be between 0 and 18", "--mode", "selector", "--distractors", "19");
        rejected("--temperature must be a finite number > 0", "--mode", "selector", "--temperature", "0");
        rejected("invalid int value", "--mode", "world", "--world-seed", "1.5");
        rejected("invalid int value", "--mode", "world", "--world-seed", "1_");
        rejected("invalid float value", "--mode", "world", "--memory-acc", "half");
        rejected("ignored explicit argument", "--mode", "tasks", "--new-data=1");
        rejected("not allowed with argument", "--mode", "selector", "--precise", "--vague");
        rejected("unknown config", "--mode", "traces", "--config", "plan-exec");
        rejected("JSON must be an object", "--mode", "traces", "--config", "[1]");
        rejected("unknown config field 'p_plna'", "--mode", "traces", "--config", "{\"p_plna\": 0.1}");
        rejected("p_plan must be a probability", "--mode", "traces", "--config", "{\"p_plan\": 2}");
        rejected("rho must be a probability", "--mode", "traces", "--config", "{\"base\":\"react\",\"rho\":-0.1}");
        rejected("must be an integer", "--mode", "results", "--config", "{\"attempts\": 2.0}");
        rejected("unknown base config", "--mode", "results", "--config", "{\"base\": \"gpt\"}");
        rejected("only for --mode bench", "--mode", "world", "--rounds", "2");
        rejected("takes only --rounds", "--mode", "bench", "--tasks", "5");
        rejected("--warmup is only for --mode bench", "--mode", "world", "--warmup", "2");
        rejected("--warmup must be between", "--mode", "bench", "--warmup", "-1");
    }

    @Test
    void helpListsTheModes() {
        Run r = sim("--help");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("--mode {configs,results,selector,tasks,traces,world,bench}", "--format-trace");
        assertThat(sim("-h").code()).isZero();
    }

    @Test
    void selfCheckAndPrettyOutput() {
        Run r = sim("--mode", "traces", "--tasks", "3", "--self-check", "--pretty");
        assertThat(r.code()).isZero();
        assertThat(r.err()).contains("self-check ok");
        assertThat(r.out()).startsWith("{\n \"data\": {");
    }

    @Test
    void benchPrintsEpisodesAndSpeed() {
        Run r = sim("--mode", "bench", "--rounds", "1", "--warmup", "0");
        assertThat(r.code()).isZero();
        PyDict data = (PyDict) ((PyDict) PyJson.loads(r.out())).get("data");
        assertThat(data.get("episodes")).isEqualTo(PyInt.of(26453)); // the same count as the Python reference
        assertThat(((PyFloat) data.get("episodes_per_second")).value()).isPositive();
        assertThat(((PyFloat) data.get("seconds")).value()).isPositive();
    }

    @Test
    void theJarKnowsTheCommand() {
        assertThat(WorkbenchCli.standard().help()).contains("sim");
    }
}
