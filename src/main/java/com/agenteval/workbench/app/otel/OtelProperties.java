package com.agenteval.workbench.app.otel;

import com.agenteval.workbench.core.Checked;
import java.time.Duration;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The live OTLP/HTTP export.
 *
 * <pre>
 * workbench.otel.endpoint=http://localhost:6006         # Phoenix; "/v1/traces" is added unless the URL ends with it
 * workbench.otel.headers.Authorization=Basic ...        # e.g. Langfuse's keys; sent to this endpoint only, never shown
 * workbench.otel.queue=2048                             # spans waiting per endpoint; past it they are dropped, counted
 * workbench.otel.timeout=5s                             # one export attempt; no retries
 * </pre>
 *
 * @param endpoint the server's endpoint for every run, MCP session included; empty: none
 * @param headers  extra HTTP headers for that endpoint (credentials: never logged, never on a page)
 * @param queue    the most spans waiting for export per endpoint
 * @param timeout  one export's deadline
 */
@ConfigurationProperties("workbench.otel")
public record OtelProperties(
        @DefaultValue("") String endpoint,
        Map<String, String> headers,
        @DefaultValue("2048") int queue,
        @DefaultValue("5s") Duration timeout) {

    public OtelProperties {
        headers = headers == null ? Map.of() : Map.copyOf(headers);
        if (queue < 1 || queue > 1_000_000) {
            throw new IllegalArgumentException("workbench.otel.queue must be between 1 and 1000000, got " + queue);
        }
        if (timeout == null || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("workbench.otel.timeout must be a positive duration, not " + timeout);
        }
        if (endpoint != null && !endpoint.isBlank()) {
            if (OtlpEndpoint.parse(endpoint) instanceof Checked.Refused<String> r) {
                throw new IllegalArgumentException("workbench.otel.endpoint: " + r.reason());
            }
        }
    }

    /** Header values are credentials: never in a log line or an error message. */
    @Override
    public String toString() {
        return "OtelProperties[endpoint=" + endpoint + ", headers=" + headers.keySet() + " (values hidden), queue="
                + queue + ", timeout=" + timeout + "]";
    }

    public static OtelProperties none() {
        return new OtelProperties("", Map.of(), 2048, Duration.ofSeconds(5));
    }
}
