package com.agenteval.workbench.app.session;

import com.agenteval.workbench.app.live.ProviderKind;
import com.agenteval.workbench.app.live.Redaction;
import com.agenteval.workbench.app.live.Secret;
import com.agenteval.workbench.app.otel.LiveSpans;
import com.agenteval.workbench.app.otel.OtlpEndpoint;
import com.agenteval.workbench.app.otel.SpanSource;
import com.agenteval.workbench.core.Checked;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One browser session's OpenTelemetry export: the OTLP endpoint the student set on {@code /settings} (kept in this
 * session only, like the keys) and the send of each run this session starts, to that endpoint and to the server's
 * ({@code --workbench.otel.endpoint}). Every text in the spans first loses this session's keys ({@link Redaction}).
 * Another student's endpoint never receives this session's runs.
 *
 * <p>One per browser session: the application's SessionBeans declares the scope (Vaadin's), so app stays free of
 * Vaadin.
 */
public class SessionSpans {

    private final LiveSpans spans;
    private final LiveSettings settings;
    /** Null until the student sets one. */
    private @Nullable String endpoint;

    public SessionSpans(LiveSpans spans, LiveSettings settings) {
        this.spans = spans;
        this.settings = settings;
    }

    /** Sets this session's endpoint (blank clears it); a refused text changes nothing and says why. */
    public synchronized Checked<String> setEndpoint(@Nullable String text) {
        if (text == null || text.isBlank()) {
            endpoint = null;
            return Checked.ok("");
        }
        Checked<String> parsed = OtlpEndpoint.parse(text);
        if (parsed instanceof Checked.Ok<String> ok) {
            endpoint = ok.value();
        }
        return parsed;
    }

    public synchronized Optional<String> endpoint() {
        return Optional.ofNullable(endpoint);
    }

    public Optional<String> serverEndpoint() {
        return spans.serverEndpoint();
    }

    /** What this session's endpoint did so far. */
    public Optional<LiveSpans.Status> status() {
        return endpoint().flatMap(spans::status);
    }

    /** What the server's endpoint did so far. */
    public Optional<LiveSpans.Status> serverStatus() {
        return spans.serverEndpoint().flatMap(spans::status);
    }

    /** Sends a run this session started; never throws, never waits on the network. */
    public void send(SpanSource run) {
        List<Secret> keys = new ArrayList<>();
        for (ProviderKind kind : ProviderKind.values()) {
            keys.add(settings.provider(kind).apiKey());
        }
        keys.add(settings.search().apiKey());
        spans.send(
                run,
                Redaction.of(keys.toArray(Secret[]::new))::redact,
                endpoint().orElse(null));
    }
}
