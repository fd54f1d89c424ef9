package com.agenteval.workbench.app.session;

import com.agenteval.workbench.app.live.ChatModels;
import com.agenteval.workbench.app.live.ConnectionCheck;
import com.agenteval.workbench.app.live.ConnectionReport;
import com.agenteval.workbench.app.live.LiveEnvironment;
import com.agenteval.workbench.app.live.LiveHttp;
import com.agenteval.workbench.app.live.LiveProperties;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.live.ProviderModels;
import com.agenteval.workbench.app.live.SearchConfig;
import com.agenteval.workbench.app.live.Secret;
import com.agenteval.workbench.base.ui.WorkbenchMode;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One browser session's live-mode settings and credentials: each provider's key, base URL and model, the Tavily key
 * and domain lists, which provider live runs use, and the chat model built from that setting (one per session and
 * setting, never a shared bean). Every session starts from the environment read at start-up; what a student types
 * stays in this session's memory only. Keys are held as {@link Secret}s and leave only as auth headers. Neither this
 * class nor {@code Secret} is {@code Serializable}: a server told to persist sessions fails to write this bean rather
 * than writing a key to disk. Live mode itself ({@link WorkbenchMode}) is switched on here, and only while the
 * settings are usable.
 *
 * <p>One per browser session: the application's SessionBeans declares the scope (Vaadin's), so app stays free of
 * Vaadin.
 */
public class LiveSettings {

    /** Where a key came from, for the masked display. */
    public enum KeySource {
        NONE,
        ENVIRONMENT,
        SESSION
    }

    /**
     * What a save did. A saved key goes only to the base URL it was entered with: a save that moves the base URL
     * without the key typed again in the same form is refused, and nothing changes. So a script on a page of this
     * session, or another tab, cannot send the key to a host of its choosing.
     */
    public enum Update {
        SAVED,
        KEY_NEEDED_FOR_NEW_BASE_URL
    }

    private final LiveHttp http;
    private final Duration checkDeadline;
    private final WorkbenchMode mode;
    private final Map<ProviderKind, ProviderConfig> providers = new EnumMap<>(ProviderKind.class);
    private final Map<ProviderKind, KeySource> providerKeySources = new EnumMap<>(ProviderKind.class);
    /** The base URL each key was entered with (the environment's for a key from the environment). */
    private final Map<ProviderKind, String> providerKeyBaseUrls = new EnumMap<>(ProviderKind.class);

    private SearchConfig search;
    private KeySource searchKeySource;
    private String searchKeyBaseUrl;
    private ProviderKind active;
    /** Built on first use by {@link #models()}, rebuilt when the setting changes. */
    private @Nullable ProviderModels models;

    public LiveSettings(LiveEnvironment environment, LiveHttp http, LiveProperties properties, WorkbenchMode mode) {
        this.http = http;
        this.checkDeadline = properties.checkDeadline();
        this.mode = mode;
        for (ProviderKind kind : ProviderKind.values()) {
            ProviderConfig c = environment.provider(kind);
            providers.put(kind, c);
            providerKeySources.put(kind, c.apiKey().isPresent() ? KeySource.ENVIRONMENT : KeySource.NONE);
            providerKeyBaseUrls.put(kind, c.baseUrl());
        }
        search = environment.search();
        searchKeyBaseUrl = search.baseUrl();
        searchKeySource = search.apiKey().isPresent() ? KeySource.ENVIRONMENT : KeySource.NONE;
        active = environment.preferred().orElse(ProviderKind.ANTHROPIC);
    }

    public synchronized ProviderConfig provider(ProviderKind kind) {
        return known(providers, kind);
    }

    public synchronized KeySource keySource(ProviderKind kind) {
        return known(providerKeySources, kind);
    }

    /** The constructor puts every provider kind in each of the maps. */
    private static <V> V known(Map<ProviderKind, V> map, ProviderKind kind) {
        return Objects.requireNonNull(map.get(kind), "every provider kind is set at construction");
    }

    /**
     * Replaces a provider's base URL and model, and its key when {@code newKey} is present (a blank one keeps the key
     * in use). A provider that stops being usable while live switches the session back to offline. Refused, with
     * nothing changed, when the key in use would go to another base URL than the one it was entered with.
     */
    public synchronized Update updateProvider(
            ProviderKind kind, @Nullable Secret newKey, String baseUrl, String model) {
        ProviderConfig old = known(providers, kind);
        boolean typed = newKey != null && newKey.isPresent();
        ProviderConfig updated =
                ProviderConfig.of(kind, newKey != null && typed ? newKey : old.apiKey(), baseUrl, model);
        if (!typed && old.apiKey().isPresent() && !sameUrl(updated.baseUrl(), known(providerKeyBaseUrls, kind))) {
            return Update.KEY_NEEDED_FOR_NEW_BASE_URL;
        }
        providers.put(kind, updated);
        if (typed) {
            providerKeySources.put(kind, KeySource.SESSION);
            providerKeyBaseUrls.put(kind, updated.baseUrl());
        }
        settingsChanged();
        return Update.SAVED;
    }

    /** Drops a provider's key from this session (the environment's too, for this session). */
    public synchronized void forgetProviderKey(ProviderKind kind) {
        providers.put(kind, known(providers, kind).withApiKey(Secret.NONE));
        providerKeySources.put(kind, KeySource.NONE);
        settingsChanged();
    }

    public synchronized SearchConfig search() {
        return search;
    }

    public synchronized KeySource searchKeySource() {
        return searchKeySource;
    }

    /** As {@link #updateProvider}, for Tavily: its key too goes only to the base URL it was entered with. */
    public synchronized Update updateSearch(
            @Nullable Secret newKey, String baseUrl, String allowedDomains, String blockedDomains) {
        boolean typed = newKey != null && newKey.isPresent();
        SearchConfig updated = SearchConfig.of(
                newKey != null && typed ? newKey : search.apiKey(),
                baseUrl,
                SearchConfig.parseDomains(allowedDomains),
                SearchConfig.parseDomains(blockedDomains));
        if (!typed && search.apiKey().isPresent() && !sameUrl(updated.baseUrl(), searchKeyBaseUrl)) {
            return Update.KEY_NEEDED_FOR_NEW_BASE_URL;
        }
        search = updated;
        if (typed) {
            searchKeySource = KeySource.SESSION;
            searchKeyBaseUrl = updated.baseUrl();
        }
        settingsChanged();
        return Update.SAVED;
    }

    /** The base URL a provider's key was entered with: the only one it is sent to. */
    public synchronized String keyBaseUrl(ProviderKind kind) {
        return known(providerKeyBaseUrls, kind);
    }

    public synchronized String searchKeyBaseUrl() {
        return searchKeyBaseUrl;
    }

    /** The same address, give or take surrounding space and a trailing slash. */
    static boolean sameUrl(@Nullable String a, @Nullable String b) {
        return a != null && b != null && trimSlash(a).equals(trimSlash(b));
    }

    private static String trimSlash(String url) {
        String u = url.strip();
        while (u.endsWith("/")) {
            u = u.substring(0, u.length() - 1);
        }
        return u;
    }

    public synchronized void forgetSearchKey() {
        search = search.withApiKey(Secret.NONE);
        searchKeySource = KeySource.NONE;
        settingsChanged();
    }

    /** The provider live runs use. */
    public synchronized ProviderKind active() {
        return active;
    }

    public synchronized void choose(ProviderKind kind) {
        active = kind;
        settingsChanged();
    }

    /** Whether live mode can be used, and if not, what is missing. */
    public synchronized Readiness readiness() {
        ProviderConfig provider = known(providers, active);
        return new Readiness(provider, provider.problem(), search.usable());
    }

    /** Switches the session to live mode with the active provider; false (and nothing changes) when not usable. */
    public synchronized boolean goLive() {
        if (!readiness().usable()) {
            return false;
        }
        mode.goLive(active.id());
        return true;
    }

    public synchronized void goOffline() {
        mode.goOffline();
    }

    /** Live mode is on (and, since it switches off when they stop being usable, the settings are usable). */
    public synchronized boolean isLive() {
        return mode.isLive() && readiness().usable();
    }

    /** The active provider's chat models, built once per setting for this session. */
    public synchronized ProviderModels models() {
        ProviderConfig config = known(providers, active);
        if (models == null || !models.config().equals(config)) {
            models = ChatModels.build(config, http);
        }
        return models;
    }

    public ConnectionReport testProvider(ProviderKind kind) {
        return ConnectionCheck.provider(provider(kind), http, checkDeadline);
    }

    public ConnectionReport testSearch() {
        return ConnectionCheck.search(search(), http, checkDeadline);
    }

    private void settingsChanged() {
        if (mode.isLive()) {
            if (readiness().usable()) {
                mode.goLive(active.id());
            } else {
                mode.goOffline();
            }
        }
    }

    /**
     * What live mode needs. Usable when the active provider has no problem and Tavily has a key.
     *
     * @param provider        the active provider's settings
     * @param providerProblem what keeps it from being used, if anything
     */
    public record Readiness(
            ProviderConfig provider, Optional<ProviderConfig.Problem> providerProblem, boolean searchReady) {

        public boolean usable() {
            return providerProblem.isEmpty() && searchReady;
        }

        /** The limits of one call, as the run page shows them. */
        public int maxTokens() {
            return provider.kind().openAiWire() ? ChatModels.OPENAI_MAX_TOKENS : ChatModels.ANTHROPIC_MAX_TOKENS;
        }
    }
}
