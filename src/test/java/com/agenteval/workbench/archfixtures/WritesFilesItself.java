package com.agenteval.workbench.archfixtures;

import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Breaks {@code SavedFilesArchitectureTest.filesAreSavedByTheOneWriter}: each method writes a file its own way. */
public final class WritesFilesItself {

    private WritesFilesItself() {}

    static void writeBytes(Path p) throws IOException {
        Files.write(p, new byte[] {1});
    }

    static void writeString(Path p) throws IOException {
        Files.writeString(p, "x", StandardCharsets.UTF_8);
    }

    static void tempThenMove(Path dir, Path target) throws IOException {
        Path tmp = Files.createTempFile(dir, ".x", ".tmp");
        Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
    }

    static void outputStream(Path p) throws IOException {
        Files.newOutputStream(p).close();
    }

    static void fileOutputStream(Path p) throws IOException {
        new FileOutputStream(p.toFile()).close();
    }

    static String readingIsFine(Path p) throws IOException {
        return Files.readString(p);
    }
}
