package com.agenteval.workbench.app.otel;

import com.agenteval.workbench.core.Checked;
import io.opentelemetry.context.Context;
import io.opentelemetry.exporter.otlp.http.trace.OtlpHttpSpanExporter;
import io.opentelemetry.exporter.otlp.http.trace.OtlpHttpSpanExporterBuilder;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.trace.ReadWriteSpan;
import io.opentelemetry.sdk.trace.ReadableSpan;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.SpanLimits;
import io.opentelemetry.sdk.trace.SpanProcessor;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.BatchSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.UnaryOperator;
import java.util.logging.Level;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Service;

/**
 * The live OTLP/HTTP export: runs sent as GenAI spans to the server's endpoint ({@code --workbench.otel.endpoint},
 * every run, MCP sessions included) and to an endpoint a student set on {@code /settings} (that session's runs).
 * Each endpoint has its own SDK pipeline: a {@link BatchSpanProcessor} behind a gate of at most
 * {@code workbench.otel.queue} waiting spans, an exporter with one attempt per batch and a deadline.
 *
 * <p>Nothing here fails a run: {@link #send} never throws and never waits for the network. An endpoint that does not
 * take the spans is reported once (one log line; {@link #status} for the settings page), and its spans are dropped
 * and counted.
 *
 * <pre>{@code
 * liveSpans.send(SpanSource.of(0, s -> s.liveRun(run, createdAt)), redaction::text, sessionEndpoint);
 * liveSpans.status("http://localhost:6006/v1/traces");   // exported, dropped, the problem if any
 * }</pre>
 */
@Service
@EnableConfigurationProperties(OtelProperties.class)
public class LiveSpans implements DisposableBean {

    private static final Logger LOG = LoggerFactory.getLogger(LiveSpans.class);
    /**
     * The SDK's exporter logs every failed batch itself (throttled, with a stack trace); this class reports a failing
     * endpoint once instead. Held here so the level is not lost when the JDK collects an unreferenced logger.
     */
    private static final java.util.logging.Logger SDK_EXPORT_LOG =
            java.util.logging.Logger.getLogger("io.opentelemetry.exporter.otlp.internal.HttpExporter");
    /** Endpoints with a pipeline at once; the least recently used one is shut down past it. */
    static final int MAX_ENDPOINTS = 16;
    /** Longest text kept in one attribute of a live span (a long prompt is cut, the queue's memory stays bounded). */
    static final int MAX_ATTRIBUTE_LENGTH = 64 * 1024;

    private static final int MAX_PROBLEM = 200;

    static {
        SDK_EXPORT_LOG.setLevel(Level.OFF);
    }

    /** What one endpoint did: spans taken, spans dropped, and the last problem (null while none was seen). */
    public record Status(
            String endpoint,
            long exported,
            long dropped,
            @Nullable String problem) {}

    private final OtelProperties properties;
    /** Null when the server sends to no endpoint of its own. */
    private final @Nullable String serverEndpoint;

    private final Map<String, Pipeline> pipelines = new LinkedHashMap<>(4, 0.75f, true);

    public LiveSpans(OtelProperties properties) {
        this.properties = properties;
        String e = properties.endpoint();
        this.serverEndpoint = e == null || e.isBlank() ? null : accepted(e);
        if (serverEndpoint != null) {
            LOG.info("runs are also sent as OpenTelemetry spans to {}", serverEndpoint);
        }
    }

    /** The server's endpoint, if one was given. */
    public Optional<String> serverEndpoint() {
        return Optional.ofNullable(serverEndpoint);
    }

    /** Sends to the server's endpoint only (an MCP session: no browser session started it). */
    public void send(SpanSource source) {
        send(source, UnaryOperator.identity(), null);
    }

    /**
     * Sends {@code source}'s spans to the server's endpoint and to {@code sessionEndpoint} (a URL {@link OtlpEndpoint}
     * accepted, or null), each text attribute passed through {@code redact} first. Never throws, never blocks on the
     * network.
     */
    public void send(SpanSource source, UnaryOperator<String> redact, @Nullable String sessionEndpoint) {
        Set<String> targets = new LinkedHashSet<>();
        if (serverEndpoint != null) {
            targets.add(serverEndpoint);
        }
        if (sessionEndpoint != null && OtlpEndpoint.parse(sessionEndpoint) instanceof Checked.Ok<String> ok) {
            targets.add(ok.value());
        }
        for (String url : targets) {
            try {
                source.emit(new GenAiSpans(pipeline(url).provider.get(OtlpJsonFile.SCOPE), redact));
            } catch (RuntimeException e) {
                LOG.warn("could not build the spans of a run for {}: {}", url, e.toString());
            }
        }
    }

    /** The endpoint's counts so far; empty when nothing was sent to it. */
    public synchronized Optional<Status> status(@Nullable String endpoint) {
        String url = endpoint == null ? null : accepted(endpoint);
        Pipeline p = url == null ? null : pipelines.get(url);
        return url == null || p == null
                ? Optional.empty()
                : Optional.of(new Status(url, p.exported.get(), p.dropped.get(), p.problem));
    }

    /** The endpoint as {@link OtlpEndpoint} accepts it, or null when it refuses it. */
    private static @Nullable String accepted(String endpoint) {
        return OtlpEndpoint.parse(endpoint) instanceof Checked.Ok<String> ok ? ok.value() : null;
    }

    /** Waits up to {@code timeout} for the spans sent so far to be exported or dropped. */
    public void flush(Duration timeout) {
        List<Pipeline> all;
        synchronized (this) {
            all = new ArrayList<>(pipelines.values());
        }
        for (Pipeline p : all) {
            p.provider.forceFlush().join(timeout.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    @Override
    public synchronized void destroy() {
        pipelines
                .values()
                .forEach(
                        p -> p.provider.shutdown().join(properties.timeout().toMillis() + 1000, TimeUnit.MILLISECONDS));
        pipelines.clear();
    }

    private synchronized Pipeline pipeline(String url) {
        Pipeline p = pipelines.get(url);
        if (p == null) {
            if (pipelines.size() >= MAX_ENDPOINTS) {
                Iterator<Pipeline> eldest = pipelines.values().iterator();
                Pipeline dropped = eldest.next();
                eldest.remove();
                dropped.provider.shutdown();
            }
            p = new Pipeline(url, url.equals(serverEndpoint) ? properties.headers() : Map.of());
            pipelines.put(url, p);
        }
        return p;
    }

    /** One endpoint's SDK pipeline and counts. */
    private final class Pipeline {
        final String url;
        final AtomicLong exported = new AtomicLong();
        final AtomicLong dropped = new AtomicLong();
        /** Spans ended and not yet exported or dropped: the gate in front of the batch processor's own queue. */
        final AtomicInteger waiting = new AtomicInteger();

        final AtomicBoolean reported = new AtomicBoolean();
        /** The last problem, null while none was seen. */
        volatile @Nullable String problem;

        final SdkTracerProvider provider;

        Pipeline(String url, Map<String, String> headers) {
            this.url = url;
            OtlpHttpSpanExporterBuilder b = OtlpHttpSpanExporter.builder()
                    .setEndpoint(url)
                    .setTimeout(properties.timeout())
                    .setConnectTimeout(properties.timeout())
                    .setRetryPolicy(null);
            headers.forEach(b::addHeader);
            SpanProcessor batch = BatchSpanProcessor.builder(new Counting(b.build()))
                    .setMaxQueueSize(properties.queue() + 1)
                    .setMaxExportBatchSize(Math.min(512, properties.queue()))
                    .setScheduleDelay(Duration.ofMillis(500))
                    .setExporterTimeout(properties.timeout().plusSeconds(1))
                    .build();
            this.provider = SdkTracerProvider.builder()
                    .setResource(OtlpJsonFile.resource())
                    .setSpanLimits(SpanLimits.builder()
                            .setMaxAttributeValueLength(MAX_ATTRIBUTE_LENGTH)
                            .build())
                    .addSpanProcessor(new Gate(batch))
                    .build();
        }

        void drop(int n, String why) {
            dropped.addAndGet(n);
            problem = why;
            if (reported.compareAndSet(false, true)) {
                LOG.warn(
                        "OTLP endpoint {} did not take the spans ({}); runs go on, and its spans are dropped and "
                                + "counted (see /settings)",
                        url,
                        why);
            }
        }

        /** Lets a span into the batch queue only while fewer than the limit wait; past it, drops and counts. */
        private final class Gate implements SpanProcessor {
            private final SpanProcessor next;

            Gate(SpanProcessor next) {
                this.next = next;
            }

            @Override
            public void onStart(Context parentContext, ReadWriteSpan span) {}

            @Override
            public boolean isStartRequired() {
                return false;
            }

            @Override
            public void onEnd(ReadableSpan span) {
                if (waiting.incrementAndGet() > properties.queue()) {
                    waiting.decrementAndGet();
                    drop(1, "more than " + properties.queue() + " spans were waiting for export");
                    return;
                }
                next.onEnd(span);
            }

            @Override
            public boolean isEndRequired() {
                return true;
            }

            @Override
            public CompletableResultCode shutdown() {
                return next.shutdown();
            }

            @Override
            public CompletableResultCode forceFlush() {
                return next.forceFlush();
            }
        }

        /** Counts what the endpoint took and what it did not. */
        private final class Counting implements SpanExporter {
            private final SpanExporter next;

            Counting(SpanExporter next) {
                this.next = next;
            }

            @Override
            public CompletableResultCode export(Collection<SpanData> spans) {
                int n = spans.size();
                CompletableResultCode r;
                try {
                    r = next.export(spans);
                } catch (RuntimeException e) {
                    r = CompletableResultCode.ofExceptionalFailure(e);
                }
                CompletableResultCode result = r;
                result.whenComplete(() -> {
                    waiting.addAndGet(-n);
                    if (result.isSuccess()) {
                        exported.addAndGet(n);
                    } else {
                        drop(n, describe(result.getFailureThrowable()));
                    }
                });
                return result;
            }

            @Override
            public CompletableResultCode flush() {
                return next.flush();
            }

            @Override
            public CompletableResultCode shutdown() {
                return next.shutdown();
            }
        }
    }

    /** A failure in one line: what kind, and the message cut short (an endpoint's reply is untrusted text). */
    static String describe(Throwable t) {
        if (t == null) {
            return "the endpoint did not accept the spans";
        }
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String msg = root.getMessage() == null
                ? ""
                : ": " + root.getMessage().strip().replaceAll("\\s+", " ");
        String line = root.getClass().getSimpleName() + msg;
        return line.length() > MAX_PROBLEM ? line.substring(0, MAX_PROBLEM) + "…" : line;
    }
}
