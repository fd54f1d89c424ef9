package com.agenteval.workbench.forecast;

import com.vaadin.flow.spring.annotation.VaadinSessionScope;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.springframework.stereotype.Component;

/**
 * One student's offline runs in this browser session: the run under way, if any (one at a time), and the last one
 * saved, which the run page shows again when the student comes back to it. Runs finish on a worker thread, hence
 * the locking.
 */
@Component
@VaadinSessionScope
public class ForecastSession {

    private CompletableFuture<SavedRun> current;
    private SavedRun last;

    /** The run under way, if any. */
    synchronized Optional<CompletableFuture<SavedRun>> running() {
        return current == null || current.isDone() ? Optional.empty() : Optional.of(current);
    }

    /** Records a run that just started; its result becomes {@link #last()} when it is saved. */
    synchronized void started(CompletableFuture<SavedRun> run) {
        current = run;
        run.thenAccept(this::saved);
    }

    synchronized Optional<SavedRun> last() {
        return Optional.ofNullable(last);
    }

    private synchronized void saved(SavedRun saved) {
        last = saved;
    }
}
