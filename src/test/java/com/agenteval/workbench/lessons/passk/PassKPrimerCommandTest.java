package com.agenteval.workbench.lessons.passk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.agenteval.workbench.core.reliability.ConfigResults.PassK.IndependentRuns;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The page's pass^k / pass@k table and its equivalent Python command print the same text, >99.9% included. */
class PassKPrimerCommandTest {

    @ParameterizedTest
    @CsvSource({"0.5, 4", "0.99999999, 3", "0.00000001, 2", "1.0, 2", "0.8, 10"})
    void theCommandPrintsWhatThePageShows(double p, int k) throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/python3")), "python3 not installed");
        Process proc = new ProcessBuilder("sh", "-c", PassKPrimerPage.command(p, k))
                .redirectErrorStream(true)
                .start();
        assertThat(proc.waitFor(30, TimeUnit.SECONDS)).isTrue();
        String out = new String(proc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        List<String> page = new ArrayList<>();
        for (int i = 1; i <= k; i++) {
            page.add(i + " " + PassKPrimerPage.percent(IndependentRuns.passHatK(p, i)) + " "
                    + PassKPrimerPage.percent(IndependentRuns.passAtK(p, i)));
        }
        assertThat(out.lines().toList()).isEqualTo(page);
        if (p == 0.99999999) {
            assertThat(page.get(0)).isEqualTo("1 >99.9% >99.9%");
        }
    }
}
