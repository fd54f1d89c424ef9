package com.agenteval.workbench.app.mcp;

import com.agenteval.workbench.app.serving.ClientStrings;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Two guards in front of the MCP transport. A request whose declared body is larger than the limit gets 413 before
 * the transport reads it into memory; a body without a declared length (chunked) is cut off, and answered 413, as
 * soon as more than the limit has been read. And an HTTP error the transport answers itself (a wrong Accept header, no
 * session id, a body that is not JSON-RPC) gets a one-line JSON message instead of the SDK's body, which
 * serializes the whole Java exception, stack trace included. Successful responses (JSON and event streams) pass
 * through untouched.
 * <p>
 * A POST body is checked as JSON-RPC before the transport sees it, because the SDK answers some malformed messages
 * with a 500 and an empty event stream, or (a request for a method it has no handler for) with an event stream that
 * never ends: a body that is not JSON, not one JSON object ({@code null}, an array, a number), {@code params} that
 * are not an object, a {@code tools/call} without a tool name or with arguments that are not an object, each get a
 * 400 with a one-line JSON message; a request for a method this server does not serve gets the JSON-RPC error
 * "method not found" for its id. Each refusal is logged as one line, without a stack trace.
 * <p>
 * What the MCP spec and JSON-RPC ask of a request is checked here too, since the SDK lets it pass: {@code jsonrpc}
 * is "2.0"; an {@code MCP-Protocol-Version} header names a version the transport speaks (400 otherwise; without
 * the header the spec's default, 2025-03-26, applies); {@code initialize} opens a session, so one that names a
 * session is refused; and a POST body is declared {@code application/json}: a text, form or multipart body (or
 * none declared) is what a page on another site can send without asking (a CORS-simple request), so it gets 403.
 * A client's string quoted in a reply (a method name, the SDK's message) is cut to
 * {@link ClientStrings#MAX_ECHOED} characters.
 */
final class McpHttpGuard extends OncePerRequestFilter {

    private static final Logger LOG = LoggerFactory.getLogger(McpHttpGuard.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAX_CAPTURED = 64 * 1024;
    /** The JSON-RPC requests this server answers (tools only: resources, prompts and completions are off). */
    static final Set<String> METHODS = Set.of("initialize", "ping", "tools/list", "tools/call", "logging/setLevel");
    /** JSON-RPC's "method not found". */
    static final int METHOD_NOT_FOUND = -32601;

    static final int INVALID_PARAMS = -32602;

    static final String BROWSER_HINT = "This is the workbench's MCP endpoint (Streamable HTTP): connect an MCP "
            + "client to this URL. The calls clients make are listed on the page /mcp-calls.";

    /** Told of each {@code tools/call} of a tool the server does not have, which the MCP SDK answers itself. */
    interface UnknownToolCalls {
        void called(String sessionId, Map<String, List<String>> query, String tool);
    }

    /** The MCP SDK's session header, on an initialize answer and on every later request of the session. */
    static final String SESSION_HEADER = "Mcp-Session-Id";
    /** The version a client speaks after initialize (MCP 2025-06-18, Streamable HTTP). */
    static final String VERSION_HEADER = "MCP-Protocol-Version";
    /** The longest tool name a call may give (MCP 2025-11-25: tool names are 1 to 128 characters). */
    static final int MAX_TOOL_NAME = 128;
    /** The body types a browser sends to another origin without a preflight (the CORS-safelisted ones). */
    static final Set<String> CORS_SIMPLE =
            Set.of("text/plain", "application/x-www-form-urlencoded", "multipart/form-data");

    private final long maxBytes;
    private final UnknownToolCalls unknownTools;
    private final McpTransportSessions sessions;
    private final List<String> versions;
    private final HttpClient loopback =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** {@code versions}: the protocol versions the transport speaks, as it lists them. */
    McpHttpGuard(long maxBytes, UnknownToolCalls unknownTools, McpTransportSessions sessions, List<String> versions) {
        this.maxBytes = maxBytes;
        this.unknownTools = unknownTools;
        this.sessions = sessions;
        this.versions = List.copyOf(versions);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (request.getContentLengthLong() > maxBytes) {
            write(
                    response,
                    HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE,
                    "request body larger than " + maxBytes + " bytes");
            return;
        }
        String version = request.getHeader(VERSION_HEADER);
        if (version != null && !versions.contains(version)) {
            refuse(
                    request,
                    response,
                    "unsupported " + VERSION_HEADER + " '" + ClientStrings.echoed(version) + "': this server speaks "
                            + String.join(", ", versions));
            return;
        }
        if ("POST".equals(request.getMethod()) && corsSimple(request.getContentType())) {
            LOG.info(
                    "MCP request refused (403) from {}: Content-Type {}",
                    request.getRemoteAddr(),
                    ClientStrings.echoed(String.valueOf(request.getContentType())));
            write(
                    response,
                    HttpServletResponse.SC_FORBIDDEN,
                    "a POST to the MCP endpoint is JSON-RPC with "
                            + "Content-Type: application/json (a text, form or multipart body is what a page on another "
                            + "site can send)");
            return;
        }
        String accept = String.valueOf(request.getHeader("Accept"));
        if ("GET".equals(request.getMethod()) && !accept.contains("text/event-stream")) {
            // someone opened the endpoint in a browser: say what it is instead of the SDK's "Invalid Accept header"
            write(response, HttpServletResponse.SC_BAD_REQUEST, BROWSER_HINT);
            return;
        }
        ErrorCapture capture = new ErrorCapture(response);
        HttpServletRequest forward = request;
        List<String> unknown = List.of();
        boolean initialize = false;
        if ("POST".equals(request.getMethod())) {
            // read once, at most the limit (a chunked body declares no length), then serve it to the transport
            byte[] bytes = request.getInputStream().readNBytes((int) Math.min(maxBytes + 1, Integer.MAX_VALUE));
            if (bytes.length > maxBytes) {
                write(
                        response,
                        HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE,
                        "request body larger than " + maxBytes + " bytes");
                return;
            }
            forward = new BufferedBody(request, bytes);
            if (!accept.contains("application/json") || !accept.contains("text/event-stream")) {
                // the transport says which Accept header it needs, before anything about the body
                chain.doFilter(forward, capture);
                finish(response, capture);
                return;
            }
            JsonNode message;
            try {
                message = JSON.readTree(bytes);
            } catch (IOException notJson) {
                refuse(request, response, "the body is not JSON");
                return;
            }
            Optional<String> problem = problem(message);
            if (problem.isPresent()) {
                refuse(request, response, problem.get());
                return;
            }
            if (message.has("id") && !METHODS.contains(message.get("method").asText())) {
                String method = ClientStrings.echoed(message.get("method").asText());
                LOG.info("MCP request for a method this server does not serve: {}", method);
                writeRpcError(response, message.get("id"), METHOD_NOT_FOUND, "Method not found: " + method);
                return;
            }
            unknown = unknownToolNames(bytes);
            String named = request.getHeader(SESSION_HEADER);
            if (!unknown.isEmpty() && named != null && message.has("id") && sessions.live(named)) {
                // the SDK would answer "Unknown tool: invalid_tool_name", the spec's example: say the tool's name
                sessions.used(named);
                unknownTools.called(named, query(request), unknown.get(0));
                writeRpcError(
                        response, message.get("id"), INVALID_PARAMS, McpToolCalls.unknownToolMessage(unknown.get(0)));
                return;
            }
            initialize = "initialize".equals(message.path("method").asText());
            if (initialize && request.getHeader(SESSION_HEADER) != null) {
                refuse(
                        request,
                        response,
                        "initialize opens a new session, and this request names one (" + SESSION_HEADER
                                + "): a session is initialized once");
                return;
            }
        }
        chain.doFilter(forward, capture);
        finish(response, capture);
        if ("GET".equals(request.getMethod())
                && request.isAsyncStarted()
                && capture.status < 400
                && !response.isCommitted()) {
            // the session's event stream: its headers go now, not with the first event (which may come much later);
            // nothing else writes to it yet (the server sends no notifications, keep-alives come after an interval)
            response.flushBuffer();
        }
        String session = request.getHeader(SESSION_HEADER);
        track(request, response, capture.status, session, initialize);
        if (!unknown.isEmpty() && session != null && capture.status < 400) {
            // an unknown tool in a session this guard did not see open: the SDK answered; recorded like any other
            Map<String, List<String>> query = query(request);
            unknown.forEach(tool -> unknownTools.called(session, query, tool));
        }
    }

    private static Map<String, List<String>> query(HttpServletRequest request) {
        Map<String, List<String>> query = new LinkedHashMap<>();
        request.getParameterMap().forEach((k, v) -> query.put(k, List.of(v)));
        return query;
    }

    /**
     * Keeps the bound on the transport's sessions ({@link McpTransportSessions}): a session opened by an initialize
     * answer may end older ones, which are deleted through the transport itself, over loopback to this server.
     */
    private void track(
            HttpServletRequest request, HttpServletResponse response, int status, String session, boolean initialize) {
        if (session != null) {
            if ("DELETE".equals(request.getMethod())) {
                sessions.closed(session);
            } else {
                sessions.used(session);
            }
        }
        String opened = initialize && status < 400 ? response.getHeader(SESSION_HEADER) : null;
        if (opened == null) {
            return;
        }
        List<String> end = sessions.opened(opened);
        if (end.isEmpty()) {
            return;
        }
        String host =
                request.getLocalAddr().contains(":") ? "[" + request.getLocalAddr() + "]" : request.getLocalAddr();
        URI self = URI.create("http://" + host + ":" + request.getLocalPort() + request.getRequestURI());
        LOG.info(
                "MCP: ending {} session(s) idle too long or over the bound of live sessions ({} live)",
                end.size(),
                sessions.size());
        for (String id : end) {
            // the transport forgets a session only when it is deleted; the answer is not waited for
            loopback.sendAsync(
                    HttpRequest.newBuilder(self)
                            .timeout(Duration.ofSeconds(10))
                            .DELETE()
                            .header(SESSION_HEADER, id)
                            .build(),
                    HttpResponse.BodyHandlers.discarding());
        }
    }

    /** An error the transport answered, as one line of JSON in place of its body (or of no body). */
    private static void finish(HttpServletResponse response, ErrorCapture capture) throws IOException {
        if (!response.isCommitted() && (capture.captured != null || capture.status >= 400)) {
            byte[] body = capture.captured == null ? new byte[0] : capture.captured.toByteArray();
            write(response, capture.status, message(body, capture.status));
        }
    }

    /**
     * What is wrong with a message as JSON-RPC, in words; empty when the transport may have it. A message from the
     * client is one JSON object; a request or notification names its method; its params, when given, are an object.
     */
    static Optional<String> problem(JsonNode message) {
        if (message == null || message.isMissingNode()) {
            return Optional.of("the body is empty: a JSON-RPC message is a JSON object");
        }
        if (!message.isObject()) {
            return Optional.of("a JSON-RPC message is one JSON object, not " + kind(message)
                    + (message.isArray() ? " (batches are not supported)" : ""));
        }
        if (!message.has("method") && !message.has("result") && !message.has("error")) {
            return Optional.of("a JSON-RPC message needs a method (or, as a response, a result or an error)");
        }
        JsonNode jsonrpc = message.get("jsonrpc");
        if (jsonrpc == null || !"2.0".equals(jsonrpc.textValue())) {
            return Optional.of("jsonrpc must be \"2.0\", not "
                    + (jsonrpc == null
                            ? "missing"
                            : jsonrpc.isTextual()
                                    ? "\"" + ClientStrings.echoed(jsonrpc.textValue()) + "\""
                                    : kind(jsonrpc)));
        }
        if (!message.has("method")) {
            // a response to a server request: the transport checks the rest
            return Optional.empty();
        }
        JsonNode method = message.get("method");
        if (!method.isTextual() || method.asText().isBlank()) {
            return Optional.of("method must be a non-empty string, not " + kind(method));
        }
        JsonNode id = message.get("id");
        if (id != null && !(id.isTextual() || id.isIntegralNumber())) {
            return Optional.of("id must be a string or an integer, not " + kind(id));
        }
        JsonNode params = message.get("params");
        if (params != null && !params.isObject()) {
            return Optional.of("params must be a JSON object, not " + kind(params));
        }
        if ("tools/call".equals(method.asText())) {
            JsonNode name = params == null ? null : params.get("name");
            if (name == null || !name.isTextual() || name.asText().isBlank()) {
                return Optional.of("tools/call needs params.name, the tool's name as a string"
                        + (name == null ? "" : ", not " + kind(name)));
            }
            if (name.asText().length() > MAX_TOOL_NAME) {
                return Optional.of("tools/call params.name is longer than " + MAX_TOOL_NAME + " characters");
            }
            JsonNode arguments = params.get("arguments");
            if (arguments != null && !arguments.isObject() && !arguments.isNull()) {
                return Optional.of("tools/call params.arguments must be a JSON object, not " + kind(arguments));
            }
        }
        return Optional.empty();
    }

    /** "a string", "an array", "null": how a JSON value is named in a message. */
    private static String kind(JsonNode node) {
        return switch (node.getNodeType()) {
            case ARRAY -> "an array";
            case OBJECT -> "an object";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            case NULL -> "null";
            default -> "a value of another kind";
        };
    }

    /** A 400 with the reason, and one log line: the client's mistake, not the server's, so no stack trace. */
    private static void refuse(HttpServletRequest request, HttpServletResponse response, String reason)
            throws IOException {
        LOG.info("MCP request refused (400) from {}: {}", request.getRemoteAddr(), reason);
        write(response, HttpServletResponse.SC_BAD_REQUEST, reason);
    }

    /**
     * Whether a body of this Content-Type is one a page on another site may send without a preflight: none
     * declared, or a CORS-safelisted type (parameters such as charset aside).
     */
    static boolean corsSimple(String contentType) {
        return contentType == null
                || CORS_SIMPLE.contains(contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT));
    }

    /** A JSON-RPC error for a request's id, as the transport would send it (HTTP 200, application/json). */
    private static void writeRpcError(HttpServletResponse response, JsonNode id, int code, String message)
            throws IOException {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code);
        error.put("message", message);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("jsonrpc", "2.0");
        body.put("id", id);
        body.put("error", error);
        byte[] bytes = JSON.writeValueAsBytes(body);
        response.setStatus(HttpServletResponse.SC_OK);
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
        response.flushBuffer();
    }

    /** The tools named by the {@code tools/call} messages of a JSON-RPC body that are not one of the six. */
    static List<String> unknownToolNames(byte[] body) {
        List<String> out = new ArrayList<>();
        try {
            JsonNode tree = JSON.readTree(body);
            for (JsonNode m : tree == null ? List.<JsonNode>of() : tree.isArray() ? tree : List.of(tree)) {
                JsonNode name = m.path("params").path("name");
                if ("tools/call".equals(m.path("method").asText())
                        && name.isTextual()
                        && ToolSpecs.byName(name.asText()) == null) {
                    out.add(name.asText());
                }
            }
        } catch (IOException | RuntimeException notJson) {
            // not JSON-RPC: the transport says so itself
        }
        return out;
    }

    /** The SDK's error message without the exception around it; for an empty body, what the status means. */
    private static String message(byte[] body, int status) {
        if (status >= 500) {
            // the SDK's text of a server error is a Java exception's message: not for the client
            return "the MCP server could not handle this request";
        }
        if (body.length == 0) {
            return switch (status) {
                case 404 -> "no MCP session with this id: it has ended, or never existed";
                case 405 -> "this method is not allowed on the MCP endpoint";
                default -> "HTTP " + status;
            };
        }
        try {
            JsonNode tree = JSON.readTree(body);
            JsonNode m = tree.path("jsonRpcError").path("message");
            if (m.isTextual()) {
                return ClientStrings.echoed(m.asText());
            }
            if (tree.path("message").isTextual()) {
                return ClientStrings.echoed(tree.path("message").asText());
            }
        } catch (IOException | RuntimeException notJson) {
            String text = new String(body, StandardCharsets.UTF_8).strip();
            if (!text.isEmpty() && text.length() <= ClientStrings.MAX_ECHOED && !text.contains("\n\tat ")) {
                return text;
            }
        }
        return "HTTP " + status;
    }

    private static void write(HttpServletResponse response, int status, String message) throws IOException {
        response.resetBuffer();
        response.setStatus(status);
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        byte[] body = JSON.writeValueAsBytes(Map.of("error", message));
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
        response.flushBuffer();
    }

    /** The request with its body already read, served again from memory. */
    private static final class BufferedBody extends HttpServletRequestWrapper {
        private final byte[] bytes;
        private @Nullable BufferedReader reader;

        BufferedBody(HttpServletRequest request, byte[] bytes) {
            super(request);
            this.bytes = bytes;
        }

        @Override
        public ServletInputStream getInputStream() {
            ByteArrayInputStream in = new ByteArrayInputStream(bytes);
            return new ServletInputStream() {
                @Override
                public int read() {
                    return in.read();
                }

                @Override
                public int read(byte[] buf, int off, int len) {
                    return in.read(buf, off, len);
                }

                @Override
                public boolean isFinished() {
                    return in.available() == 0;
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    throw new UnsupportedOperationException("the body is already read");
                }
            };
        }

        @Override
        public BufferedReader getReader() {
            if (reader == null) {
                String enc = getCharacterEncoding();
                reader = new BufferedReader(new InputStreamReader(
                        getInputStream(), enc == null ? StandardCharsets.UTF_8 : Charset.forName(enc)));
            }
            return reader;
        }
    }

    /** Passes a successful response through; swallows the body of an error response so it can be replaced. */
    private static final class ErrorCapture extends HttpServletResponseWrapper {
        int status = SC_OK;

        @Nullable
        ByteArrayOutputStream captured;

        ErrorCapture(HttpServletResponse response) {
            super(response);
        }

        private boolean error() {
            return status >= 400;
        }

        @Override
        public void setStatus(int sc) {
            status = sc;
            if (!error()) {
                super.setStatus(sc);
            }
        }

        @Override
        public void sendError(int sc) {
            status = sc;
            captured = new ByteArrayOutputStream();
        }

        @Override
        public void sendError(int sc, String msg) {
            status = sc;
            captured = new ByteArrayOutputStream();
            captured.writeBytes(String.valueOf(msg).getBytes(StandardCharsets.UTF_8));
        }

        @Override
        public void setContentLength(int len) {
            if (!error()) {
                super.setContentLength(len);
            }
        }

        @Override
        public void setContentLengthLong(long len) {
            if (!error()) {
                super.setContentLengthLong(len);
            }
        }

        @Override
        public void setHeader(String name, String value) {
            if (!(error() && "Content-Length".equalsIgnoreCase(name))) {
                super.setHeader(name, value);
            }
        }

        @Override
        public void addHeader(String name, String value) {
            if (!(error() && "Content-Length".equalsIgnoreCase(name))) {
                super.addHeader(name, value);
            }
        }

        @Override
        public ServletOutputStream getOutputStream() throws IOException {
            if (!error()) {
                return super.getOutputStream();
            }
            if (captured == null) {
                captured = new ByteArrayOutputStream();
            }
            ByteArrayOutputStream sink = captured;
            return new ServletOutputStream() {
                @Override
                public void write(int b) {
                    if (sink.size() < MAX_CAPTURED) {
                        sink.write(b);
                    }
                }

                @Override
                public void write(byte[] b, int off, int len) {
                    sink.write(b, off, Math.max(0, Math.min(len, MAX_CAPTURED - sink.size())));
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setWriteListener(WriteListener listener) {
                    throw new UnsupportedOperationException("not asynchronous");
                }
            };
        }

        @Override
        public PrintWriter getWriter() throws IOException {
            if (!error()) {
                return super.getWriter();
            }
            return new PrintWriter(new OutputStreamWriter(getOutputStream(), StandardCharsets.UTF_8), true);
        }

        @Override
        public void flushBuffer() throws IOException {
            if (!error()) {
                super.flushBuffer();
            }
        }
    }
}
