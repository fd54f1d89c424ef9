package com.agenteval.workbench.app.live;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Live-mode settings from environment variables, read once at start-up (the web app) or per command (the command
 * line): {@code ANTHROPIC_API_KEY}, {@code ANTHROPIC_BASE_URL}, {@code OPENAI_API_KEY}, {@code OPENAI_BASE_URL}
 * (ending in {@code /v1}, as OpenAI's own SDKs take it), {@code TAVILY_API_KEY} and {@code TAVILY_BASE_URL}, plus the
 * optional {@code ANTHROPIC_MODEL} and {@code OPENAI_MODEL}. An {@code OPENAI_BASE_URL} that is not OpenAI's own also
 * configures the OpenAI-compatible provider, so a local server set up for OpenAI's SDK works here too.
 *
 * <pre>{@code
 * LiveEnvironment env = LiveEnvironment.read(System::getenv);
 * env.provider(ProviderKind.ANTHROPIC).usable();
 * }</pre>
 */
public record LiveEnvironment(Map<ProviderKind, ProviderConfig> providers, SearchConfig search) {

    public LiveEnvironment {
        Map<ProviderKind, ProviderConfig> all = new EnumMap<>(ProviderKind.class);
        for (ProviderKind k : ProviderKind.values()) {
            all.put(k, providers.getOrDefault(k, ProviderConfig.defaults(k)));
        }
        providers = Map.copyOf(all);
    }

    /** Nothing configured: every provider at its defaults with no key, no search key. */
    public static LiveEnvironment empty() {
        return new LiveEnvironment(Map.of(), SearchConfig.none());
    }

    /** @param env a variable's value by name, e.g. {@code System::getenv}; null or blank means unset */
    public static LiveEnvironment read(UnaryOperator<String> env) {
        Map<ProviderKind, ProviderConfig> providers = new EnumMap<>(ProviderKind.class);
        providers.put(
                ProviderKind.ANTHROPIC,
                ProviderConfig.of(
                        ProviderKind.ANTHROPIC,
                        Secret.of(env.apply("ANTHROPIC_API_KEY")),
                        env.apply("ANTHROPIC_BASE_URL"),
                        env.apply("ANTHROPIC_MODEL")));
        String openAiUrl = env.apply("OPENAI_BASE_URL");
        Secret openAiKey = Secret.of(env.apply("OPENAI_API_KEY"));
        providers.put(
                ProviderKind.OPENAI,
                ProviderConfig.of(ProviderKind.OPENAI, openAiKey, openAiUrl, env.apply("OPENAI_MODEL")));
        if (openAiUrl != null && !openAiUrl.isBlank() && !openAiUrl.contains("api.openai.com")) {
            providers.put(
                    ProviderKind.OPENAI_COMPATIBLE,
                    ProviderConfig.of(ProviderKind.OPENAI_COMPATIBLE, openAiKey, openAiUrl, env.apply("OPENAI_MODEL")));
        }
        SearchConfig search = SearchConfig.of(
                Secret.of(env.apply("TAVILY_API_KEY")), env.apply("TAVILY_BASE_URL"), List.of(), List.of());
        return new LiveEnvironment(providers, search);
    }

    public ProviderConfig provider(ProviderKind kind) {
        return Objects.requireNonNull(providers.get(kind), "the constructor sets every provider kind");
    }

    /**
     * The provider to preselect: the first usable one in the book's auto-detect order (Anthropic, then OpenAI, then
     * a compatible server); empty when none is.
     */
    public Optional<ProviderKind> preferred() {
        return List.of(ProviderKind.values()).stream()
                .filter(k -> provider(k).usable())
                .findFirst();
    }
}
