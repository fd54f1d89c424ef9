package com.agenteval.workbench.app.mcp;

import com.agenteval.workbench.app.otel.GenAiSpans;
import com.agenteval.workbench.app.otel.LiveSpans;
import com.agenteval.workbench.app.otel.SpanSource;
import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.mcp.ExternalCallLog;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession.ExternalCall;
import com.agenteval.workbench.core.mcp.WorldQuery;
import com.agenteval.workbench.core.mcp.WorldQuery.ClientArguments;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.spec.McpSchema;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs one {@code tools/call} from an external client: the world from the connection's URL, the client's arguments
 * as the dict execute_tool receives, the tool with its strict schema check, the call recorded in the
 * {@link ExternalCallLog}, and the result as MCP content. A refused or failed call is an MCP tool error
 * ({@code isError: true}) whose text is the core's message, exactly.
 */
final class McpToolCalls {

    /** The key under which the connection's query parameters travel in the transport context. */
    static final String QUERY = "workbench.query";

    private static final Logger LOG = LoggerFactory.getLogger(McpToolCalls.class);
    private static final int MAX_CLIENT_NAME = 80;

    private final ExternalCallLog log;
    private final @Nullable McpSessionFiles files;
    private final WorldSpec defaults;
    private final Clock clock;
    private final LiveSpans spans;
    private final Map<WorldSpec, World> worlds = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<WorldSpec, World> eldest) {
            return size() > 8;
        }
    };

    /** {@code files} null: sessions are kept in memory only. */
    McpToolCalls(
            ExternalCallLog log, @Nullable McpSessionFiles files, WorldSpec defaults, Clock clock, LiveSpans spans) {
        this.spans = spans;
        this.log = log;
        this.files = files;
        this.defaults = defaults;
        this.clock = clock;
    }

    /** One tools/call. Never throws: anything unexpected is a tool error that says so, and is logged. */
    McpSchema.CallToolResult call(McpSyncServerExchange exchange, McpSchema.CallToolRequest request) {
        try {
            return run(exchange, request);
        } catch (RuntimeException e) {
            LOG.warn("MCP call of {} failed", request.name(), e);
            String message =
                    "the server could not run this call (" + e.getClass().getSimpleName() + ")";
            return error(message, Map.of("ok", false, "error", message));
        }
    }

    private McpSchema.CallToolResult run(McpSyncServerExchange exchange, McpSchema.CallToolRequest request) {
        String tool = request.name();
        Checked<WorldSpec> parsed = WorldQuery.parse(query(exchange.transportContext()), defaults);
        if (parsed instanceof Checked.Refused<WorldSpec> p) {
            return error(p.reason(), Map.of("ok", false, "error", p.reason()));
        }
        WorldSpec spec = parsed.orElse(defaults);
        Checked<PyDict> args = ClientArguments.of(request.arguments());
        ExternalCall call = args instanceof Checked.Ok<PyDict> a
                ? ExternalCall.run(world(spec), 0, clock.instant(), tool, a.value())
                : ExternalCall.refused(spec, 0, clock.instant(), tool, ((Checked.Refused<PyDict>) args).reason());
        ExternalSession session = log.record(exchange.sessionId(), client(exchange), call);
        if (files != null) {
            files.save(session);
        }
        sent(session, call);
        return result(call.result());
    }

    /**
     * A {@code tools/call} of a tool the server does not have: the guard answers it (the SDK's own answer names
     * the spec's example, {@code invalid_tool_name}, not the tool), and it is recorded in its session as a refused
     * call, so the trace holds every call the client made.
     */
    void unknownTool(String sessionId, Map<String, List<String>> query, String tool) {
        try {
            WorldSpec spec = WorldQuery.parse(query, defaults).orElse(defaults);
            String name = clipped(tool);
            ExternalSession session = log.record(
                    sessionId, "", ExternalCall.refused(spec, 0, clock.instant(), name, unknownToolMessage(tool)));
            if (files != null) {
                files.save(session);
            }
            sent(session, session.calls().get(session.calls().size() - 1));
        } catch (RuntimeException e) {
            LOG.warn("could not record a call of the unknown tool {}", tool, e);
        }
    }

    /** What the client is told, and the session records, for a tool the server does not have: its own name. */
    static String unknownToolMessage(String tool) {
        return "Unknown tool: " + clipped(tool);
    }

    private static String clipped(String tool) {
        return tool.length() > MAX_CLIENT_NAME ? tool.substring(0, MAX_CLIENT_NAME) + "…" : tool;
    }

    /**
     * Each call goes to the server's OTLP endpoint as it arrives (issue 17), as its own small trace tagged with the
     * session's label ({@code gen_ai.conversation.id}): a session has no end the server could wait for.
     */
    private void sent(ExternalSession session, ExternalCall call) {
        spans.send(SpanSource.of(
                0, s -> s.mcpSession(session.id(), session.client(), call.at(), List.of(GenAiSpans.McpCall.of(call)))));
    }

    private synchronized World world(WorldSpec spec) {
        return worlds.computeIfAbsent(spec, WorldSpec::make);
    }

    /** The module's result dict for the client: the JSON text and the same object as structured content. */
    static McpSchema.CallToolResult result(ToolResult r) {
        @SuppressWarnings("unchecked")
        Map<String, Object> structured = (Map<String, Object>)
                Objects.requireNonNull(ClientArguments.toJson(r.toPy()), "a tool result is a dict");
        if (r instanceof ToolResult.Ok) {
            String text;
            try {
                text = PyJson.dumps(r.toPy()); // json.dumps(execute_tool(...), sort_keys=True)
            } catch (IllegalArgumentException notJson) {
                text = r.toPy().repr(); // an inf or nan value: the dict as Python prints it
            }
            return McpSchema.CallToolResult.builder()
                    .addTextContent(text)
                    .structuredContent(structured)
                    .isError(false)
                    .build();
        }
        String message = r instanceof ToolResult.Failed f
                ? f.error()
                : ((ToolResult.Raised) r).type() + ": " + ((ToolResult.Raised) r).message();
        return error(message, structured);
    }

    private static McpSchema.CallToolResult error(String message, Map<String, Object> structured) {
        return McpSchema.CallToolResult.builder()
                .addTextContent(message)
                .structuredContent(structured)
                .isError(true)
                .build();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, List<String>> query(McpTransportContext context) {
        Object q = context == null ? null : context.get(QUERY);
        return q instanceof Map<?, ?> m ? (Map<String, List<String>>) m : Map.of();
    }

    private static String client(McpSyncServerExchange exchange) {
        try {
            McpSchema.Implementation info = exchange.getClientInfo();
            if (info == null) {
                return "";
            }
            String s = (info.name() == null ? "" : info.name()) + (info.version() == null ? "" : " " + info.version());
            return s.length() > MAX_CLIENT_NAME ? s.substring(0, MAX_CLIENT_NAME) + "…" : s;
        } catch (RuntimeException e) {
            LOG.debug("no client info", e);
            return "";
        }
    }
}
