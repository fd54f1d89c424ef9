package com.agenteval.workbench.core.log;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.log.LogJson.LogRecord;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Crash injection: a child JVM saves in a loop (new files that are never overwritten, and its own session file
 * replaced each time) and is killed with SIGKILL ({@link Process#destroyForcibly()} on POSIX) at a random save, many
 * times. After each kill every file under a final name is whole and parses as a saved file with the content its
 * name says; what a kill interrupts is at most a temporary file, which the start-up cleaning removes. (A kill tests
 * the process dying mid-save; the {@code fsync}s are what also make it hold across a power cut, which a test cannot
 * cut.)
 */
class CrashInjectionTest {

    /** Kills at least this many times, ... */
    private static final int KILLS = 6;
    /** ... and until this many kills have landed inside a save, ... */
    private static final int INTERRUPTED = 2;
    /** ... but never more often than this. */
    private static final int MAX_KILLS = 40;
    /** The kill comes within this many milliseconds of the child's announcing a save. */
    private static final int KILL_WITHIN_MILLIS = 15;
    /** Large enough that writing and forcing a file takes a while, so kills land inside saves. */
    private static final int PAD = 512 * 1024;

    @TempDir
    Path dir;

    /**
     * The child: saves until killed, printing {@code begin <i>} as each save starts (its bytes ready) and
     * {@code done <i>} once both files are published.
     */
    public static void main(String[] args) throws Exception {
        Path folder = Path.of(args[0]);
        int from = Integer.parseInt(args[1]);
        byte[] pad = ("\"" + "x".repeat(PAD) + "\"}").getBytes(StandardCharsets.UTF_8);
        for (int i = from; ; i++) {
            byte[] bytes = record(i, pad);
            System.out.println("begin " + i);
            System.out.flush();
            SavedFiles.write(folder.resolve("run-" + i + ".json"), bytes, SavedFiles.Overwrite.NEVER);
            SavedFiles.write(folder.resolve("session.json"), bytes, SavedFiles.Overwrite.REPLACE);
            System.out.println("done " + i);
            System.out.flush();
        }
    }

    /** A saved file of version 2 (the envelope), built by hand so the child spends its time saving. */
    private static byte[] record(int i, byte[] pad) {
        byte[] head = ("{\"format\": \"" + SavedFiles.LIVE_WORLD_RUN + "\", \"version\": " + SavedFiles.CURRENT_VERSION
                        + ", \"spec\": {\"name\": \"crash_injection\", \"params\": {}}, \"events\": [], \"i\": " + i
                        + ", \"pad\": ")
                .getBytes(StandardCharsets.UTF_8);
        byte[] all = Arrays.copyOf(head, head.length + pad.length);
        System.arraycopy(pad, 0, all, head.length, pad.length);
        return all;
    }

    /** The child's class path: this build's classes and the JSON library, not every test dependency. */
    private static String childClassPath() {
        String all = System.getProperty("java.class.path");
        List<String> needed = Arrays.stream(all.split(File.pathSeparator))
                .filter(e -> e.endsWith("classes") || e.contains("jackson") || e.contains("jspecify"))
                .toList();
        return needed.size() >= 3 ? String.join(File.pathSeparator, needed) : all;
    }

    @Test
    void killingASaverAtRandomNeverLeavesAHalfFileUnderAFinalName() throws Exception {
        Random rnd = new Random(28);
        String java = ProcessHandle.current().info().command().orElse("java");
        int next = 0;
        int interrupted = 0;
        int kill = 0;
        // kill until enough kills have landed inside a save (a bounded number of tries)
        for (; kill < MAX_KILLS && (kill < KILLS || interrupted < INTERRUPTED); kill++) {
            Process child = new ProcessBuilder(
                            java,
                            "-Xshare:auto",
                            "-XX:TieredStopAtLevel=1",
                            "-cp",
                            childClassPath(),
                            CrashInjectionTest.class.getName(),
                            dir.toString(),
                            Integer.toString(next))
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            int begins = 2 + rnd.nextInt(3);
            long temporariesBefore = temporaries();
            try (BufferedReader lines =
                    new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                for (int b = 0; b < begins; ) {
                    String line = lines.readLine();
                    assertThat(line).as("the child saves (kill %d)", kill).isNotNull();
                    if (line.startsWith("begin ")) {
                        b++;
                    }
                }
                // A random moment of the child's loop. Killing as soon as a line is read is not random: a busy
                // machine often runs the reader it wakes before the writer, so the kill lands before the save.
                Thread.sleep(rnd.nextInt(KILL_WITHIN_MILLIS));
                child.destroyForcibly(); // SIGKILL, wherever the child is
                assertThat(child.waitFor(10, TimeUnit.SECONDS)).isTrue();
            }
            // the next child starts after the last run file any child published
            while (Files.exists(dir.resolve("run-" + next + ".json"))) {
                next++;
            }
            everyFileIsWhole();
            if (temporaries() > temporariesBefore) {
                interrupted++;
            }
        }
        // the kills did land inside saves: some left their temporary file behind
        assertThat(interrupted)
                .as("kills that interrupted a save, of %d; the folder: %s", kill, DurableWriteTest.names(dir))
                .isGreaterThanOrEqualTo(INTERRUPTED);
        assertThat(next).as("the children saved between kills").isGreaterThanOrEqualTo(kill);
        long left = temporaries();
        assertThat(SavedFiles.removeStaleTemps(dir, Instant.now().plus(Duration.ofMinutes(2))))
                .hasSize((int) left);
        assertThat(DurableWriteTest.names(dir)).allMatch(n -> n.endsWith(".json"));
        everyFileIsWhole();
    }

    private long temporaries() throws Exception {
        return temporaries(DurableWriteTest.names(dir));
    }

    private static long temporaries(List<String> names) {
        return names.stream()
                .filter(n -> DurableWrite.TEMP_FILE.matcher(n).matches())
                .count();
    }

    /** Asserts every file under a final name is a whole saved file (temporary files left aside). */
    private void everyFileIsWhole() throws Exception {
        List<String> names = new ArrayList<>(DurableWriteTest.names(dir));
        assertThat(names).contains("session.json");
        for (String name : names) {
            Path file = dir.resolve(name);
            if (DurableWrite.TEMP_FILE.matcher(name).matches()) {
                continue;
            }
            LogRecord log = SavedFiles.read(file, TestReaders.POOL); // throws on a half file
            assertThat(log.fields().get("pad")).as(name).isEqualTo("x".repeat(PAD));
            if (name.startsWith("run-")) {
                assertThat(log.fields().get("i"))
                        .as(name)
                        .isEqualTo(Integer.parseInt(name.substring(4, name.length() - 5)));
            } else {
                assertThat(name).isEqualTo("session.json");
            }
        }
    }
}
