package com.agenteval.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No page, cell, command or core class formats a float with Java's formatter: {@code String.format("%.3f")}
 * rounds the decimal expansion half-up (0.2925 prints as 0.293, Python prints 0.292). Numbers go through
 * {@code core/python/PyFormat}, the one formatter with Python's semantics. Whole numbers ({@code %d}, {@code %x})
 * and text ({@code %s}) are fine. The DecimalFormat / NumberFormat half of the rule is in {@link ArchitectureTest}.
 */
class NumberFormattingTest {

    private static final Path MAIN = Path.of("src/main/java");
    private static final Path ALLOWED = MAIN.resolve("com/agenteval/workbench/core/python");

    /** A statement that calls Java's formatter. */
    private static final Pattern FORMAT_CALL =
            Pattern.compile("String\\.format\\s*\\(|\\.formatted\\s*\\(|\\.printf\\s*\\(|new\\s+Formatter\\s*\\(");

    private static final Pattern STRING_LITERAL = Pattern.compile("\"(?:\\\\.|[^\"\\\\])*\"");
    /** A floating-point conversion (%f, %.3f, %+.1f, %6.2f, %e, %g, %a), not an escaped %%. */
    private static final Pattern FLOAT_CONVERSION =
            Pattern.compile("(?<!%)(?:%%)*%(?:\\d+\\$)?[-#+ 0,(<]*\\d*(?:\\.\\d+)?[eEfgGaA]");

    /** The float-format calls in one source text, as "line: statement". */
    static List<String> floatFormatCalls(String source) {
        List<String> found = new ArrayList<>();
        int line = 1;
        int from = 0;
        for (String statement : source.split(";", -1)) {
            if (FORMAT_CALL.matcher(statement).find()) {
                Matcher literal = STRING_LITERAL.matcher(statement);
                while (literal.find()) {
                    if (FLOAT_CONVERSION.matcher(literal.group()).find()) {
                        int at = from + literal.start();
                        found.add((line + count(source, from, at)) + ": " + statement.strip());
                        break;
                    }
                }
            }
            line += count(source, from, from + statement.length());
            from += statement.length() + 1;
        }
        return found;
    }

    private static int count(String s, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            n += s.charAt(i) == '\n' ? 1 : 0;
        }
        return n;
    }

    @Test
    void theDetectorFindsFloatFormatsAndLetsWholeNumbersAndTextThrough() {
        assertThat(floatFormatCalls("return String.format(Locale.ROOT, \"%.3f\", x);"))
                .hasSize(1);
        assertThat(floatFormatCalls("a();\nb = \"$%.6f\".formatted(cost);"))
                .containsExactly("2: b = \"$%.6f\".formatted(cost)");
        assertThat(floatFormatCalls("out.printf(Locale.ROOT, \"Brier %.4f%n\", b);"))
                .hasSize(1);
        assertThat(floatFormatCalls("out.printf(\"%-20s $%6.2f in\",\n n, p);")).hasSize(1);
        assertThat(floatFormatCalls("s = String.format(\"%+.1f%%\", x);")).hasSize(1);
        assertThat(floatFormatCalls("s = String.format(\"%e\", x);")).hasSize(1);
        assertThat(floatFormatCalls("s = String.format(\"%03d %s %,d %012x\", i, t, n, r);"))
                .isEmpty();
        assertThat(floatFormatCalls("s = String.format(\"%s%%\", PyFormat.fixed(x, 1));"))
                .isEmpty();
        assertThat(floatFormatCalls("s = String.format(\"100%%f\", x);")).isEmpty(); // "%%f" is the text %f
        assertThat(floatFormatCalls("s = \"%.3f\";")).isEmpty(); // not a format call
    }

    @Test
    void noClassOutsideCorePythonFormatsAFloatWithJavasFormatter() throws IOException {
        List<String> offenders = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java") && !p.startsWith(ALLOWED))
                    .toList()) {
                for (String call : floatFormatCalls(Files.readString(file, StandardCharsets.UTF_8))) {
                    offenders.add(MAIN.relativize(file) + ":" + call);
                }
            }
        }
        assertThat(offenders)
                .as("format floats with core/python/PyFormat (Python's rounding), not Java's formatter")
                .isEmpty();
    }
}
