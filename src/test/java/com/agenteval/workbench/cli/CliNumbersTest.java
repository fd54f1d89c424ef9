package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.python.PyFormat;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line prints numbers as Python does, whatever the JVM's default locale. */
class CliNumbersTest {

    @TempDir
    Path dir;

    @Test
    void traceListGroupsTokensWithCommasAsFormatCommaDoesEvenInAGermanLocale() throws Exception {
        Path file = dir.resolve(ForecastFixtures.BOOK_CAPTURE);
        Files.writeString(file, ForecastFixtures.bookCaptureJson());
        long tokens = RunTraceJson.read(file, TestReaders.POOL).totalTokens();
        assertThat(tokens).isGreaterThan(999);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY); // printf("%,d") printed 47.110 here
            WorkbenchCli.standard()
                    .run(
                            new String[] {"trace", "list", "--traces-dir", dir.toString()},
                            new PrintStream(out, true, StandardCharsets.UTF_8),
                            new PrintStream(new ByteArrayOutputStream()));
        } finally {
            Locale.setDefault(before);
        }
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains(", 2 agents, " + PyFormat.grouped(tokens) + " tokens")
                .containsPattern(", 2 agents, \\d{1,3}(,\\d{3})+ tokens");
    }
}
