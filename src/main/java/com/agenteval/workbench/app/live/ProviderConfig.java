package com.agenteval.workbench.app.live;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Objects;
import java.util.Optional;

/**
 * One provider's settings: its key, base URL and model. Immutable; the settings page replaces it whole.
 *
 * <pre>{@code
 * ProviderConfig anthropic = ProviderConfig.of(ProviderKind.ANTHROPIC, Secret.of(key), "", "");   // the defaults
 * anthropic.problem();   // empty when usable, else what is missing
 * }</pre>
 *
 * @param baseUrl as the provider's own SDKs take it: Anthropic's without {@code /v1}, OpenAI's ending in {@code /v1}
 */
public record ProviderConfig(ProviderKind kind, Secret apiKey, String baseUrl, String model) {

    /** What keeps a provider from being used. */
    public enum Problem {
        NO_KEY,
        NO_MODEL,
        BAD_BASE_URL
    }

    public ProviderConfig {
        Objects.requireNonNull(kind, "kind");
        apiKey = apiKey == null ? Secret.NONE : apiKey;
        baseUrl = baseUrl == null || baseUrl.isBlank() ? kind.defaultBaseUrl() : baseUrl.strip();
        model = model == null || model.isBlank() ? kind.defaultModel() : model.strip();
    }

    /** Blank base URL and model mean the provider's defaults. */
    public static ProviderConfig of(ProviderKind kind, Secret apiKey, String baseUrl, String model) {
        return new ProviderConfig(kind, apiKey, baseUrl, model);
    }

    /** The defaults, with no key. */
    public static ProviderConfig defaults(ProviderKind kind) {
        return new ProviderConfig(kind, Secret.NONE, "", "");
    }

    /** The first thing that keeps this provider from being used; empty when it is usable. */
    public Optional<Problem> problem() {
        if (kind.needsKey() && !apiKey.isPresent()) {
            return Optional.of(Problem.NO_KEY);
        }
        if (!validUrl(baseUrl)) {
            return Optional.of(Problem.BAD_BASE_URL);
        }
        if (model.isBlank()) {
            return Optional.of(Problem.NO_MODEL);
        }
        return Optional.empty();
    }

    public boolean usable() {
        return problem().isEmpty();
    }

    public ProviderConfig withApiKey(Secret key) {
        return new ProviderConfig(kind, key, baseUrl, model);
    }

    /** "Anthropic · claude-sonnet-4-20250514": what the mode badge and the run page show. */
    public String describe() {
        return kind.label() + " · " + model;
    }

    /**
     * The base URL as it may be recorded in a trace: no user info, query or fragment, which could carry credentials.
     */
    public String recordableBaseUrl() {
        return recordable(baseUrl);
    }

    /** A URL without user info, query or fragment. */
    public static String recordable(String url) {
        try {
            URI u = new URI(url);
            return new URI(u.getScheme(), null, u.getHost(), u.getPort(), u.getPath(), null, null).toString();
        } catch (URISyntaxException e) {
            return "(invalid URL)";
        }
    }

    static boolean validUrl(String url) {
        try {
            URI u = new URI(url);
            return ("http".equals(u.getScheme()) || "https".equals(u.getScheme())) && u.getHost() != null;
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
