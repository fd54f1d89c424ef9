package com.agenteval.workbench.core.forecast.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a {@link RunTraceStore} lists, kept in memory: each file is read once and read again only when its stamp
 * (size, modification time) changed and its content hash did too. A re-scan of unchanged files costs one
 * {@code stat} each, so pages read the listing from here instead of re-reading every file on every visit.
 *
 * <pre>{@code
 * StoreIndex index = new StoreIndex(store);
 * index.refresh();                       // reads every file once
 * List<StoredTrace> all = index.list();  // the same order and content as store.list()
 * index.refresh();                       // after a save: only the new file is read
 * }</pre>
 */
public final class StoreIndex {

    /**
     * What identifies one version of a file: size and modification time (cheap, checked on every re-scan) and the
     * hash of the bytes read (null when none were: refused, or over the size limit).
     */
    public record FileStamp(long size, long modifiedMillis, String sha256) {
    }

    private record Entry(FileStamp stamp, StoredTrace stored) {
    }

    private final RunTraceStore store;
    private final Map<Path, Entry> entries = new HashMap<>();
    private volatile List<StoredTrace> listed = List.of();
    private volatile long version;
    private long parsed;

    public StoreIndex(RunTraceStore store) {
        this.store = Objects.requireNonNull(store);
    }

    public RunTraceStore store() {
        return store;
    }

    /** The last listing: the writable folder's files, then each read-only folder's, each sorted by name. */
    public List<StoredTrace> list() {
        return listed;
    }

    /** Goes up by one whenever a refresh changed the listing; a key for anything derived from it. */
    public long version() {
        return version;
    }

    /** How many times a file's bytes were parsed since this index was made (a re-scan of unchanged files adds 0). */
    public synchronized long parsedFiles() {
        return parsed;
    }

    /** The stamp of a listed file, or null when it is not listed. */
    public synchronized FileStamp stamp(Path file) {
        Entry e = entries.get(file);
        return e == null ? null : e.stamp();
    }

    /**
     * Re-scans every folder: new files are read, changed ones re-read, deleted ones dropped. Returns true when the
     * listing changed. A file that vanishes between the listing and the read is simply not listed this time.
     */
    public synchronized boolean refresh() {
        Map<Path, Entry> seen = new HashMap<>();
        List<StoredTrace> out = new ArrayList<>();
        boolean changed = false;
        changed |= scan(store.folder(), false, seen, out);
        for (Path extra : store.readOnlyFolders()) {
            changed |= scan(extra, true, seen, out);
        }
        changed |= !seen.keySet().equals(entries.keySet());
        entries.clear();
        entries.putAll(seen);
        if (changed || listed.size() != out.size()) {
            listed = RunTraceStore.joinOutcomes(out);
            version++;
            return true;
        }
        return false;
    }

    private boolean scan(Path dir, boolean readOnly, Map<Path, Entry> seen, List<StoredTrace> out) {
        boolean changed = false;
        List<Path> files;
        try {
            files = RunTraceStore.listedFiles(dir);
        } catch (java.io.UncheckedIOException e) {
            files = List.of();      // an unreadable folder lists nothing, as a missing one does
        }
        for (Path file : files) {
            if (seen.containsKey(file)) {
                continue;           // a folder given twice is listed once
            }
            BasicFileAttributes attrs;
            try {
                attrs = Files.readAttributes(file, BasicFileAttributes.class);
            } catch (IOException vanished) {
                continue;
            }
            long size = attrs.size();
            long mtime = attrs.lastModifiedTime().toMillis();
            Entry old = entries.get(file);
            Entry now;
            if (old != null && old.stamp().size() == size && old.stamp().modifiedMillis() == mtime) {
                now = old;
            } else {
                RunTraceStore.Hashed read = store.readHashed(dir, file, readOnly,
                        old == null ? null : old.stamp().sha256());
                if (read.stored() == null) {
                    // touched, same bytes: keep what was parsed
                    now = new Entry(new FileStamp(size, mtime, read.sha256()), old.stored());
                } else {
                    parsed++;
                    now = new Entry(new FileStamp(size, mtime, read.sha256()), read.stored());
                    changed = true;
                }
            }
            seen.put(file, now);
            out.add(now.stored());
        }
        return changed;
    }
}
