package com.agenteval.workbench.app.otel;

import com.agenteval.workbench.core.Checked;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/**
 * An OTLP/HTTP traces endpoint as typed on {@code /settings} or given as {@code --workbench.otel.endpoint}: an
 * {@code http} or {@code https} URL with a host, no user name or password in it (credentials go in headers), no query.
 * As with {@code OTEL_EXPORTER_OTLP_ENDPOINT}, {@code /v1/traces} is appended unless the path already ends with it:
 * {@code http://localhost:6006} becomes {@code http://localhost:6006/v1/traces}.
 */
public final class OtlpEndpoint {

    public static final int MAX_LENGTH = 2_000;
    static final String TRACES_PATH = "/v1/traces";

    private OtlpEndpoint() {}

    /** The URL spans are posted to, or why the text is refused (one sentence). */
    public static Checked<String> parse(String text) {
        if (text == null || text.isBlank()) {
            return Checked.refused("is empty: give a URL such as http://localhost:6006");
        }
        String t = text.strip();
        if (t.length() > MAX_LENGTH) {
            return Checked.refused("is longer than " + MAX_LENGTH + " characters");
        }
        URI uri;
        try {
            uri = new URI(t);
        } catch (URISyntaxException e) {
            return Checked.refused("is not a URL: " + e.getReason());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            return Checked.refused("must start with http:// or https://");
        }
        if (uri.getHost() == null || uri.getHost().isBlank()) {
            return Checked.refused("has no host");
        }
        if (uri.getRawUserInfo() != null) {
            return Checked.refused(
                    "must not hold a user name or password: credentials go in " + "workbench.otel.headers");
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            return Checked.refused("must not have a query or a fragment");
        }
        String path = uri.getRawPath() == null ? "" : uri.getRawPath();
        while (path.endsWith("/")) {
            path = path.substring(0, path.length() - 1);
        }
        String base = scheme + "://" + uri.getRawAuthority() + path;
        return Checked.ok(path.endsWith(TRACES_PATH) ? base : base + TRACES_PATH);
    }
}
