package com.agenteval.workbench.core.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.cli.WorkbenchCli;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A disk that fails for real: a small tmpfs that fills up (ENOSPC) and a tmpfs remounted read-only (root ignores
 * file modes, so a read-only mount is the honest read-only folder). Each leaves every file already there as it was
 * and fails the save with one clear line. Mounting needs root (or CAP_SYS_ADMIN): where {@code mount} is refused the
 * tests are skipped with its reason.
 */
class DiskFaultsTest {

    @TempDir
    Path dir;

    private Path mounted;

    /** Mounts a tmpfs of {@code size} on a folder of {@link #dir}, or skips saying why it cannot. */
    private Path tmpfs(String size) throws Exception {
        Path at = Files.createDirectories(dir.resolve("disk"));
        run("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", at.toString());
        mounted = at;
        return at;
    }

    private static void run(String... command) throws Exception {
        Process p;
        try {
            p = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            Assumptions.abort("cannot run " + command[0] + ": " + e.getMessage());
            return;
        }
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
            Assumptions.abort(
                    "a real small disk is not available here: " + String.join(" ", command) + " -> " + output);
        }
    }

    @AfterEach
    void unmount() throws Exception {
        if (mounted != null) {
            new ProcessBuilder("umount", "-l", mounted.toString()).start().waitFor(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void aFullDiskLeavesEveryFileAsItWasAndSaysTheDiskIsFull() throws Exception {
        Path disk = tmpfs("256k");
        Path kept = SavedFiles.write(disk.resolve("kept.json"), utf8("{\"kept\": true}"), SavedFiles.Overwrite.NEVER);
        Path session =
                SavedFiles.write(disk.resolve("session.json"), utf8("{\"calls\": 1}"), SavedFiles.Overwrite.REPLACE);
        byte[] large = new byte[1024 * 1024];

        assertThatThrownBy(() -> SavedFiles.write(disk.resolve("new.json"), large, SavedFiles.Overwrite.NEVER))
                .isInstanceOf(SavedFiles.SaveFailedException.class)
                .hasMessage("cannot save new.json in " + disk.toAbsolutePath() + ": the disk is full (No space left on "
                        + "device); files already there are unchanged");
        assertThatThrownBy(() -> SavedFiles.write(session, large, SavedFiles.Overwrite.REPLACE))
                .isInstanceOf(SavedFiles.SaveFailedException.class)
                .hasMessageContaining("the disk is full");

        assertThat(Files.readString(kept)).isEqualTo("{\"kept\": true}");
        assertThat(Files.readString(session)).isEqualTo("{\"calls\": 1}");
        assertThat(DurableWriteTest.names(disk)).containsExactly("kept.json", "session.json");
    }

    @Test
    void aReadOnlyFolderLeavesEveryFileAsItWasAndSaysSo() throws Exception {
        Path disk = tmpfs("1m");
        Path kept = SavedFiles.write(disk.resolve("kept.json"), utf8("{\"kept\": true}"), SavedFiles.Overwrite.NEVER);
        run("mount", "-o", "remount,ro", disk.toString());

        assertThatThrownBy(() -> SavedFiles.write(disk.resolve("new.json"), utf8("{}"), SavedFiles.Overwrite.NEVER))
                .isInstanceOf(SavedFiles.SaveFailedException.class)
                .hasMessageContaining("cannot save new.json in " + disk.toAbsolutePath()
                        + ": the folder is read-only (Read-only file system)");
        assertThatThrownBy(() -> SavedFiles.write(kept, utf8("{}"), SavedFiles.Overwrite.REPLACE))
                .isInstanceOf(SavedFiles.SaveFailedException.class)
                .hasMessageContaining("read-only");

        assertThat(Files.readString(kept)).isEqualTo("{\"kept\": true}");
        assertThat(DurableWriteTest.names(disk)).containsExactly("kept.json");
    }

    /** What the user sees: the command's one line, no stack trace, and the file already at the path kept. */
    @Test
    void theCliSaysInOneLineThatTheDiskIsFull() throws Exception {
        Path disk = tmpfs("64k");
        Path out = disk.resolve("traces.jsonl");
        Files.writeString(out, "an earlier export\n");

        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        ByteArrayOutputStream stderr = new ByteArrayOutputStream();
        int exit = WorkbenchCli.standard()
                .run(
                        new String[] {"export", "jsonl", "--tasks", "200", "--out", out.toString()},
                        new PrintStream(stdout, true, StandardCharsets.UTF_8),
                        new PrintStream(stderr, true, StandardCharsets.UTF_8));

        String err = stderr.toString(StandardCharsets.UTF_8);
        assertThat(exit).isEqualTo(1);
        assertThat(err.lines().toList())
                .containsExactly("export jsonl: cannot write " + out + ": cannot save "
                        + "traces.jsonl in " + disk.toAbsolutePath()
                        + ": the disk is full (No space left on device); files "
                        + "already there are unchanged");
        assertThat(Files.readString(out)).isEqualTo("an earlier export\n");
        assertThat(DurableWriteTest.names(disk)).isEqualTo(List.of("traces.jsonl"));
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
