package com.agenteval.workbench.lessons.configs;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.cli.SimCommand;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.Parameters.CommandLines;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.ConfigScore;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The page's numbers against what the {@code sim} commands it shows print. */
class ConfigComparisonsTest {

    private static final World LECTURE = WorldSpec.lecture().make();

    private static ConfigComparison comparison(
            World world, TaskSetChoice set, int tasks, int runs, double rho, List<AgentConfig> custom) {
        return new ConfigComparison(
                world.spec(),
                set,
                tasks,
                1,
                2,
                0,
                runs,
                rho,
                ConfigComparison.withCustom(custom),
                Set.copyOf(custom.stream().map(AgentConfig::name).toList()));
    }

    private static ConfigScore score(List<ConfigScore> scores, String name) {
        return scores.stream()
                .filter(s -> s.config().name().equals(name))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void theLectureAnchorPlanExecScores0720OnTheFamiliarTasksWithOneRun() {
        List<ConfigScore> scores = comparison(LECTURE, TaskSetChoice.FAMILIAR, 200, 1, 0.5, List.of())
                .run(LECTURE);
        assertThat(score(scores, "plan_exec").accuracy()).isEqualTo(0.72);
        assertThat(ConfigTableCell.fraction(score(scores, "plan_exec").accuracy()))
                .isEqualTo("0.720");
        assertThat(scores).hasSize(7);
    }

    @Test
    void everyNumberEqualsWhatTheShownSimCommandsPrint() {
        World world = new WorldSpec(BigInteger.valueOf(7), 3, 0.7, 0.4, 0.45).make();
        AgentConfig mine = new CustomConfigDraft("mine", "plan_exec", 1.5, 0.3, 2, 1, 2.0).toConfig();
        for (double rho : new double[] {0.5, 0.85}) {
            ConfigComparison c = comparison(world, TaskSetChoice.BOTH, 25, 4, rho, List.of(mine));
            List<ConfigScore> scores = c.run(world);
            Map<String, List<PyDict>> blocks = new LinkedHashMap<>(); // config name -> its blocks, familiar first
            List<String> commands = ConfigCommands.lines(c);
            assertThat(commands).allSatisfy(line -> assertThat(line).startsWith(CommandLines.JAR + "sim "));
            for (String line : commands) {
                for (PyObject block : ((PyList) ((PyDict) sim(line).get("data")).get("configs")).items()) {
                    PyDict b = (PyDict) block;
                    String name = ((PyStr) ((PyDict) b.get("config")).get("name")).value();
                    blocks.computeIfAbsent(name, k -> new ArrayList<>()).add(b);
                }
            }
            assertThat(blocks.keySet())
                    .containsExactlyInAnyOrderElementsOf(
                            scores.stream().map(s -> s.config().name()).toList());
            for (ConfigScore s : scores) {
                List<PyDict> mineBlocks = blocks.get(s.config().name());
                assertThat(mineBlocks).as(s.config().name()).hasSize(2);
                assertThat(((PyFloat) ((PyDict) mineBlocks.get(0).get("config")).get("rho")).value())
                        .isEqualTo(rho);
                assertThat(s.accuracyOn(TaskSetChoice.FAMILIAR)).isEqualTo(number(mineBlocks.get(0), "accuracy"));
                assertThat(s.accuracyOn(TaskSetChoice.NEW_DATA)).isEqualTo(number(mineBlocks.get(1), "accuracy"));
                long runs = sum(mineBlocks, "n_runs");
                assertThat(s.accuracy()).isEqualTo((double) sum(mineBlocks, "n_correct") / runs);
                assertThat(s.meanTokens()).isEqualTo((double) sum(mineBlocks, "tokens_total") / runs);
                assertThat(s.meanCost())
                        .isEqualTo(
                                (number(mineBlocks.get(0), "cost_sum_seq") + number(mineBlocks.get(1), "cost_sum_seq"))
                                        / runs);
                for (int k = 1; k <= 4; k++) {
                    long num = 0;
                    long den = 0;
                    for (PyDict b : mineBlocks) {
                        PyDict pk = (PyDict) ((PyDict) b.get("pass_k")).get(Integer.toString(k));
                        num += ((PyInt) pk.get("num")).value().longValueExact();
                        den += ((PyInt) pk.get("den")).value().longValueExact();
                    }
                    assertThat(s.passK().get(k - 1).passHat()).isEqualTo((double) num / den);
                }
            }
        }
    }

    @Test
    void oneTaskSetIsExactlyOneSimBlock() {
        ConfigComparison c = comparison(LECTURE, TaskSetChoice.NEW_DATA, 40, 3, 0.5, List.of());
        List<String> commands = ConfigCommands.lines(c);
        assertThat(commands)
                .containsExactly(
                        CommandLines.JAR + "sim --mode results --tasks 40 --task-seed 2 --new-data --repeats 3");
        List<ConfigScore> scores = c.run(LECTURE);
        PyList blocks = (PyList) ((PyDict) sim(commands.get(0)).get("data")).get("configs");
        for (int i = 0; i < scores.size(); i++) {
            PyDict b = (PyDict) blocks.get(i);
            assertThat(scores.get(i).accuracy()).isEqualTo(number(b, "accuracy"));
            assertThat(scores.get(i).meanTokens()).isEqualTo(number(b, "mean_tokens"));
            assertThat(scores.get(i).meanCost()).isEqualTo(number(b, "mean_cost"));
            PyDict pass3 = (PyDict) ((PyDict) b.get("pass_k")).get("3");
            assertThat(scores.get(i).passHatLast()).isEqualTo(((PyFloat) pass3.get("pass_hat_k")).value());
        }
    }

    @Test
    void rhoMovesPassKButNotPassOne() {
        ConfigScore independent = score(
                comparison(LECTURE, TaskSetChoice.FAMILIAR, 200, 8, 0.0, List.of())
                        .run(LECTURE),
                "plan_exec");
        ConfigScore correlated = score(
                comparison(LECTURE, TaskSetChoice.FAMILIAR, 200, 8, 1.0, List.of())
                        .run(LECTURE),
                "plan_exec");
        assertThat(Math.abs(independent.accuracy() - correlated.accuracy())).isLessThan(0.05);
        assertThat(correlated.passHatLast() - independent.passHatLast()).isGreaterThan(0.15);
    }

    private static double number(PyDict block, String key) {
        return ((PyFloat) block.get(key)).value();
    }

    private static long sum(List<PyDict> blocks, String key) {
        return blocks.stream()
                .mapToLong(b -> ((PyInt) b.get(key)).value().longValueExact())
                .sum();
    }

    /** Runs one shown command line through the sim command, as the jar would, and parses its JSON. */
    static PyDict sim(String commandLine) {
        List<String> words = shellWords(commandLine);
        assertThat(words.subList(0, 4)).containsExactly("java", "-jar", "target/workbench.jar", "sim");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new SimCommand()
                .run(
                        words.subList(4, words.size()),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isZero();
        return (PyDict) PyJson.loads(out.toString(StandardCharsets.UTF_8).strip());
    }

    /** POSIX shell words: bare words and single-quoted strings (with '\'' for a quote), up to a # comment. */
    static List<String> shellWords(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder w = null;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (ch == '\'') {
                int end = line.indexOf('\'', i + 1);
                w = w == null ? new StringBuilder() : w;
                w.append(line, i + 1, end);
                i = end;
            } else if (ch == '\\' && i + 1 < line.length()) {
                w = w == null ? new StringBuilder() : w;
                w.append(line.charAt(++i));
            } else if (Character.isWhitespace(ch)) {
                if (w != null) {
                    words.add(w.toString());
                    w = null;
                }
            } else if (ch == '#' && w == null) {
                break;
            } else {
                w = w == null ? new StringBuilder() : w;
                w.append(ch);
            }
        }
        if (w != null) {
            words.add(w.toString());
        }
        return words;
    }
}
