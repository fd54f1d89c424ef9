package com.agenteval.workbench.settings;

import com.agenteval.workbench.live.ConnectionReport;
import com.agenteval.workbench.live.ProviderKind;
import com.agenteval.workbench.notebook.NotebookPage;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.UIDetachedException;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Live mode's settings: the model providers (Anthropic, OpenAI, any OpenAI-compatible server), Tavily web search,
 * and the switch between offline replay (the default) and live mode. Keys are shown masked and stay in this session.
 */
@Route("settings")
@PageTitle("Settings: live mode")
@Menu(order = 90, title = "Settings: live mode")
@StyleSheet("context://styles/live.css")
public class SettingsPage extends NotebookPage {

    private final LiveSettings settings;
    private final ModeCell mode;
    private final List<ProviderForm> providers = new ArrayList<>();
    private final SearchForm search;

    public SettingsPage(LiveSettings settings) {
        this.settings = settings;
        explain("settings/intro");
        mode = cell(new ModeCell());
        mode.addChooseListener(e -> {
            settings.choose(e.kind());
            refresh();
        });
        mode.addSwitchListener(e -> {
            if (e.live()) {
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
            form.addTestListener(e -> {
                form.showTesting();
                inBackground(() -> settings.testProvider(kind), form::showReport);
            });
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
        search.addTestListener(e -> {
            search.showTesting();
            inBackground(settings::testSearch, search::showReport);
        });
        explain("settings/privacy");
        refresh();
    }

    private void refresh() {
        LiveSettings.Readiness readiness = settings.readiness();
        mode.show(settings.active(), readiness.provider().describe(), settings.isLive(),
                ReadinessText.needs(readiness, this));
        for (ProviderForm form : providers) {
            form.show(settings.provider(form.kind()), settings.keySource(form.kind()));
        }
        search.show(settings.search(), settings.searchKeySource());
    }

    /** A connection test makes a network call: off the request thread, its report pushed when it comes. */
    private void inBackground(Supplier<ConnectionReport> test, Consumer<ConnectionReport> show) {
        UI ui = UI.getCurrent();
        CompletableFuture.supplyAsync(test).whenComplete((report, error) -> {
            ConnectionReport shown = error == null ? report
                    : new ConnectionReport(false, String.valueOf(error.getMessage()));
            try {
                ui.access(() -> show.accept(shown));
            } catch (UIDetachedException gone) {
                // the student left the page
            }
        });
    }
}
