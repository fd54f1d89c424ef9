package com.agenteval.workbench.lessons.judges;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.cli.WorkbenchCli;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.params.Parameters.CommandLines;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.agenteval.workbench.lessons.shared.SimCli;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The judges page's command lines, run back through the {@code judge} command in-process: each prints the scorecard
 * the page shows for its judge (the same report document, verdicts left out).
 */
class JudgeCommandsRoundTripTest {

    @Test
    void eachJudgesCommandLinePrintsThePagesScorecard() {
        WorldSpec other = new WorldSpec(BigInteger.valueOf(7), 3, 0.6, 0.4, 0.45);
        List<JudgeComparison> pages = List.of(
                JudgeComparison.of(JudgeComparison.params(
                        "plan_exec", false, 40, BigInteger.ONE, BigInteger.ZERO, WorldSpec.lecture())),
                JudgeComparison.of(
                        JudgeComparison.params("noisy", true, 30, BigInteger.TWO, BigInteger.valueOf(5), other)));
        for (JudgeComparison page : pages) {
            for (String judge : List.of("outcome", "rules")) {
                String shown = JudgeCommands.of(page, judge);
                assertThat(shown).startsWith(CommandLines.JAR + "judge --judge " + judge);
                List<String> words = new ArrayList<>(SimCli.words(shown.substring(CommandLines.JAR.length())));
                words.add("--summary");
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                ByteArrayOutputStream err = new ByteArrayOutputStream();
                int code = WorkbenchCli.standard()
                        .run(
                                words.toArray(String[]::new),
                                new PrintStream(out, true, StandardCharsets.UTF_8),
                                new PrintStream(err, true, StandardCharsets.UTF_8));
                assertThat(code).as(shown + "\n" + err).isZero();
                assertThat(out.toString(StandardCharsets.UTF_8))
                        .as(shown)
                        .isEqualTo(PyJson.dumps(page.card(judge).report(page.params(), false)) + "\n");
            }
        }
    }
}
