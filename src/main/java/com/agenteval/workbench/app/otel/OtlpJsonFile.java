package com.agenteval.workbench.app.otel;

import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.exporter.internal.otlp.traces.TraceRequestMarshaler;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.resources.Resource;
import io.opentelemetry.sdk.trace.IdGenerator;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.SpanLimits;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * Spans as one OTLP/JSON document (the protobuf JSON mapping of {@code ExportTraceServiceRequest}), built with the
 * OpenTelemetry SDK and written with its own OTLP marshaller. Same source and seed, same bytes: trace and span ids
 * come from the seed, the resource is fixed, and every time is explicit.
 *
 * <pre>{@code
 * byte[] json = OtlpJsonFile.write(SavedFileSpans.read(path)).json();
 * }</pre>
 */
public final class OtlpJsonFile {

    /** The service every exported span names. */
    public static final String SERVICE = "agent-evaluation-workbench";

    static final String SCOPE = "com.agenteval.workbench";

    private OtlpJsonFile() {}

    /**
     * An export: the OTLP/JSON bytes and how many spans of each {@code gen_ai.operation.name} it holds.
     *
     * @param json        one JSON document and a newline
     * @param byOperation span counts by operation, in first-seen order
     */
    public record Export(byte[] json, Map<String, Integer> byOperation) {
        public Export {
            byOperation = Collections.unmodifiableMap(new LinkedHashMap<>(byOperation));
        }

        public int spans() {
            return byOperation.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    /** The spans of {@code source} as OTLP/JSON, with ids drawn from the source's seed, content as its kind has it. */
    public static Export write(SpanSource source) {
        return write(source, null);
    }

    /**
     * As above, with the opt-in message content on ({@code true}), off ({@code false}) or as the run's kind has it
     * ({@code null}: on for simulated and book runs, off for live ones; {@link GenAiSpans}).
     */
    public static Export write(SpanSource source, @Nullable Boolean content) {
        List<SpanData> spans = collect(source, content);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            TraceRequestMarshaler.create(spans).writeJsonTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.write('\n');
        Map<String, Integer> counts = new LinkedHashMap<>();
        spans.forEach(s -> counts.merge(String.valueOf(s.getAttributes().get(GenAi.OPERATION)), 1, Integer::sum));
        return new Export(out.toByteArray(), counts);
    }

    /** The finished spans of {@code source}, in the order they ended. */
    static List<SpanData> collect(SpanSource source, @Nullable Boolean content) {
        Collecting sink = new Collecting();
        try (SdkTracerProvider provider = SdkTracerProvider.builder()
                .setResource(resource())
                .setIdGenerator(new SeededIds(source.seed()))
                .setSpanLimits(SpanLimits.builder().setMaxNumberOfEvents(10_000).build())
                .addSpanProcessor(SimpleSpanProcessor.create(sink))
                .build()) {
            source.emit(new GenAiSpans(provider.get(SCOPE), UnaryOperator.identity(), content));
        }
        return List.copyOf(sink.spans);
    }

    /** The fixed resource: the SDK's default would add its version, which would change the bytes on an upgrade. */
    static Resource resource() {
        return Resource.create(
                Attributes.of(io.opentelemetry.api.common.AttributeKey.stringKey("service.name"), SERVICE));
    }

    /** Ids from a seed: the same source gets the same trace and span ids. */
    private static final class SeededIds implements IdGenerator {
        private final SplittableRandom random;

        SeededIds(long seed) {
            this.random = new SplittableRandom(seed);
        }

        @Override
        public synchronized String generateSpanId() {
            return hex(nonZero());
        }

        @Override
        public synchronized String generateTraceId() {
            return hex(nonZero()) + hex(random.nextLong());
        }

        private long nonZero() {
            long v;
            do {
                v = random.nextLong();
            } while (v == 0);
            return v;
        }

        private static String hex(long v) {
            return String.format("%016x", v);
        }
    }

    private static final class Collecting implements SpanExporter {
        private final List<SpanData> spans = new ArrayList<>();

        @Override
        public synchronized CompletableResultCode export(Collection<SpanData> batch) {
            spans.addAll(batch);
            return CompletableResultCode.ofSuccess();
        }

        @Override
        public CompletableResultCode flush() {
            return CompletableResultCode.ofSuccess();
        }

        @Override
        public CompletableResultCode shutdown() {
            return CompletableResultCode.ofSuccess();
        }
    }
}
