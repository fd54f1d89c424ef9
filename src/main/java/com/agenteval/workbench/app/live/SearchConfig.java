package com.agenteval.workbench.app.live;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Web search settings: the Tavily key and base URL (for proxies and tests), and optional domain lists. An allow list
 * keeps only results from those domains and their subdomains; a block list drops them, as the book's client does.
 *
 * <pre>{@code
 * SearchConfig tavily = SearchConfig.of(Secret.of(key), "", List.of(), List.of("example.com"));
 * }</pre>
 */
public record SearchConfig(Secret apiKey, String baseUrl, List<String> allowedDomains, List<String> blockedDomains) {

    public static final String DEFAULT_BASE_URL = "https://api.tavily.com";

    public SearchConfig {
        apiKey = apiKey == null ? Secret.NONE : apiKey;
        baseUrl = baseUrl == null || baseUrl.isBlank() ? DEFAULT_BASE_URL : baseUrl.strip();
        allowedDomains = normalize(allowedDomains);
        blockedDomains = normalize(blockedDomains);
    }

    public static SearchConfig of(Secret apiKey, String baseUrl, List<String> allowed, List<String> blocked) {
        return new SearchConfig(apiKey, baseUrl, allowed, blocked);
    }

    public static SearchConfig none() {
        return new SearchConfig(Secret.NONE, "", List.of(), List.of());
    }

    /** Usable when there is a key and the base URL is an http(s) URL. */
    public boolean usable() {
        return apiKey.isPresent() && ProviderConfig.validUrl(baseUrl);
    }

    public SearchConfig withApiKey(Secret key) {
        return new SearchConfig(key, baseUrl, allowedDomains, blockedDomains);
    }

    /** Domains from a comma- or space-separated text, e.g. what a student typed. */
    public static List<String> parseDomains(String text) {
        if (text == null || text.isBlank()) {
            return List.of();
        }
        return normalize(Arrays.asList(text.split("[,\\s]+")));
    }

    private static List<String> normalize(List<String> domains) {
        if (domains == null) {
            return List.of();
        }
        return domains.stream()
                .map(d -> d.strip().toLowerCase(Locale.ROOT))
                .map(d -> d.startsWith(".") ? d.substring(1) : d)
                .filter(d -> !d.isEmpty())
                .distinct()
                .toList();
    }
}
