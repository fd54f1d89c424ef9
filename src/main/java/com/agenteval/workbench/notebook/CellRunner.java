package com.agenteval.workbench.notebook;

import com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException;
import com.agenteval.workbench.core.jobs.Job.ComputeLanes;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.internal.CurrentInstance;
import com.vaadin.flow.server.ErrorEvent;
import com.vaadin.flow.server.ErrorHandler;
import com.vaadin.flow.server.VaadinService;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.RejectedExecutionException;
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
 * the change and, on unlock, the push (a slow browser's websocket write) on that thread, so results are handed to the
 * lanes' push threads ({@link ComputeLanes#push}). The lanes are the app's one {@link ComputeLanes} bean; a page
 * without one fails loudly, it never computes on threads of its own.
 */
final class CellRunner {

    private static final Logger LOG = LoggerFactory.getLogger(CellRunner.class);
    static final long PROGRESS_AFTER_MS = 300;

    private CellRunner() {}

    /** Runs again, at most this often, a current output whose computation was cancelled under it. */
    static final int MAX_RERUNS = 2;

    static <R> void run(UI ui, Binding<R> binding) {
        run(ui, binding, 0);
    }

    private static <R> void run(UI ui, Binding<R> binding, int attempt) {
        int generation = binding.nextGeneration();
        binding.cell().markStale();
        AtomicBoolean done = new AtomicBoolean();
        // computations may read translations and the locale: give the worker the UI's current instances
        Map<Class<?>, CurrentInstance> instances = CurrentInstance.getInstances();
        // the session's one lane, shared with its computing jobs (the error-bar lab); a UI without one (a test) alone
        Object session =
                ui.getSession() == null || ui.getSession().getSession() == null ? ui : JobBinding.sessionId(ui);
        ComputeLanes lanes = lanes();
        try {
            lanes.submit(session, binding, () -> compute(lanes, ui, binding, generation, done, instances, attempt));
        } catch (RejectedExecutionException busy) {
            done.set(true);
            binding.cell().showError(describe(ui, busy));
            return;
        }
        lanes.after(Duration.ofMillis(PROGRESS_AFTER_MS), () -> {
            if (!done.get()) {
                push(lanes, ui, () -> {
                    if (!done.get() && binding.isCurrent(generation)) {
                        binding.cell().showProgress();
                    }
                });
            }
        });
    }

    private static <R> void compute(
            ComputeLanes lanes,
            UI ui,
            Binding<R> binding,
            int generation,
            AtomicBoolean done,
            Map<Class<?>, CurrentInstance> instances,
            int attempt) {
        if (!binding.isCurrent(generation)) {
            return; // a newer run of this cell is already queued
        }
        R result;
        try {
            CurrentInstance.restoreInstances(instances);
            result = binding.compute().get();
        } catch (Throwable t) {
            done.set(true);
            if (!binding.isCurrent(generation)) {
                return; // cancelled, or failed after being superseded: nobody sees it
            }
            if (superseded(t) && attempt < MAX_RERUNS) {
                // a run this one waited on was superseded by newer parameters (a fast change): normal, not an error;
                // but this output is still current and nothing else will run it, so it runs again rather than stay
                // "computing" for good
                LOG.debug("output computation superseded under a current output, run again: {}", t.toString());
                push(lanes, ui, () -> {
                    if (binding.isCurrent(generation)) {
                        run(ui, binding, attempt + 1);
                    }
                });
                return;
            }
            push(lanes, ui, () -> {
                if (binding.isCurrent(generation)) {
                    binding.cell().showError(describe(ui, t));
                    ErrorHandler handler =
                            ui.getSession() == null ? null : ui.getSession().getErrorHandler();
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
            push(lanes, ui, () -> {
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
    private static void push(ComputeLanes lanes, UI ui, Runnable change) {
        try {
            lanes.push(() -> UiPush.access(ui, change));
        } catch (RejectedExecutionException busy) {
            LOG.warn("a page change was not pushed: {}", busy.getMessage());
        }
    }

    /**
     * The app's lanes: the one bean implementing the port.
     *
     * @throws IllegalStateException when there is none (no Vaadin service, or one without the Spring context): the
     *                               page's outputs cannot compute, and the message says why
     */
    static ComputeLanes lanes() {
        VaadinService service = VaadinService.getCurrent();
        if (service == null) {
            throw new IllegalStateException("no Vaadin service: a notebook page's outputs compute in the app's compute "
                    + "lanes, which only a running server has");
        }
        try {
            return service.getInstantiator().getOrCreate(ComputeLanes.class);
        } catch (RuntimeException e) {
            throw new IllegalStateException("the app's compute lanes (the ComputeLanes bean) were not found: " + e, e);
        }
    }

    private static String describe(UI ui, Throwable t) {
        String message = t.getMessage() == null || t.getMessage().isBlank()
                ? t.getClass().getSimpleName()
                : t.getMessage();
        return ui.getTranslation("notebook.cell-failed", message);
    }
}
