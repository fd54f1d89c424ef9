package com.agenteval.workbench.lessons.settings;

import com.agenteval.workbench.app.jobs.Jobs;
import com.agenteval.workbench.app.live.ConnectionReport;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.live.SearchConfig;
import com.agenteval.workbench.app.live.Secret;
import com.agenteval.workbench.app.otel.LiveSpans;
import com.agenteval.workbench.app.otel.OtlpEndpoint;
import com.agenteval.workbench.app.session.LiveSettings;
import com.agenteval.workbench.app.session.SessionSpans;
import com.agenteval.workbench.core.Checked.Refused;
import com.agenteval.workbench.core.jobs.Job.JobKind;
import com.agenteval.workbench.notebook.JobBinding;
import com.agenteval.workbench.notebook.NotebookPage;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
    private final Map<ProviderKind, ProviderForm> providers = new EnumMap<>(ProviderKind.class);
    private final SearchForm search;
    private final SessionSpans spans;
    private final OtelForm otel;

    public SettingsPage(LiveSettings settings, Jobs jobs, SessionSpans spans) {
        this.settings = settings;
        this.spans = spans;
        explain("settings/intro");
        mode = cell(new ModeCell(
                Arrays.stream(ProviderKind.values()).map(ProviderKind::id).toList()));
        mode.addChooseListener(e -> {
            settings.choose(ProviderKind.fromId(e.value()));
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
            ProviderForm form = cell(new ProviderForm(
                    kind.id(),
                    kind.defaultModel(),
                    kind == ProviderKind.ANTHROPIC ? "ANTHROPIC_API_KEY" : "OPENAI_API_KEY"));
            form.addSaveListener(e -> {
                LiveSettings.Update update =
                        settings.updateProvider(kind, Secret.of(e.newKey()), e.baseUrl(), e.model());
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
                    connectionCheck(jobs, "check-" + kind.id(), form, r -> form.showReport(r.ok(), r.message()));
            form.addTestListener(e ->
                    check.start(List.of(ProviderForm::showTesting), (report, cancel) -> settings.testProvider(kind)));
            providers.put(kind, form);
        }
        search = cell(new SearchForm());
        search.addSaveListener(e -> {
            LiveSettings.Update update =
                    settings.updateSearch(Secret.of(e.newKey()), e.baseUrl(), e.allowed(), e.blocked());
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
                connectionCheck(jobs, "check-search", search, r -> search.showReport(r.ok(), r.message()));
        search.addTestListener(
                e -> check.start(List.of(SearchForm::showTesting), (report, cancel) -> settings.testSearch()));
        otel = cell(new OtelForm(OtlpEndpoint.MAX_LENGTH));
        otel.addSaveListener(e -> {
            var set = spans.setEndpoint(e.value());
            refresh();
            if (set instanceof Refused<String> r) {
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
        mode.show(settings.active().id(), readiness.provider().describe(), settings.isLive(), needs(readiness, this));
        providers.forEach((kind, form) -> {
            ProviderConfig c = settings.provider(kind);
            form.show(c.apiKey().masked(), fromEnvironment(settings.keySource(kind)), c.baseUrl(), c.model());
        });
        SearchConfig s = settings.search();
        search.show(
                s.apiKey().masked(),
                fromEnvironment(settings.searchKeySource()),
                s.baseUrl(),
                s.allowedDomains(),
                s.blockedDomains());
        otel.show(spans.endpoint(), sent(spans.status()), spans.serverEndpoint(), sent(spans.serverStatus()));
    }

    private static boolean fromEnvironment(LiveSettings.KeySource source) {
        return source == LiveSettings.KeySource.ENVIRONMENT;
    }

    private static Optional<OtelForm.Sent> sent(Optional<LiveSpans.Status> status) {
        return status.map(s -> new OtelForm.Sent(s.exported(), s.dropped(), s.problem()));
    }

    /** What live mode still needs, in the page's language ("Anthropic: an API key; a Tavily key for web search"). */
    public static String needs(LiveSettings.Readiness readiness, Component in) {
        List<String> missing = new ArrayList<>();
        readiness
                .providerProblem()
                .ifPresent(p -> missing.add(in.getTranslation(
                        switch (p) {
                            case NO_KEY -> "settings.needs.key";
                            case NO_MODEL -> "settings.needs.model";
                            case BAD_BASE_URL -> "settings.needs.url";
                        },
                        ModeCell.providerName(readiness.provider().kind().id(), in))));
        if (!readiness.searchReady()) {
            missing.add(in.getTranslation("settings.needs.search"));
        }
        return String.join("; ", missing);
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
