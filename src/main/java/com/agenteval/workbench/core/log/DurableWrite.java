package com.agenteval.workbench.core.log;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The one durable writer behind {@link SavedFiles#write(Path, byte[], SavedFiles.Overwrite)}: a temporary file in the
 * target's folder, forced to disk, published atomically, the folder forced. That method states the guarantee.
 */
final class DurableWrite {

    /** A save's temporary file: {@code .<file name>.<random digits>.tmp}, as {@link #write} creates it. */
    static final Pattern TEMP_FILE = Pattern.compile("\\..+\\.\\d+\\.tmp");

    private DurableWrite() {}

    static Path write(Path target, byte[] bytes, SavedFiles.Overwrite mode) throws IOException {
        Path file = target.toAbsolutePath().normalize();
        Path dir = file.getParent();
        Path fileName = file.getFileName();
        if (dir == null || fileName == null) {
            throw new IOException("cannot save " + target + ": it names no file in a folder");
        }
        String name = fileName.toString();
        try {
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, "." + name + ".", ".tmp");
            try {
                try (FileChannel channel = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                    ByteBuffer buffer = ByteBuffer.wrap(bytes);
                    while (buffer.hasRemaining()) {
                        channel.write(buffer);
                    }
                    channel.force(true);
                }
                if (mode == SavedFiles.Overwrite.REPLACE) {
                    Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } else {
                    publishNew(tmp, file);
                }
                forceFolder(dir);
            } finally {
                deleteQuietly(tmp);
            }
            return file;
        } catch (FileAlreadyExistsException e) {
            if (e.getFile() != null && Path.of(e.getFile()).equals(file)) {
                throw e;
            }
            throw new SavedFiles.SaveFailedException(file, reason(e), e); // the folder's name is a file
        } catch (IOException e) {
            throw new SavedFiles.SaveFailedException(file, reason(e), e);
        }
    }

    /**
     * Publishes the forced temporary file under a name nobody holds: a hard link, which the file system creates
     * atomically and refuses when the name exists. On a file system without hard links (FAT, exFAT, some network
     * mounts) the name is reserved with {@code CREATE_NEW} (atomic, refused when it exists) and the temporary file
     * renamed atomically over that reservation, which is ours.
     */
    private static void publishNew(Path tmp, Path file) throws IOException {
        try {
            Files.createLink(file, tmp);
            return;
        } catch (FileAlreadyExistsException e) {
            throw exists(file);
        } catch (FileSystemException e) {
            if (diskReason(e)) {
                throw e;
            }
            // no hard links here (EPERM, EMLINK): reserve the name, then rename over the reservation
        } catch (UnsupportedOperationException e) {
            // no hard links in this file system provider: the same
        }
        try {
            Files.newByteChannel(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)
                    .close();
        } catch (FileAlreadyExistsException e) {
            throw exists(file);
        }
        try {
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            if (Files.size(file) == 0) {
                deleteQuietly(file); // our own empty reservation
            }
            throw e;
        }
    }

    private static FileAlreadyExistsException exists(Path file) {
        return new FileAlreadyExistsException(file.toString(), null, "a file of that name exists; not overwritten");
    }

    /**
     * Forces the folder's entry for the new name to disk (POSIX). A platform that cannot open a folder as a channel
     * (Windows) keeps the rename in its file system's journal instead, so failing to open it is not an error.
     */
    private static void forceFolder(Path dir) throws IOException {
        FileChannel channel;
        try {
            channel = FileChannel.open(dir, StandardOpenOption.READ);
        } catch (IOException | UnsupportedOperationException e) {
            return;
        }
        try (channel) {
            channel.force(true);
        }
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            // a read-only or failing disk: the clean-up where the store opens its folder removes it later
        }
    }

    /** A failure of the disk itself (full, read-only, refused), not of a missing hard-link feature. */
    private static boolean diskReason(FileSystemException e) {
        String r = e.getReason() == null ? "" : e.getReason();
        return e instanceof AccessDeniedException
                || r.contains("No space left")
                || r.contains("Disk quota")
                || r.contains("Read-only file system");
    }

    /** What went wrong, in the user's words. */
    static String reason(IOException e) {
        String raw = e instanceof FileSystemException f && f.getReason() != null ? f.getReason() : e.getMessage();
        String text = raw == null ? e.getClass().getSimpleName() : raw;
        if (text.contains("No space left") || text.contains("Disk quota")) {
            return "the disk is full (" + text + ")";
        }
        if (text.contains("Read-only file system")) {
            return "the folder is read-only (" + text + ")";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "a file is in the way of its folder";
        }
        return text;
    }

    static List<String> removeStaleTemps(Path folder, Instant now, Duration age) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        FileTime cutoff = FileTime.from(now.minus(age));
        List<String> removed = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path p : files.toList()) {
                String name = p.getFileName().toString();
                if (TEMP_FILE.matcher(name).matches()
                        && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)
                        && Files.getLastModifiedTime(p, LinkOption.NOFOLLOW_LINKS)
                                        .compareTo(cutoff)
                                < 0) {
                    Files.deleteIfExists(p);
                    removed.add(name);
                }
            }
        }
        return List.copyOf(removed);
    }
}
