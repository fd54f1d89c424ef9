package com.agenteval.workbench.app.mcp;

import static com.agenteval.workbench.app.otel.OtlpReceiver.attribute;
import static com.agenteval.workbench.app.otel.OtlpReceiver.operation;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.otel.LiveSpans;
import com.agenteval.workbench.app.otel.OtelProperties;
import com.agenteval.workbench.app.otel.OtlpReceiver;
import com.agenteval.workbench.core.mcp.ExternalCallLog;
import com.agenteval.workbench.core.world.World.WorldSpec;
import io.opentelemetry.proto.common.v1.AnyValue;
import io.opentelemetry.proto.trace.v1.Span;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each MCP call goes to the server's OTLP endpoint as it arrives, tagged with its session's label. */
class McpToolCallsOtelTest {

    @Test
    void aRecordedCallReachesTheServersEndpointAsAnExecuteToolSpanOfItsSession() throws Exception {
        try (OtlpReceiver receiver = new OtlpReceiver()) {
            LiveSpans spans = new LiveSpans(new OtelProperties(receiver.url(), Map.of(), 64, Duration.ofSeconds(2)));
            try {
                McpToolCalls calls = new McpToolCalls(
                        new ExternalCallLog(10, 10, null, Clock.systemUTC()),
                        null,
                        WorldSpec.lecture(),
                        Clock.systemUTC(),
                        spans);
                calls.unknownTool("transport-secret-id", Map.of(), "no_such_tool");
                spans.flush(Duration.ofSeconds(10));
            } finally {
                spans.destroy();
            }
            List<Span> got = receiver.spans();
            Span tool = got.stream()
                    .filter(s -> operation(s).equals("execute_tool"))
                    .findFirst()
                    .orElseThrow();
            assertThat(attribute(tool, "gen_ai.tool.name").map(AnyValue::getStringValue))
                    .hasValue("no_such_tool");
            assertThat(attribute(tool, "error.type").map(AnyValue::getStringValue))
                    .hasValue("tool_error");
            Span session = got.stream()
                    .filter(s -> operation(s).equals("invoke_agent"))
                    .findFirst()
                    .orElseThrow();
            assertThat(attribute(session, "gen_ai.conversation.id").map(AnyValue::getStringValue))
                    .hasValue("mcp-1"); // the app's label, never the transport's session id
            assertThat(receiver.bodies)
                    .allSatisfy(b -> assertThat(new String(b, StandardCharsets.ISO_8859_1))
                            .doesNotContain("transport-secret-id"));
        }
    }
}
