package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.ErrorEvent;
import com.vaadin.flow.server.ErrorHandler;
import com.vaadin.flow.internal.CurrentInstance;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs output computations off the UI thread and pushes their results. Superseded runs are dropped, work
 * longer than {@link #PROGRESS_AFTER_MS} shows a progress bar, and a failure shows in its cell and goes to
 * the session's error handler.
 */
final class CellRunner {

    static final long PROGRESS_AFTER_MS = 300;

    private static final ExecutorService WORKERS = Executors.newFixedThreadPool(
            Math.max(2, Runtime.getRuntime().availableProcessors()), daemon("notebook-cell"));
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(
            daemon("notebook-progress"));

    private CellRunner() {
    }

    static <R> void run(UI ui, Binding<R> binding) {
        int generation = binding.nextGeneration();
        binding.cell().markStale();
        AtomicBoolean done = new AtomicBoolean();
        // computations may read translations and the locale: give the worker the UI's current instances
        Map<Class<?>, CurrentInstance> instances = CurrentInstance.getInstances();
        WORKERS.submit(() -> {
            R result;
            try {
                CurrentInstance.restoreInstances(instances);
                result = binding.compute().get();
            } catch (Throwable t) {
                done.set(true);
                UiPush.access(ui, () -> {
                    if (binding.isCurrent(generation)) {
                        binding.cell().showError(describe(ui, t));
                        ErrorHandler handler = ui.getSession() == null ? null : ui.getSession().getErrorHandler();
                        if (handler != null) {
                            handler.error(new ErrorEvent(t));
                        }
                    }
                });
                return;
            } finally {
                CurrentInstance.clearAll();
            }
            done.set(true);
            UiPush.access(ui, () -> {
                if (binding.isCurrent(generation)) {
                    binding.cell().show(result);
                }
            });
        });
        TIMER.schedule(() -> {
            if (!done.get()) {
                UiPush.access(ui, () -> {
                    if (!done.get() && binding.isCurrent(generation)) {
                        binding.cell().showProgress();
                    }
                });
            }
        }, PROGRESS_AFTER_MS, TimeUnit.MILLISECONDS);
    }

    private static String describe(UI ui, Throwable t) {
        String message = t.getMessage() == null || t.getMessage().isBlank() ? t.getClass().getSimpleName()
                : t.getMessage();
        return ui.getTranslation("notebook.cell-failed", message);
    }

    private static ThreadFactory daemon(String prefix) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
