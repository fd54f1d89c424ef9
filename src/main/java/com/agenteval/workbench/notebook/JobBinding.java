package com.agenteval.workbench.notebook;

import com.agenteval.workbench.core.jobs.Job;
import com.agenteval.workbench.core.jobs.Job.JobEnd;
import com.agenteval.workbench.core.jobs.Job.JobKind;
import com.agenteval.workbench.core.jobs.Job.SessionJobs;
import com.agenteval.workbench.core.jobs.Job.SessionJobs.JobRefusedException;
import com.agenteval.workbench.core.jobs.Job.Work;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Wires a page's trigger, its long work and the cell that shows it: the work runs as a {@link Job} of the session
 * (so it survives navigation), its progress events are applied to the {@code view} on the UI and pushed, the given
 * output cells are marked stale while it runs, and its result, failure or cancel is handed to the page. When the
 * view is attached again (the student came back), the session's job of this kind is found, its progress replayed,
 * and followed to its end.
 *
 * <p>A progress event is a change to the view ({@code view -> view.step(agent, step)}), so it can be replayed to a
 * new page; it must capture data only, never a component.
 *
 * <pre>{@code
 * JobBinding<RunProgressCell, SavedRun> run = JobBinding.of(jobs, FORECAST_RUN, progress)
 *         .whileRunning(control::setRunning).stale(result, audit)
 *         .onResult(this::showResult).onFailure(progress::failed).onCancelled(progress::cancelled);
 * control.addRunListener(e -> run.start(List.of(p -> p.start(n)), (report, cancel) -> service.run(plan, ...)));
 * control.addCancelListener(e -> run.cancel());
 * }</pre>
 *
 * @param <V> the component progress is shown in
 * @param <R> the work's result
 */
public final class JobBinding<V extends Component, R> {

    private final SessionJobs jobs;
    private final JobKind<Consumer<V>, R> kind;
    private final V view;
    private final List<OutputCell<?>> stale = new ArrayList<>();
    private Consumer<Boolean> running = r -> {};
    private Consumer<R> onResult = r -> {};
    private Consumer<String> onFailure = m -> {};
    private Runnable onCancelled = () -> {};
    private @Nullable Consumer<String> onRefused;
    private boolean resumeEnded = true;
    private @Nullable Job<Consumer<V>, R> job;
    private Runnable unfollow = () -> {};

    private JobBinding(SessionJobs jobs, JobKind<Consumer<V>, R> kind, V view) {
        this.jobs = jobs;
        this.kind = kind;
        this.view = view;
        // after every component has attached: a button's own attach work (its client-side disabled state) must not
        // undo what resuming sets, e.g. an enabled Cancel
        view.addAttachListener(e -> e.getUI().beforeClientResponse(view, context -> resume(e.getUI())));
        view.addDetachListener(e -> stopFollowing());
    }

    /** @param jobs the session's job runner (the page's, through the port it implements) */
    public static <V extends Component, R> JobBinding<V, R> of(SessionJobs jobs, JobKind<Consumer<V>, R> kind, V view) {
        return new JobBinding<>(jobs, kind, view);
    }

    /** Told {@code true} when a job starts or is found running, {@code false} when it ends: the trigger's state. */
    public JobBinding<V, R> whileRunning(Consumer<Boolean> running) {
        this.running = running;
        return this;
    }

    /** Output cells marked stale while a new job runs: they show the previous result until the next one. */
    public JobBinding<V, R> stale(OutputCell<?>... cells) {
        stale.addAll(List.of(cells));
        return this;
    }

    public JobBinding<V, R> onResult(Consumer<R> onResult) {
        this.onResult = onResult;
        return this;
    }

    /** The failure's message; also why a job was not started, unless {@link #onRefused} says otherwise. */
    public JobBinding<V, R> onFailure(Consumer<String> onFailure) {
        this.onFailure = onFailure;
        return this;
    }

    /** Why the job was not started, in words: the session's cap is reached, or the server is busy. */
    public JobBinding<V, R> onRefused(Consumer<String> onRefused) {
        this.onRefused = onRefused;
        return this;
    }

    public JobBinding<V, R> onCancelled(Runnable onCancelled) {
        this.onCancelled = onCancelled;
        return this;
    }

    /**
     * Whether a page opened again shows a job that already ended (a saved run: yes); {@code false} shows only one
     * still running (a connection check's answer may no longer hold for the settings shown).
     */
    public JobBinding<V, R> resumeEnded(boolean resumeEnded) {
        this.resumeEnded = resumeEnded;
        return this;
    }

    /**
     * Starts the work as this session's job of the kind, on the UI thread (a trigger's listener).
     *
     * @param opening the first changes to the view (e.g. one waiting row per agent), replayed to a page opened again
     * @return whether it started; when refused the reason went to {@link #onRefused}
     */
    public boolean start(List<Consumer<V>> opening, Work<Consumer<V>, R> work) {
        UI ui = view.getUI().orElseGet(UI::getCurrent);
        Job<Consumer<V>, R> started;
        try {
            started = jobs.start(sessionId(ui), kind, opening, work);
        } catch (JobRefusedException refused) {
            (onRefused == null ? onFailure : onRefused).accept(refused.getMessage());
            return false;
        }
        stale.forEach(OutputCell::markStale);
        follow(ui, started);
        return true;
    }

    /** Cancels the job shown, if it still runs; its end arrives as {@link #onCancelled} (or its result). */
    public void cancel() {
        if (job != null) {
            job.cancel();
        }
    }

    /** Whether the job shown still runs. */
    public boolean isRunning() {
        return job != null && job.isRunning();
    }

    private void resume(UI ui) {
        Optional<Job<Consumer<V>, R>> found = jobs.find(sessionId(ui), kind);
        if (found.isEmpty()
                || found.get() == job
                || (!resumeEnded && !found.get().isRunning())) {
            return;
        }
        follow(ui, found.get());
    }

    private void follow(UI ui, Job<Consumer<V>, R> next) {
        stopFollowing();
        job = next;
        running.accept(next.isRunning());
        unfollow = next.follow(new Job.Listener<>() {
            @Override
            public void event(Consumer<V> change) {
                UiPush.access(ui, () -> change.accept(view));
            }

            @Override
            public void ended(JobEnd<R> end) {
                UiPush.access(ui, () -> show(end));
            }
        });
    }

    private void show(JobEnd<R> end) {
        running.accept(false);
        if (end instanceof JobEnd.Done<R> done) {
            onResult.accept(done.result());
        } else if (end instanceof JobEnd.Failed<R> failed) {
            onFailure.accept(failed.message());
        } else {
            onCancelled.run();
        }
    }

    private void stopFollowing() {
        unfollow.run();
        unfollow = () -> {};
        job = null;
    }

    /** The UI's browser session, as its jobs and its compute lane know it (one lane per session, cells and jobs). */
    public static String sessionId(UI ui) {
        return ui.getSession().getSession().getId();
    }
}
