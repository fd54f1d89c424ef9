package com.agenteval.workbench.notebook;

import com.agenteval.workbench.core.jobs.CancelledException;
import com.agenteval.workbench.core.jobs.ComputeLanes;
import com.agenteval.workbench.core.jobs.DaemonThreads;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.internal.CurrentInstance;
import com.vaadin.flow.server.ErrorEvent;
import com.vaadin.flow.server.ErrorHandler;
import com.vaadin.flow.server.VaadinService;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs output computations off the UI thread, in the app's shared {@link ComputeLanes} (its compute pool), and
 * pushes their results. A newer run of a cell cancels the older one (its thread is interrupted), work longer than
 * {@link #PROGRESS_AFTER_MS} shows a progress bar, and a failure shows in its cell and goes to the session's error
 * handler.
 *
 * <p>Pushing never happens on a compute thread: {@code ui.access} from a thread that can take the session lock runs
 * the change and, on unlock, the push (a slow browser's websocket write) on that thread, so results are handed to a
 * small push executor that does it.
 */
final class CellRunner {

    private static final Logger LOG = LoggerFactory.getLogger(CellRunner.class);
    static final long PROGRESS_AFTER_MS = 300;
    /** Names of the threads that push; compute threads are named {@code compute-*}. */
    static final String PUSH_THREADS = "notebook-push";

    private static final ExecutorService PUSHERS = Executors.newFixedThreadPool(2,
            DaemonThreads.named(PUSH_THREADS));
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(
            DaemonThreads.named("notebook-progress"));
    /** The lanes outside a Spring app (a component test); the app's are its {@link ComputeLanes} bean. */
    private static volatile ComputeLanes standalone;

    private CellRunner() {
    }

    static <R> void run(UI ui, Binding<R> binding) {
        int generation = binding.nextGeneration();
        binding.cell().markStale();
        AtomicBoolean done = new AtomicBoolean();
        // computations may read translations and the locale: give the worker the UI's current instances
        Map<Class<?>, CurrentInstance> instances = CurrentInstance.getInstances();
        // the session's one lane, shared with its computing jobs (the error-bar lab); a UI without one (a test) alone
        Object session = ui.getSession() == null || ui.getSession().getSession() == null ? ui
                : JobBinding.sessionId(ui);
        try {
            pool().submit(session, binding, () -> compute(ui, binding, generation, done, instances));
        } catch (RejectedExecutionException busy) {
            done.set(true);
            binding.cell().showError(describe(ui, busy));
            return;
        }
        TIMER.schedule(() -> {
            if (!done.get()) {
                push(ui, () -> {
                    if (!done.get() && binding.isCurrent(generation)) {
                        binding.cell().showProgress();
                    }
                });
            }
        }, PROGRESS_AFTER_MS, TimeUnit.MILLISECONDS);
    }

    private static <R> void compute(UI ui, Binding<R> binding, int generation, AtomicBoolean done,
                                    Map<Class<?>, CurrentInstance> instances) {
        if (!binding.isCurrent(generation)) {
            return;     // a newer run of this cell is already queued
        }
        R result;
        try {
            CurrentInstance.restoreInstances(instances);
            result = binding.compute().get();
        } catch (Throwable t) {
            done.set(true);
            if (!binding.isCurrent(generation)) {
                return;     // cancelled, or failed after being superseded: nobody sees it
            }
            if (superseded(t)) {
                // a run this one waited on was superseded by newer parameters (a fast change): normal, not an error
                LOG.debug("output computation superseded: {}", t.toString());
                return;
            }
            push(ui, () -> {
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
        if (binding.isCurrent(generation)) {
            push(ui, () -> {
                if (binding.isCurrent(generation)) {
                    binding.cell().show(result);
                }
            });
        }
    }

    /**
     * Whether a failure is only a cancellation: a {@link CancellationException} or the core's
     * {@link CancelledException} (superseded or stopped work), itself or as a cause.
     */
    static boolean superseded(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof CancellationException || c instanceof CancelledException) {
                return true;
            }
        }
        return false;
    }

    /** Applies a change to the page and pushes it, on a push thread. */
    private static void push(UI ui, Runnable change) {
        PUSHERS.execute(() -> UiPush.access(ui, change));
    }

    /** The app's lanes (the one bean implementing the port), or the standalone ones outside Spring. */
    static ComputeLanes pool() {
        VaadinService service = VaadinService.getCurrent();
        if (service != null) {
            try {
                return service.getInstantiator().getOrCreate(ComputeLanes.class);
            } catch (RuntimeException notInSpring) {
                // a plain Vaadin service (no Spring context): use the standalone lanes
            }
        }
        ComputeLanes pool = standalone;
        if (pool == null) {
            synchronized (CellRunner.class) {
                if (standalone == null) {
                    standalone = new Standalone(Math.max(2, Runtime.getRuntime().availableProcessors()),
                            Standalone.QUEUE);
                }
                pool = standalone;
            }
        }
        return pool;
    }

    private static String describe(UI ui, Throwable t) {
        String message = t.getMessage() == null || t.getMessage().isBlank() ? t.getClass().getSimpleName()
                : t.getMessage();
        return ui.getTranslation("notebook.cell-failed", message);
    }

    /**
     * The lanes of a page outside a server (a component test): one browser session, so no fair share between
     * sessions is needed; what it keeps is what cells rely on, that a newer task of a slot cancels (interrupts) the
     * older one and that the waiting is bounded. The server's lanes are the app's compute pool, with its bounds.
     * Its threads are {@code standalone-compute-*}, not the pool's {@code compute-*}, so a page of the app that
     * computed here (the port not found) shows in the thread names (ShellBrowserTest).
     */
    static final class Standalone implements ComputeLanes {

        /** Waiting outputs, as the app's default {@code workbench.compute.queue}. */
        static final int QUEUE = 2000;

        private final ThreadPoolExecutor threads;
        private final Map<Object, Future<?>> bySlot = new ConcurrentHashMap<>();

        Standalone(int threads, int queue) {
            this.threads = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS,
                    new ArrayBlockingQueue<>(queue), DaemonThreads.named("standalone-compute"), (task, executor) -> {
                        throw new RejectedExecutionException("The server is busy: " + executor.getQueue().size()
                                + " calculations are waiting. Try again in a moment.");
                    });
        }

        @Override
        public Future<?> submit(Object session, Object slot, Runnable work) {
            FutureTask<Void> task = new FutureTask<>(work, null) {
                @Override
                protected void done() {
                    bySlot.remove(slot, this);
                }
            };
            threads.execute(task);
            Future<?> older = bySlot.put(slot, task);
            if (older != null) {
                older.cancel(true);
            }
            return task;
        }
    }
}
