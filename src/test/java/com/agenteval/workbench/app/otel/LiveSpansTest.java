package com.agenteval.workbench.app.otel;

import static com.agenteval.workbench.app.otel.OtlpReceiver.attribute;
import static com.agenteval.workbench.app.otel.OtlpReceiver.operation;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.live.Redaction;
import com.agenteval.workbench.app.live.Secret;
import com.agenteval.workbench.core.Checked.Refused;
import com.agenteval.workbench.core.agent.live.LiveWorldRun;
import com.agenteval.workbench.core.log.TestReaders;
import com.agenteval.workbench.core.sim.SimParams;
import io.opentelemetry.proto.common.v1.AnyValue;
import io.opentelemetry.proto.trace.v1.Span;
import java.math.BigInteger;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

class LiveSpansTest {

    /** A fake key, long enough for fragment checks; never a real one's shape. */
    static final String KEY = "fake-key-0123456789abcdefghij";

    private static LiveSpans liveSpans(String serverEndpoint, int queue) {
        return new LiveSpans(new OtelProperties(serverEndpoint, Map.of(), queue, Duration.ofSeconds(2)));
    }

    @Test
    void aLiveWorldRunReachesTheReceiverAsDecodedGenAiSpans() throws Exception {
        LiveWorldRun run = SavedFileSpansTest.growthRun();
        try (OtlpReceiver receiver = new OtlpReceiver()) {
            LiveSpans spans = liveSpans(receiver.url(), 2048);
            LiveSpans.Status status;
            try {
                spans.send(SpanSource.of(0, s -> s.liveRun(run, SavedFileSpansTest.CREATED)));
                spans.flush(Duration.ofSeconds(10));
                status = spans.status(receiver.url()).orElseThrow();
            } finally {
                spans.destroy();
            }
            List<Span> got = receiver.spans();
            assertThat(got.stream().filter(s -> operation(s).equals("chat")))
                    .hasSize(run.turns())
                    .allSatisfy(s -> {
                        assertThat(attribute(s, "gen_ai.provider.name").map(AnyValue::getStringValue))
                                .hasValue("anthropic");
                        assertThat(attribute(s, "gen_ai.request.model").map(AnyValue::getStringValue))
                                .hasValue("claude-sonnet-4-20250514");
                        assertThat(attribute(s, "gen_ai.usage.input_tokens").map(AnyValue::getIntValue))
                                .isPresent();
                        assertThat(s.getKind()).isEqualTo(Span.SpanKind.SPAN_KIND_CLIENT);
                    });
            assertThat(got.stream().filter(s -> operation(s).equals("execute_tool")))
                    .allSatisfy(
                            s -> assertThat(attribute(s, "gen_ai.tool.name")).isPresent())
                    .isNotEmpty();
            Span agent = got.stream()
                    .filter(s -> operation(s).equals("invoke_agent"))
                    .findFirst()
                    .orElseThrow();
            assertThat(got)
                    .filteredOn(s -> !s.equals(agent))
                    .allSatisfy(s -> assertThat(s.getParentSpanId()).isEqualTo(agent.getSpanId()));
            assertThat(receiver.requests
                            .get(0)
                            .getResourceSpans(0)
                            .getResource()
                            .getAttributesList())
                    .anySatisfy(a -> assertThat(a.getValue().getStringValue()).isEqualTo(OtlpJsonFile.SERVICE));
            assertThat(status)
                    .satisfies(st -> assertThat(st.exported()).isEqualTo(got.size()))
                    .satisfies(st -> assertThat(st.dropped()).isZero())
                    .satisfies(st -> assertThat(st.problem()).isNull());
        }
    }

    @Test
    void aSessionEndpointGetsTheRunAndNoKeyOrFragmentOfOneEverReachesIt() throws Exception {
        // a run whose model reply and tool arguments quote the key, in part and whole
        String fragment = KEY.substring(5, 5 + Redaction.FRAGMENT + 2);
        Instant t0 = Instant.parse("2026-11-30T10:00:00Z");
        SpanSource leaky = SpanSource.of(
                0,
                s -> s.mcpSession(
                        "mcp-1",
                        "client " + KEY,
                        t0,
                        List.of(new GenAiSpans.McpCall(
                                t0, "calculator", "{\"expression\":\"" + KEY + "\"}", "echo " + fragment, null))));
        try (OtlpReceiver receiver = new OtlpReceiver()) {
            LiveSpans spans = liveSpans("", 2048);
            try {
                spans.send(leaky, Redaction.of(Secret.of(KEY))::apply, receiver.url());
                spans.flush(Duration.ofSeconds(10));
            } finally {
                spans.destroy();
            }
            assertThat(receiver.spans()).hasSize(2);
            for (byte[] body : receiver.bodies) {
                String text = new String(body, StandardCharsets.ISO_8859_1);
                assertThat(text)
                        .doesNotContain(KEY)
                        .doesNotContain(fragment)
                        .doesNotContain(KEY.substring(KEY.length() - Redaction.FRAGMENT));
                assertThat(new String(body, StandardCharsets.UTF_8)).contains(Redaction.MASK);
            }
        }
    }

    @Test
    @ExtendWith(OutputCaptureExtension.class)
    void anUnreachableEndpointNeverFailsARunItIsReportedOnceAndItsSpansAreCounted(CapturedOutput log) throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort(); // closed again: nothing listens there
        }
        String url = "http://127.0.0.1:" + port;
        LiveSpans spans = liveSpans(url, 2048);
        try {
            SpanSource sim = SavedFileSpans.sim(SimParams.defaults("traces").withTasks(3, BigInteger.ONE, false));
            int expected = OtlpJsonFile.write(sim).spans();
            spans.send(sim); // returns at once, throws nothing
            spans.flush(Duration.ofSeconds(10));
            spans.send(sim);
            spans.flush(Duration.ofSeconds(10));
            // an attempt past the exporter's deadline is counted when it ends: wait for that, up to a bound
            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (spans.status(url).orElseThrow().dropped() < 2L * expected && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            LiveSpans.Status st = spans.status(url).orElseThrow();
            assertThat(st.endpoint()).isEqualTo(url + "/v1/traces");
            assertThat(st.exported()).isZero();
            assertThat(st.dropped()).isEqualTo(2L * expected);
            assertThat(st.problem()).isNotBlank();
            String all = log.getAll();
            assertThat(all.split("did not take the spans", -1)).hasSize(2); // one report for two failed runs
            assertThat(all).doesNotContain("Failed to export"); // the SDK's own repeated log is off
        } finally {
            spans.destroy();
        }
    }

    @Test
    void pastTheQueueLimitSpansAreDroppedAndCountedNotHeld() throws Exception {
        try (OtlpReceiver receiver = new OtlpReceiver()) {
            LiveSpans spans = liveSpans(receiver.url(), 5);
            LiveSpans.Status st;
            try {
                SpanSource book = SavedFileSpans.read(
                        Path.of("../shared/ml4t-traces/04_research_agent_20260609T141730Z_b694ab4d0453.json"),
                        TestReaders.POOL);
                spans.send(book); // 21 spans at once into a queue of 5
                spans.flush(Duration.ofSeconds(10));
                st = spans.status(receiver.url()).orElseThrow();
            } finally {
                spans.destroy();
            }
            long received = receiver.spans().size();
            assertThat(received).isLessThan(21).isPositive();
            assertThat(st.dropped()).isEqualTo(21 - received);
            assertThat(st.exported()).isEqualTo(received);
            assertThat(st.problem()).contains("more than 5 spans were waiting");
        }
    }

    @Test
    void endpointsAreCheckedAndGetTheirTracesPath() {
        assertThat(OtlpEndpoint.parse("http://localhost:6006").orElse(null))
                .isEqualTo("http://localhost:6006/v1/traces");
        assertThat(OtlpEndpoint.parse("https://cloud.langfuse.com/api/public/otel/")
                        .orElse(null))
                .isEqualTo("https://cloud.langfuse.com/api/public/otel/v1/traces");
        assertThat(OtlpEndpoint.parse("http://localhost:4318/v1/traces").orElse(null))
                .isEqualTo("http://localhost:4318/v1/traces");
        assertThat(OtlpEndpoint.parse("ftp://x")).isInstanceOf(Refused.class);
        assertThat(OtlpEndpoint.parse("http://user:pw@localhost:6006")).isInstanceOf(Refused.class);
        assertThat(OtlpEndpoint.parse("http://" + "a".repeat(3000))).isInstanceOf(Refused.class);
        assertThat(OtlpEndpoint.parse("")).isInstanceOf(Refused.class);
    }
}
