package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.agent.ForecastPanel.StepListener;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.jobs.Job.JobKind;
import com.agenteval.workbench.notebook.JobBinding;
import com.agenteval.workbench.notebook.OutputCell;
import com.agenteval.workbench.notebook.UiPush;
import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.router.RouteConfiguration;
import com.vaadin.flow.shared.Registration;
import java.io.IOException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The run page's live option (issue 7): shown when "live" is chosen, in place of the offline cells, which it hides and
 * later restores as they were. It runs the {@link LiveRunSection}'s requests through what the page gives it
 * ({@link Live}) as a job of the session (so it goes on, and shows again, when the student comes back), pushes each
 * agent's progress and cancels on request. The shown value is whether live is chosen.
 */
class LiveRunCell extends OutputCell<Boolean> {

    static final String OFFLINE = "offline";
    static final String LIVE = "live";
    static final List<String> MODES = List.of(OFFLINE, LIVE);
    /** The session's live forecasting run. */
    static final JobKind<Consumer<LiveRunSection>, Finished> RUN = JobKind.of("live-forecast");

    /**
     * What the live option needs from the page's services, as data and callbacks: the cell holds no service.
     *
     * @param isLive      whether the session is live
     * @param provider    the session's active provider, described
     * @param needs       what live mode still needs, in the page's language; empty when usable
     * @param modeChanges registers a listener for the session going live or offline
     * @param run         prepares a run of a request on the UI thread (reading the session's settings), to run as
     *                    the job's work; it saves the run and returns where; throws IllegalArgumentException, with
     *                    the reason, for a request the live run refuses
     * @param jobs        binds the section to the session's job of {@link #RUN}
     * @param full        why the session cannot keep another run, or empty: asked before a run starts, so no call
     *                    is paid for that could not be saved
     * @param saved       run on the UI thread once a run was saved (the page lists it among the session's runs)
     * @param fixtures    the book's two fixture questions: the contested one, then the clear one
     */
    record Live(
            BooleanSupplier isLive,
            Supplier<String> provider,
            Supplier<String> needs,
            Function<Runnable, Registration> modeChanges,
            Function<LiveRunSection.Request, Run> run,
            Function<LiveRunSection, JobBinding<LiveRunSection, Finished>> jobs,
            Supplier<Optional<String>> full,
            Runnable saved,
            List<ForecastQuestion> fixtures) {}

    /** A prepared live run, run on the job's thread: it hears each agent's steps, and each retry described. */
    @FunctionalInterface
    interface Run {
        Finished run(StepListener steps, Consumer<String> retries, Cancellation cancellation) throws IOException;
    }

    /**
     * A finished live run, saved.
     *
     * @param trace    the trace as saved (status completed, failed or cancelled)
     * @param fileName the saved file's name
     */
    record Finished(RunTrace trace, String fileName) {}

    private final Live live;
    private final LiveRunSection section;
    private final List<Component> offlineCells = new ArrayList<>();
    private final Map<Component, Boolean> hiddenWhileLive = new IdentityHashMap<>();
    private final JobBinding<LiveRunSection, Finished> job;
    private @Nullable Registration modeRegistration;

    LiveRunCell(Live live) {
        super(UI.getCurrent().getTranslation("live.run.title"));
        this.live = live;
        section = new LiveRunSection(live.fixtures().get(0), live.fixtures().get(1));
        getContent().setId("live-run-cell");
        getContent().add(section);
        getContent().setVisible(false);
        job = live.jobs()
                .apply(section)
                .onResult(out -> {
                    section.finished(
                            out.trace(),
                            out.fileName(),
                            RouteConfiguration.forSessionScope().getUrl(ForecastReplayPage.class, out.fileName()));
                    live.saved().run();
                })
                .onFailure(section::notSaved)
                .onRefused(section::refused)
                .onCancelled(() -> section.notSaved(getTranslation("live.run.cancelled-unsaved")));
        section.addRunListener(e -> start(e.request()));
        section.addCancelListener(e -> {
            if (job.isRunning()) {
                job.cancel();
                section.cancelling();
            }
        });
    }

    /** The offline page's cells: hidden while live is chosen, then shown again as they were. */
    LiveRunCell hideWhileLive(Component... cells) {
        offlineCells.addAll(List.of(cells));
        return this;
    }

    @Override
    protected void render(Boolean liveChosen) {
        boolean live = Boolean.TRUE.equals(liveChosen);
        getContent().setVisible(live);
        for (Component c : offlineCells) {
            if (live && !hiddenWhileLive.containsKey(c)) {
                hiddenWhileLive.put(c, c.isVisible());
                c.setVisible(false);
            } else if (!live && hiddenWhileLive.containsKey(c)) {
                c.setVisible(hiddenWhileLive.remove(c));
            }
        }
        refreshAvailability();
    }

    @Override
    protected void onAttach(AttachEvent attachEvent) {
        super.onAttach(attachEvent);
        UI ui = attachEvent.getUI();
        modeRegistration = live.modeChanges().apply(() -> UiPush.access(ui, this::refreshAvailability));
    }

    @Override
    protected void onDetach(DetachEvent detachEvent) {
        if (modeRegistration != null) {
            modeRegistration.remove();
        }
        super.onDetach(detachEvent);
    }

    /** Live controls work only while the session is live; otherwise they say what is missing. */
    private void refreshAvailability() {
        if (live.isLive().getAsBoolean()) {
            section.available(live.provider().get());
        } else {
            String needs = live.needs().get();
            section.unavailable(
                    needs.isEmpty()
                            ? getTranslation("live.run.not-live")
                            : getTranslation("live.run.needs", needs) + " " + getTranslation("live.run.not-live"));
        }
    }

    private void start(LiveRunSection.Request request) {
        if (!live.isLive().getAsBoolean() || job.isRunning()) {
            refreshAvailability();
            return;
        }
        Run run;
        try {
            run = live.run().apply(request); // the live run's own checks (the question, the counts)
        } catch (IllegalArgumentException e) {
            section.invalid(String.valueOf(e.getMessage()));
            return;
        }
        Optional<String> full = live.full().get();
        if (full.isPresent()) {
            section.refused(full.get());
            return;
        }
        job.start(
                List.of(s -> s.started(request.agents())),
                (report, cancel) -> run.run(
                        new StepListener() {
                            @Override
                            public void onStep(String agentId, AgentTrace step) {
                                report.report(s -> s.step(agentId, step));
                            }

                            @Override
                            public void onAgentStarted(String agentId) {
                                report.report(s -> s.agentStarted(agentId));
                            }

                            @Override
                            public void onAgentFinished(String agentId, ForecastArtifact artifact) {
                                report.report(s -> s.agentFinished(agentId, artifact));
                            }
                        },
                        notice -> report.report(s -> s.retry(notice)),
                        cancel));
    }
}
