package com.agenteval.workbench.lessons.settings;

import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.live.ConnectionReport;
import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.otel.OtlpEndpoint;
import com.agenteval.workbench.app.session.LiveSettings;
import com.agenteval.workbench.app.session.SessionSpans;
import com.agenteval.workbench.core.jobs.JobKind;
import com.agenteval.workbench.notebook.JobBinding;
import com.agenteval.workbench.notebook.NotebookPage;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Live mode's settings: the model providers (Anthropic, OpenAI, any OpenAI-compatible server), Tavily web search,
 * and the switch between offline replay (the default) and live mode. Keys are shown masked and stay in this session.
 */
@Route("settings")
@Menu(order = 90, title = "Settings: live mode")
@StyleSheet("context://styles/live.css")
public class SettingsPage extends NotebookPage {

    private final LiveSettings settings;
    private final ModeCell mode;
    private final List<ProviderForm> providers = new ArrayList<>();
    private final SearchForm search;
    private final SessionSpans spans;
    private final OtelForm otel;

    public SettingsPage(LiveSettings settings, Jobs jobs, SessionSpans spans) {
        this.settings = settings;
        this.spans = spans;
        explain("settings/intro");
        mode = cell(new ModeCell());
        mode.addChooseListener(e -> {
            settings.choose(e.value());
            refresh();
        });
        mode.addSwitchListener(e -> {
            if (e.value()) {
                settings.goLive();
            } else {
                settings.goOffline();
            }
            refresh();
        });
        for (ProviderKind kind : ProviderKind.values()) {
            ProviderForm form = cell(new ProviderForm(kind));
            form.addSaveListener(e -> {
                LiveSettings.Update update = settings.updateProvider(kind, e.newKey(), e.baseUrl(), e.model());
                refresh();
                if (update == LiveSettings.Update.SAVED) {
                    form.showSaved();
                } else {
                    form.showKeyNeeded(settings.keyBaseUrl(kind));
                }
            });
            form.addForgetListener(e -> {
                settings.forgetProviderKey(kind);
                refresh();
            });
            JobBinding<ProviderForm, ConnectionReport> check =
                    connectionCheck(jobs, "check-" + kind.id(), form, form::showReport);
            form.addTestListener(e ->
                    check.start(List.of(ProviderForm::showTesting), (report, cancel) -> settings.testProvider(kind)));
            providers.add(form);
        }
        search = cell(new SearchForm());
        search.addSaveListener(e -> {
            LiveSettings.Update update = settings.updateSearch(e.newKey(), e.baseUrl(), e.allowed(), e.blocked());
            refresh();
            if (update == LiveSettings.Update.SAVED) {
                search.showSaved();
            } else {
                search.showKeyNeeded(settings.searchKeyBaseUrl());
            }
        });
        search.addForgetListener(e -> {
            settings.forgetSearchKey();
            refresh();
        });
        JobBinding<SearchForm, ConnectionReport> check =
                connectionCheck(jobs, "check-search", search, search::showReport);
        search.addTestListener(
                e -> check.start(List.of(SearchForm::showTesting), (report, cancel) -> settings.testSearch()));
        otel = cell(new OtelForm(OtlpEndpoint.MAX_LENGTH));
        otel.addSaveListener(e -> {
            var set = spans.setEndpoint(e.value());
            refresh();
            if (set instanceof com.agenteval.workbench.core.Checked.Refused<String> r) {
                otel.showRefused(r.reason());
            } else {
                otel.showSaved();
            }
        });
        explain("settings/privacy");
        refresh();
    }

    private void refresh() {
        LiveSettings.Readiness readiness = settings.readiness();
        mode.show(
                settings.active(),
                readiness.provider().describe(),
                settings.isLive(),
                ReadinessText.needs(readiness, this));
        for (ProviderForm form : providers) {
            form.show(settings.provider(form.kind()), settings.keySource(form.kind()));
        }
        search.show(settings.search(), settings.searchKeySource());
        otel.show(spans.endpoint(), spans.status(), spans.serverEndpoint(), spans.serverStatus());
    }

    /**
     * A connection test makes a network call: a job of the session, its report pushed when it comes. Only a check
     * still under way is shown again on return; a finished one may no longer hold for the settings shown.
     */
    private static <F extends Component> JobBinding<F, ConnectionReport> connectionCheck(
            Jobs jobs, String kind, F form, Consumer<ConnectionReport> show) {
        return JobBinding.<F, ConnectionReport>of(jobs, JobKind.of(kind), form)
                .resumeEnded(false)
                .onResult(show)
                .onFailure(message -> show.accept(new ConnectionReport(false, message)))
                .onCancelled(() -> show.accept(new ConnectionReport(false, "cancelled")));
    }
}
