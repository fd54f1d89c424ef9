package com.agenteval.workbench.mcp;

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
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Two guards in front of the MCP transport. A request whose declared body is larger than the limit gets 413 before
 * the transport reads it into memory; a body without a declared length (chunked) is cut off, and answered 413, as
 * soon as more than the limit has been read. And an HTTP error the transport answers itself (a wrong Accept header, no
 * session id, a body that is not JSON-RPC) gets a one-line JSON message instead of the SDK's body, which
 * serializes the whole Java exception, stack trace included. Successful responses (JSON and event streams) pass
 * through untouched.
 */
final class McpHttpGuard extends OncePerRequestFilter {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAX_CAPTURED = 64 * 1024;

    static final String BROWSER_HINT = "This is the workbench's MCP endpoint (Streamable HTTP): connect an MCP "
            + "client to this URL. The calls clients make are listed on the page /mcp-calls.";

    /** Told of each {@code tools/call} of a tool the server does not have, which the MCP SDK answers itself. */
    interface UnknownToolCalls {
        void called(String sessionId, Map<String, List<String>> query, String tool);
    }

    private final long maxBytes;
    private final UnknownToolCalls unknownTools;

    McpHttpGuard(long maxBytes, UnknownToolCalls unknownTools) {
        this.maxBytes = maxBytes;
        this.unknownTools = unknownTools;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (request.getContentLengthLong() > maxBytes) {
            write(response, HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE,
                    "request body larger than " + maxBytes + " bytes");
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
        if ("POST".equals(request.getMethod())) {
            // read once, at most the limit (a chunked body declares no length), then serve it to the transport
            byte[] bytes = request.getInputStream().readNBytes((int) Math.min(maxBytes + 1, Integer.MAX_VALUE));
            if (bytes.length > maxBytes) {
                write(response, HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE,
                        "request body larger than " + maxBytes + " bytes");
                return;
            }
            forward = new BufferedBody(request, bytes);
            unknown = unknownToolNames(bytes);
        }
        chain.doFilter(forward, capture);
        if (capture.captured != null && !response.isCommitted()) {
            write(response, capture.status, message(capture.captured.toByteArray(), capture.status));
        }
        String session = request.getHeader("Mcp-Session-Id");
        if (!unknown.isEmpty() && session != null && capture.status < 400) {
            // the SDK answered "Unknown tool" in a live session: the call is recorded like any other
            Map<String, List<String>> query = new LinkedHashMap<>();
            request.getParameterMap().forEach((k, v) -> query.put(k, List.of(v)));
            unknown.forEach(tool -> unknownTools.called(session, query, tool));
        }
    }

    /** The tools named by the {@code tools/call} messages of a JSON-RPC body that are not one of the six. */
    static List<String> unknownToolNames(byte[] body) {
        List<String> out = new ArrayList<>();
        try {
            JsonNode tree = JSON.readTree(body);
            for (JsonNode m : tree == null ? List.<JsonNode>of() : tree.isArray() ? tree : List.of(tree)) {
                JsonNode name = m.path("params").path("name");
                if ("tools/call".equals(m.path("method").asText()) && name.isTextual()
                        && ToolSpecs.byName(name.asText()) == null) {
                    out.add(name.asText());
                }
            }
        } catch (IOException | RuntimeException notJson) {
            // not JSON-RPC: the transport says so itself
        }
        return out;
    }

    /** The SDK's error message without the exception around it. */
    private static String message(byte[] body, int status) {
        try {
            JsonNode tree = JSON.readTree(body);
            JsonNode m = tree.path("jsonRpcError").path("message");
            if (m.isTextual()) {
                return m.asText();
            }
            if (tree.path("message").isTextual()) {
                return tree.path("message").asText();
            }
        } catch (IOException | RuntimeException notJson) {
            String text = new String(body, StandardCharsets.UTF_8).strip();
            if (!text.isEmpty() && text.length() < 200 && !text.contains("\n\tat ")) {
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
        private BufferedReader reader;

        BufferedBody(HttpServletRequest request, byte[] bytes) {
            super(request);
            this.bytes = bytes;
        }

        @Override
        public ServletInputStream getInputStream() {
            java.io.ByteArrayInputStream in = new java.io.ByteArrayInputStream(bytes);
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
                reader = new BufferedReader(new InputStreamReader(getInputStream(),
                        enc == null ? StandardCharsets.UTF_8 : Charset.forName(enc)));
            }
            return reader;
        }
    }

    /** Passes a successful response through; swallows the body of an error response so it can be replaced. */
    private static final class ErrorCapture extends HttpServletResponseWrapper {
        int status = SC_OK;
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
            return new PrintWriter(new java.io.OutputStreamWriter(getOutputStream(), StandardCharsets.UTF_8), true);
        }

        @Override
        public void flushBuffer() throws IOException {
            if (!error()) {
                super.flushBuffer();
            }
        }
    }
}
