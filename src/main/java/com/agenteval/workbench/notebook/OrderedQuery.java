package com.agenteval.workbench.notebook;

import com.vaadin.flow.router.QueryParameters;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Query parameters in a fixed order (Vaadin's own keep them in a hash map, so a page's link came out shuffled).
 * A config code stays readable: {@code :}, {@code ,} and {@code =} are legal in a query value and are not escaped.
 */
public final class OrderedQuery extends QueryParameters {

    private final Map<String, List<String>> ordered;

    public OrderedQuery(Map<String, List<String>> parameters) {
        super(parameters);
        Map<String, List<String>> copy = new LinkedHashMap<>();
        parameters.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        this.ordered = Collections.unmodifiableMap(copy);
    }

    @Override
    public Map<String, List<String>> getParameters() {
        return ordered;
    }

    @Override
    public String getQueryString() {
        return ordered.entrySet().stream()
                .flatMap(e -> e.getValue().stream().map(v -> encode(e.getKey()) + "=" + encode(v)))
                .collect(Collectors.joining("&"));
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8)
                .replace("+", "%20")
                .replace("%3A", ":")
                .replace("%2C", ",")
                .replace("%3D", "=");
    }
}
