package com.agenteval.workbench.app.forecast;

import com.agenteval.workbench.core.forecast.store.StoreIndex;
import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the {@link StoreIndex}es current: one daemon thread refreshes them when the file system reports a change in
 * one of their folders (events first), and re-scans in any case, because a shared network folder (NFS, SMB) reports
 * nothing that another machine wrote. The re-scan period starts at {@code rescan} and doubles, up to
 * {@code rescanMax}, while re-scans find nothing new; an event, a save or a re-scan that found a change brings it
 * back to {@code rescan}. An idle big folder therefore costs a stat per file per {@code rescanMax}, not per
 * {@code rescan} (docs/benchmarks.md, "Idle re-scans").
 */
final class StoreWatcher implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(StoreWatcher.class);
    /** Events come in bursts (a save is a create, a link and a delete): gather them before one refresh. */
    private static final long SETTLE_MILLIS = 30;

    private final Supplier<List<StoreIndex>> indexes;
    private final Duration rescan;
    private final Duration rescanMax;
    /** The current re-scan period, between {@link #rescan} and {@link #rescanMax}. */
    private volatile long periodMillis;
    /** Null where the file system sends no change events: then re-scans only. */
    private final @Nullable WatchService watch;

    private final Set<Path> registered = new HashSet<>();
    /** The one thread the loop runs on ({@code trace-store-watcher-1}), from the app's background work. */
    private final ExecutorService thread;

    private volatile boolean closed;

    /** Watches on {@code thread}, a loop of the app's background work ({@code BackgroundWork.loop}). */
    StoreWatcher(Supplier<List<StoreIndex>> indexes, Duration rescan, Duration rescanMax, ExecutorService thread) {
        this.indexes = indexes;
        this.rescan = rescan;
        this.rescanMax = rescanMax.compareTo(rescan) < 0 ? rescan : rescanMax;
        this.periodMillis = rescan.toMillis();
        WatchService ws;
        try {
            ws = FileSystems.getDefault().newWatchService();
        } catch (IOException | UnsupportedOperationException e) {
            LOG.info("no file system events for the trace folders ({}); re-scanning every {}", e.toString(), rescan);
            ws = null;
        }
        this.watch = ws;
        // the folders are watched before the constructor returns: a file written right after start-up (by a test,
        // or another replica) must raise an event even when the thread below is not scheduled for a while; the
        // thread's first pass refreshes once, for anything written between the index's first read and this
        registerFolders();
        this.thread = thread;
        thread.execute(this::loop);
    }

    /** Something changed (a save, a folder chosen): re-scan at the shortest period again. */
    void changed() {
        periodMillis = rescan.toMillis();
    }

    /** The re-scan period now; for the benchmark and the tests of the back-off. */
    Duration period() {
        return Duration.ofMillis(periodMillis);
    }

    private boolean refreshAll() {
        boolean changed = false;
        for (StoreIndex index : indexes.get()) {
            changed |= index.refresh();
        }
        return changed;
    }

    private void loop() {
        Thread.currentThread().setPriority(Thread.MIN_PRIORITY); // its own thread: the loop runs nothing else
        try {
            refreshAll();
        } catch (RuntimeException e) {
            LOG.warn("refreshing the trace store failed; trying again in {}: {}", rescan, e.toString());
        }
        while (!closed) {
            try {
                registerFolders();
                boolean event = awaitChange();
                if (event) {
                    TimeUnit.MILLISECONDS.sleep(SETTLE_MILLIS); // not a wait for a result: lets a burst end
                    drain();
                }
                boolean found = refreshAll();
                periodMillis = event || found ? rescan.toMillis() : Math.min(rescanMax.toMillis(), periodMillis * 2);
            } catch (InterruptedException | ClosedWatchServiceException e) {
                return;
            } catch (RuntimeException e) {
                LOG.warn("refreshing the trace store failed; trying again in {}: {}", rescan, e.toString());
            }
        }
    }

    /** True when an event came before the re-scan interval ran out. */
    private boolean awaitChange() throws InterruptedException {
        long wait = periodMillis;
        if (watch == null) {
            Thread.sleep(wait);
            return false;
        }
        WatchKey key = watch.poll(wait, TimeUnit.MILLISECONDS);
        if (key == null) {
            return false;
        }
        key.pollEvents();
        key.reset();
        return true;
    }

    private void drain() {
        if (watch == null) {
            return;
        }
        for (WatchKey key = watch.poll(); key != null; key = watch.poll()) {
            key.pollEvents();
            key.reset();
        }
    }

    /** Folders that appear later (the store is created by its first save, a book folder is typed in) join here. */
    private void registerFolders() {
        if (watch == null) {
            return;
        }
        List<Path> folders = new ArrayList<>();
        for (StoreIndex index : indexes.get()) {
            folders.add(index.store().folder());
            folders.addAll(index.store().readOnlyFolders());
        }
        for (Path folder : folders) {
            if (!registered.contains(folder) && Files.isDirectory(folder)) {
                try {
                    folder.register(
                            watch,
                            StandardWatchEventKinds.ENTRY_CREATE,
                            StandardWatchEventKinds.ENTRY_DELETE,
                            StandardWatchEventKinds.ENTRY_MODIFY);
                    registered.add(folder);
                } catch (IOException e) {
                    LOG.debug("cannot watch {} ({}); it is re-scanned every {}", folder, e.toString(), rescan);
                    registered.add(folder);
                }
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        thread.shutdownNow(); // interrupts the loop
        if (watch != null) {
            try {
                watch.close();
            } catch (IOException ignored) {
                // closing only releases the inotify handle; nothing to report
            }
        }
    }
}
