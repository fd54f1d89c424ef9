package com.agenteval.workbench.hostile;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * An HTTP/1.1 client on a plain socket, for the requests java.net.http will not send: a forged {@code Host} (a
 * restricted header there), {@code Origin: null}, a body without a Content-Type. One request per connection
 * ({@code Connection: close}); the response is read to its end, chunked bodies joined.
 */
final class RawHttp {

    /** A response: status, headers (names in lower case, last one wins), body as text. */
    record Response(int status, Map<String, String> headers, String body) {
        String header(String name) {
            return headers.getOrDefault(name.toLowerCase(Locale.ROOT), "");
        }
    }

    private final int port;

    RawHttp(int port) {
        this.port = port;
    }

    /**
     * Sends {@code method target} with these headers (in order; {@code Host} is not added for you) and the body, if
     * not null, with its Content-Length.
     */
    Response send(String method, String target, Map<String, String> headers, String body) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(20_000);
            StringBuilder head = new StringBuilder(method + " " + target + " HTTP/1.1\r\n");
            headers.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
            byte[] bytes = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
            if (body != null) {
                head.append("Content-Length: ").append(bytes.length).append("\r\n");
            }
            head.append("Connection: close\r\n\r\n");
            OutputStream out = s.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            out.write(bytes);
            out.flush();
            return parse(s.getInputStream().readAllBytes());
        }
    }

    private static Response parse(byte[] raw) throws IOException {
        String text = new String(raw, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        if (end < 0) {
            throw new IOException("no complete response head: " + text);
        }
        String[] lines = text.substring(0, end).split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.put(
                    lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT),
                    lines[i].substring(colon + 1).strip());
        }
        byte[] body = Arrays.copyOfRange(raw, end + 4, raw.length);
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            body = dechunked(body);
        }
        return new Response(status, headers, new String(body, StandardCharsets.UTF_8));
    }

    private static byte[] dechunked(byte[] body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int i = 0;
        while (i < body.length) {
            int lineEnd = i;
            while (lineEnd + 1 < body.length && !(body[lineEnd] == '\r' && body[lineEnd + 1] == '\n')) {
                lineEnd++;
            }
            String size = new String(body, i, lineEnd - i, StandardCharsets.ISO_8859_1).split(";")[0].strip();
            int n = size.isEmpty() ? 0 : Integer.parseInt(size, 16);
            if (n == 0) {
                break;
            }
            out.write(body, lineEnd + 2, Math.min(n, body.length - lineEnd - 2));
            i = lineEnd + 2 + n + 2;
        }
        return out.toByteArray();
    }
}
