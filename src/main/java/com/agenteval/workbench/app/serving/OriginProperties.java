package com.agenteval.workbench.app.serving;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The public origins of a class server behind a proxy, besides the loopback ones the server always answers
 * ({@link OriginGuard}).
 *
 * <pre>
 * workbench.security.allowed-origins=https://workbench.example.edu   # comma-separated, scheme://host[:port]
 * </pre>
 *
 * @param allowedOrigins each as {@code scheme://host[:port]}, http or https, no path; kept in the normal form an
 *                       {@code Origin} header takes (lower case, no default port)
 */
@ConfigurationProperties("workbench.security")
record OriginProperties(@DefaultValue("") List<String> allowedOrigins) {

    public OriginProperties {
        allowedOrigins = allowedOrigins.stream()
                .map(String::strip)
                .filter(o -> !o.isEmpty())
                .map(o -> normal(o)
                        .orElseThrow(() -> new IllegalArgumentException("workbench.security.allowed-origins: '" + o
                                + "' is not an origin: write scheme://host[:port], "
                                + "http or https, without a path, e.g. https://workbench.example.edu")))
                .distinct()
                .toList();
    }

    /**
     * An origin in the form browsers send it ({@code http://localhost:8080}, {@code https://host}: lower case, no
     * default port, no path); empty when the text is not an http or https origin ({@code null}, a path, user info).
     */
    static Optional<String> normal(String origin) {
        try {
            URI uri = new URI(origin.endsWith("/") ? origin.substring(0, origin.length() - 1) : origin);
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if (!(scheme.equals("http") || scheme.equals("https"))
                    || uri.getHost() == null
                    || uri.getRawUserInfo() != null
                    || !uri.getRawPath().isEmpty()
                    || uri.getRawQuery() != null
                    || uri.getRawFragment() != null) {
                return Optional.empty();
            }
            int port = uri.getPort() == defaultPort(scheme) ? -1 : uri.getPort();
            return Optional.of(scheme + "://" + uri.getHost().toLowerCase(Locale.ROOT) + (port < 0 ? "" : ":" + port));
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }

    static int defaultPort(String scheme) {
        return "https".equals(scheme) ? 443 : 80;
    }
}
