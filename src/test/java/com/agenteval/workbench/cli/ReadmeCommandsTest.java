package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.lessons.shared.SimCli;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command of the README's code blocks that needs no key, run as a student on a fresh clone would run it: the
 * jar's commands in-process, from the project folder. What they write goes to a temporary folder ({@code --out} and
 * {@code >} files, and the saved runs of {@code forecast run}); the book's folder ({@code $BOOK}) is the shared copy
 * the tests read. Skipped, and counted: live runs and lines with a key ({@code …}) or a placeholder ({@code <file>}).
 */
class ReadmeCommandsTest {

    private static final String JAR = "java -jar target/workbench.jar ";
    private static final Path BOOK = Path.of("../shared/ml4t-traces");

    @TempDir
    Path scratch;

    @Test
    void everyCommandOfTheReadmeThatNeedsNoKeyRunsFromTheProjectFolder() throws Exception {
        List<String> commands = commands(Files.readString(Path.of("README.md")));
        int ran = 0;
        for (String line : commands) {
            if (line.contains("…") || line.contains("<") || line.contains("--live") || line.contains("--llm-live")) {
                continue;
            }
            List<String> args = SimCli.words(line.substring(JAR.length()).replace("$BOOK", BOOK.toString()));
            if (!WorkbenchCli.isCommand(args.toArray(String[]::new))) {
                continue; // starts the web server: the README's run section
            }
            Path redirect = null;
            int gt = args.indexOf(">");
            if (gt >= 0) {
                redirect = scratch.resolve(args.get(gt + 1));
                args = args.subList(0, gt);
            }
            args = new ArrayList<>(args);
            int out = args.indexOf("--out");
            if (out >= 0) {
                args.set(out + 1, scratch.resolve(args.get(out + 1)).toString());
            }
            if (args.get(0).equals("forecast") && args.get(1).equals("run")) {
                args.addAll(List.of("--traces-dir", scratch.toString())); // the last --traces-dir counts
            }
            ByteArrayOutputStream stdout = new ByteArrayOutputStream();
            ByteArrayOutputStream stderr = new ByteArrayOutputStream();
            int exit = WorkbenchCli.standard()
                    .run(
                            args.toArray(String[]::new),
                            new PrintStream(stdout, true, StandardCharsets.UTF_8),
                            new PrintStream(stderr, true, StandardCharsets.UTF_8));
            assertThat(exit)
                    .as(line + "\n" + stderr.toString(StandardCharsets.UTF_8))
                    .isZero();
            assertThat(stdout.size()).as(line).isPositive();
            if (redirect != null) {
                Files.write(redirect, stdout.toByteArray());
            }
            if (out >= 0) {
                assertThat(Path.of(args.get(out + 1))).as(line).isNotEmptyFile();
            }
            ran++;
        }
        assertThat(ran).as("the README's runnable commands").isGreaterThanOrEqualTo(25);
    }

    @Test
    void theReadmesCommandsNameNoFolderBesideADeveloperCheckout() throws Exception {
        assertThat(commands(Files.readString(Path.of("README.md")))).noneMatch(c -> c.contains("../shared"));
    }

    /** The README's commands of the jar: lines of its bash blocks, continuations joined, comments cut. */
    static List<String> commands(String readme) {
        List<String> found = new ArrayList<>();
        boolean inBash = false;
        StringBuilder pending = null;
        for (String raw : readme.lines().toList()) {
            if (raw.startsWith("```")) {
                inBash = !inBash && raw.equals("```bash");
                continue;
            }
            if (!inBash) {
                continue;
            }
            String line = cutComment(raw).strip();
            if (pending != null) {
                pending.append(' ').append(line);
            } else if (line.startsWith(JAR)) {
                pending = new StringBuilder(line);
            } else {
                continue;
            }
            if (pending.toString().endsWith("\\")) {
                pending.setLength(pending.length() - 1);
            } else {
                found.add(pending.toString().strip().replaceAll("\\s*&$", ""));
                pending = null;
            }
        }
        return found;
    }

    /** A line without its shell comment: a {@code #} after a space, outside quotes. */
    private static String cutComment(String line) {
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '#' && (i == 0 || line.charAt(i - 1) == ' ')) {
                return line.substring(0, i);
            }
        }
        return line;
    }
}
