package com.agenteval.workbench.app.otel;

import com.sun.net.httpserver.HttpServer;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse;
import io.opentelemetry.proto.common.v1.AnyValue;
import io.opentelemetry.proto.trace.v1.Span;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An in-test OTLP/HTTP receiver: a JDK HTTP server at {@code /v1/traces} that decodes each protobuf
 * {@code ExportTraceServiceRequest} with the OpenTelemetry proto classes and keeps the spans and the raw bodies.
 */
public final class OtlpReceiver implements AutoCloseable {

    private final HttpServer server;
    public final List<ExportTraceServiceRequest> requests = new CopyOnWriteArrayList<>();
    public final List<byte[]> bodies = new CopyOnWriteArrayList<>();
    public final List<String> headers = new CopyOnWriteArrayList<>();

    public OtlpReceiver() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/v1/traces", exchange -> {
            byte[] body;
            try (InputStream in = exchange.getRequestBody()) {
                body = in.readAllBytes();
            }
            bodies.add(body);
            headers.add(exchange.getRequestHeaders().toString());
            requests.add(ExportTraceServiceRequest.parseFrom(body));
            byte[] reply = ExportTraceServiceResponse.getDefaultInstance().toByteArray();
            exchange.getResponseHeaders().add("Content-Type", "application/x-protobuf");
            exchange.sendResponseHeaders(200, reply.length == 0 ? -1 : reply.length);
            exchange.getResponseBody().write(reply);
            exchange.close();
        });
        server.start();
    }

    /** The base URL, without {@code /v1/traces}: as a student would type it. */
    public String url() {
        return "http://localhost:" + server.getAddress().getPort();
    }

    public List<Span> spans() {
        List<Span> out = new ArrayList<>();
        requests.forEach(r -> r.getResourceSpansList()
                .forEach(rs -> rs.getScopeSpansList().forEach(ss -> out.addAll(ss.getSpansList()))));
        return out;
    }

    public static Optional<AnyValue> attribute(Span span, String key) {
        return span.getAttributesList().stream()
                .filter(a -> a.getKey().equals(key))
                .map(a -> a.getValue())
                .findFirst();
    }

    public static String operation(Span span) {
        return attribute(span, "gen_ai.operation.name")
                .map(AnyValue::getStringValue)
                .orElse("");
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
