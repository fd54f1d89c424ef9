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
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps a {@link StoreIndex} current: one daemon thread refreshes it when the file system reports a change in one of
 * its folders, and at least every {@code rescan} in any case, because a shared network folder (NFS, SMB) reports
 * nothing that another machine wrote. Another replica's save is therefore listed within {@code rescan} at worst.
 */
final class StoreWatcher implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(StoreWatcher.class);
    /** Events come in bursts (a save is a create, a link and a delete): gather them before one refresh. */
    private static final long SETTLE_MILLIS = 30;

    private final Supplier<StoreIndex> index;
    private final Duration rescan;
    private final WatchService watch;
    private final Set<Path> registered = new HashSet<>();
    private final Thread thread;
    private volatile boolean closed;

    StoreWatcher(Supplier<StoreIndex> index, Duration rescan) {
        this.index = index;
        this.rescan = rescan;
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
        this.thread = new Thread(this::loop, "trace-store-watcher");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
    }

    private void loop() {
        try {
            index.get().refresh();
        } catch (RuntimeException e) {
            LOG.warn("refreshing the trace store failed; trying again in {}: {}", rescan, e.toString());
        }
        while (!closed) {
            try {
                registerFolders();
                if (awaitChange()) {
                    TimeUnit.MILLISECONDS.sleep(SETTLE_MILLIS);     // not a wait for a result: lets a burst end
                    drain();
                }
                index.get().refresh();
            } catch (InterruptedException | ClosedWatchServiceException e) {
                return;
            } catch (RuntimeException e) {
                LOG.warn("refreshing the trace store failed; trying again in {}: {}", rescan, e.toString());
            }
        }
    }

    /** True when an event came before the re-scan interval ran out. */
    private boolean awaitChange() throws InterruptedException {
        if (watch == null) {
            Thread.sleep(rescan.toMillis());
            return false;
        }
        WatchKey key = watch.poll(rescan.toMillis(), TimeUnit.MILLISECONDS);
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
        folders.add(index.get().store().folder());
        folders.addAll(index.get().store().readOnlyFolders());
        for (Path folder : folders) {
            if (!registered.contains(folder) && Files.isDirectory(folder)) {
                try {
                    folder.register(watch, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_DELETE,
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
        thread.interrupt();
        if (watch != null) {
            try {
                watch.close();
            } catch (IOException ignored) {
                // closing only releases the inotify handle; nothing to report
            }
        }
    }
}
