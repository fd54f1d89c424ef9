package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.app.jobs.JobKind;
import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.live.LiveProgress;
import com.agenteval.workbench.app.live.LiveRunOutcome;
import com.agenteval.workbench.app.live.LiveRunRequest;
import com.agenteval.workbench.app.live.LiveRuns;
import com.agenteval.workbench.app.live.RetryNotice;
import com.agenteval.workbench.app.session.LiveSettings;
import com.agenteval.workbench.base.ui.WorkbenchMode;
import com.agenteval.workbench.core.forecast.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.lessons.settings.ReadinessText;
import com.agenteval.workbench.notebook.JobBinding;
import com.agenteval.workbench.notebook.OutputCell;
import com.agenteval.workbench.notebook.UiPush;
import com.agenteval.workbench.app.otel.SpanSource;
import com.agenteval.workbench.app.session.SessionSpans;
import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.router.RouteConfiguration;
import com.vaadin.flow.shared.Registration;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The run page's live option (issue 7): shown when "live" is chosen, in place of the offline cells, which it hides and
 * later restores as they were. It runs the {@link LiveRunSection}'s requests with the session's settings through
 * {@link LiveRuns} as a job of the session (so it goes on, and shows again, when the student comes back), pushes each
 * agent's progress, cancels on request, and saves to the same store as offline runs. The shown value is whether live
 * is chosen.
 */
class LiveRunCell extends OutputCell<Boolean> {

    static final String OFFLINE = "offline";
    static final String LIVE = "live";
    static final List<String> MODES = List.of(OFFLINE, LIVE);
    /** The session's live forecasting run. */
    static final JobKind<Consumer<LiveRunSection>, LiveRunOutcome> RUN = JobKind.of("live-forecast");

    private final LiveSettings settings;
    private final SessionSpans spans;
    private final LiveRuns runs;
    private final TraceStoreService store;
    private final WorkbenchMode mode;
    private final LiveRunSection section = new LiveRunSection();
    private final List<Component> offlineCells = new ArrayList<>();
    private final Map<Component, Boolean> hiddenWhileLive = new IdentityHashMap<>();
    private final JobBinding<LiveRunSection, LiveRunOutcome> job;
    private Registration modeRegistration;

    LiveRunCell(LiveSettings settings, LiveRuns runs, TraceStoreService store, WorkbenchMode mode, Jobs jobs,
                SessionSpans spans) {
        super(UI.getCurrent().getTranslation("live.run.title"));
        this.spans = spans;
        this.settings = settings;
        this.runs = runs;
        this.store = store;
        this.mode = mode;
        getContent().setId("live-run-cell");
        getContent().add(section);
        getContent().setVisible(false);
        job = JobBinding.of(jobs, RUN, section)
                .onResult(out -> section.finished(out, RouteConfiguration.forSessionScope()
                        .getUrl(ForecastReplayPage.class, out.saved().getFileName().toString())))
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
        modeRegistration = mode.addChangeListener(() -> UiPush.access(ui, this::refreshAvailability));
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
        LiveSettings.Readiness readiness = settings.readiness();
        if (settings.isLive()) {
            section.available(readiness.provider().describe());
        } else {
            String needs = ReadinessText.needs(readiness, this);
            section.unavailable(needs.isEmpty() ? getTranslation("live.run.not-live")
                    : getTranslation("live.run.needs", needs) + " " + getTranslation("live.run.not-live"));
        }
    }

    private void start(LiveRunRequest request) {
        if (!settings.isLive() || job.isRunning()) {
            refreshAvailability();
            return;
        }
        var models = settings.models();
        var search = settings.search();
        job.start(List.of(s -> s.started(request.agents())), (report, cancel) -> sent(runs.run(request, models, search,
                store::save, new LiveProgress() {
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

                    @Override
                    public void onRetry(RetryNotice notice) {
                        report.report(s -> s.retry(notice));
                    }
                }, cancel)));
    }

    /** A finished run, also sent as OpenTelemetry spans to this session's and the server's endpoint (issue 17). */
    private LiveRunOutcome sent(LiveRunOutcome out) {
        spans.send(SpanSource.of(0, s -> s.runTrace(out.trace())));
        return out;
    }
}
