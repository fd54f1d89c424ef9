package com.agenteval.workbench.app.live;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;
import org.jspecify.annotations.Nullable;
import org.springframework.ai.retry.NonTransientAiException;
import org.springframework.ai.retry.TransientAiException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.client.ResourceAccessException;
import org.springframework.web.client.ResponseErrorHandler;

/**
 * Turns an HTTP error from a provider or from Tavily into an exception that says what happened in words, and that the
 * retries know how to treat: 429 is {@link RateLimitedException} (with its {@code Retry-After}); 408 and 5xx are
 * {@link TransientAiException} (retried); every other 4xx, such as a refused key, is {@link NonTransientAiException}
 * (not retried). Spring AI's default handler treats 429 as not retryable, which is why this one exists. The error
 * body is quoted briefly, with every key removed.
 *
 * <p>Tavily is called with a RestClient, which takes this as its error handler. The providers' official SDKs, which
 * Spring AI 2.0 calls them through, run on OkHttp and take it as an interceptor: there it also turns a connection
 * failure into {@link ResourceAccessException} and a reply that is not JSON into
 * {@link HttpMessageNotReadableException}, as the RestClient reported them, so that {@link Retries} treats both
 * paths alike; and with no key it removes the SDK's {@code Authorization} header (a local server gets none).
 */
final class HttpErrors implements ResponseErrorHandler, Interceptor {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final int BODY_BYTES = 4096;
    private static final int BODY_CHARS = 240;

    private final String service;
    private final Redaction redaction;

    private final boolean keyless;
    /** The most of one reply body read ({@link LiveBounds#maxReplyBytes()}); one byte more fails the call. */
    private final long maxReplyBytes;
    /** Where an intercepted call is made while its caller waits ({@link LiveThreads#calls()}). */
    private final Executor calls;

    /** For {@code service}'s calls made with {@code http}: its bound on reply bytes and its pool of calls. */
    HttpErrors(String service, Redaction redaction, boolean keyless, LiveHttp http) {
        this.service = service;
        this.redaction = redaction;
        this.keyless = keyless;
        this.maxReplyBytes = http.bounds().maxReplyBytes();
        this.calls = http.threads().calls();
    }

    @Override
    public boolean hasError(ClientHttpResponse response) throws IOException {
        return response.getStatusCode().isError();
    }

    @Override
    public void handleError(URI url, HttpMethod method, ClientHttpResponse response) throws IOException {
        int code = response.getStatusCode().value();
        String body;
        try (InputStream in = response.getBody()) {
            body = new String(in.readNBytes(BODY_BYTES), StandardCharsets.UTF_8);
        } catch (IOException e) {
            body = "";
        }
        throw failure(
                code,
                response.getHeaders().getFirst("Retry-After"),
                response.getHeaders().getFirst("Date"),
                body);
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request request = chain.request();
        if (keyless) {
            request = request.newBuilder().removeHeader("Authorization").build();
        }
        Response response;
        try {
            response = proceedInterruptibly(chain, request, calls);
        } catch (IOException e) {
            if (!Thread.currentThread().isInterrupted() && chain.call().isCanceled()) {
                // only the SDK's whole-call timeout cancels a call, besides a cancel of the run (an interrupt)
                SocketTimeoutException timeout = new SocketTimeoutException("timeout");
                timeout.initCause(e);
                e = timeout;
            }
            throw new ResourceAccessException("I/O error on " + request.method() + " request: " + e.getMessage(), e);
        }
        if (!response.isSuccessful()) {
            try (ResponseBody errorBody = response.body()) {
                String body = "";
                if (errorBody != null) {
                    try {
                        okio.BufferedSource source = errorBody.source();
                        source.request(BODY_BYTES);
                        body = new String(
                                source.getBuffer()
                                        .readByteArray(Math.min(
                                                BODY_BYTES, source.getBuffer().size())),
                                StandardCharsets.UTF_8);
                    } catch (IOException e) {
                        body = "";
                    }
                }
                throw failure(response.code(), response.header("Retry-After"), response.header("Date"), body);
            }
        }
        ResponseBody body = response.body();
        if (body == null) {
            return response;
        }
        MediaType type = body.contentType();
        byte[] bytes;
        try (ResponseBody closing = body) {
            bytes = boundedBytes(closing, maxReplyBytes);
        } catch (IOException e) {
            throw new ResourceAccessException("I/O error on " + request.method() + " request: " + e.getMessage(), e);
        }
        if (!isJson(bytes)) {
            throw new HttpMessageNotReadableException(service + " sent a reply that is not valid JSON", reply(bytes));
        }
        return response.newBuilder().body(ResponseBody.create(bytes, type)).build();
    }

    /**
     * OkHttp's blocking call does not notice an interrupt, as the JDK's client did: the call runs on a thread of
     * {@code calls} and the caller waits for it, so that a cancel of the run (which interrupts the caller) cancels the
     * call at once. With every thread of {@code calls} busy the call fails as a connection would, and is retried.
     */
    private static Response proceedInterruptibly(Chain chain, Request request, Executor calls) throws IOException {
        CompletableFuture<Response> reply = new CompletableFuture<>();
        try {
            calls.execute(() -> {
                try {
                    reply.complete(chain.proceed(request));
                } catch (Throwable t) {
                    reply.completeExceptionally(t);
                }
            });
        } catch (RejectedExecutionException e) {
            throw new IOException("the workbench has too many live calls under way (" + LiveThreads.CALLS
                    + "); try again in a moment");
        }
        try {
            return reply.get();
        } catch (InterruptedException e) {
            chain.call().cancel();
            // a reply that still arrives is closed unread, so that its connection is not leaked
            reply.thenAccept(Response::close);
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for the reply");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                throw io;
            }
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IOException(cause);
        }
    }

    /**
     * The body's bytes, read up to {@code max} only: a longer reply fails with
     * {@link LiveHttp.ReplyTooLargeException} as soon as its byte {@code max + 1} arrives (the rest is never read),
     * which {@link Retries} does not retry.
     */
    static byte[] boundedBytes(ResponseBody body, long max) throws IOException {
        okio.BufferedSource source = body.source();
        if (source.request(max + 1)) {
            throw new LiveHttp.ReplyTooLargeException(max);
        }
        return source.readByteArray();
    }

    /** One whole JSON value, nothing after it. */
    private static boolean isJson(byte[] bytes) {
        try (JsonParser parser = JSON.createParser(bytes)) {
            if (parser.nextToken() == null) {
                return false;
            }
            parser.skipChildren();
            return parser.nextToken() == null;
        } catch (IOException e) {
            return false;
        }
    }

    /** The exception for HTTP {@code code}: rate limited, transient or not, with the body quoted briefly. */
    private RuntimeException failure(int code, @Nullable String retryAfter, @Nullable String date, String body) {
        String message = describe(code) + excerpt(body);
        if (code == 429) {
            return new RateLimitedException(message, retryAfter(retryAfter, date));
        }
        if (code == 408 || code >= 500) {
            return new TransientAiException(message);
        }
        return new NonTransientAiException(message);
    }

    /** "Anthropic refused the key (HTTP 401 Unauthorized)". */
    String describe(int code) {
        HttpStatus status = HttpStatus.resolve(code);
        String http = "HTTP " + code + (status == null ? "" : " " + status.getReasonPhrase());
        String what = switch (code) {
            case 401, 403 -> "refused the key";
            case 404 -> "does not know this URL or model";
            case 408 -> "timed out the request";
            case 429 -> "is limiting the rate of requests";
            default -> code >= 500 ? "had a server error" : "rejected the request";
        };
        return service + " " + what + " (" + http + ")";
    }

    private String excerpt(String raw) {
        String body = redaction.redact(raw.replaceAll("\\s+", " ").strip());
        if (body.isEmpty()) {
            return "";
        }
        return ": " + (body.length() <= BODY_CHARS ? body : body.substring(0, BODY_CHARS) + "…");
    }

    /** The refused reply, as the exception carries it (Spring's converters would have read this message). */
    private static HttpInputMessage reply(byte[] bytes) {
        return new HttpInputMessage() {
            @Override
            public InputStream getBody() {
                return new ByteArrayInputStream(bytes);
            }

            @Override
            public HttpHeaders getHeaders() {
                return new HttpHeaders();
            }
        };
    }

    /**
     * {@code Retry-After} as seconds, or as an HTTP date measured from the reply's own {@code Date} header (the
     * server's clock on both sides, so this machine's clock, right or wrong, does not enter); null when absent or
     * unreadable, or a date without the reply's {@code Date}.
     */
    static @Nullable Duration retryAfter(@Nullable String header, @Nullable String replyDate) {
        if (header == null || header.isBlank()) {
            return null;
        }
        String h = header.strip();
        try {
            return Duration.ofMillis(Math.max(0, Math.round(Double.parseDouble(h) * 1000)));
        } catch (NumberFormatException e) {
            try {
                if (replyDate == null) {
                    return null;
                }
                ZonedDateTime now = ZonedDateTime.parse(replyDate.strip(), DateTimeFormatter.RFC_1123_DATE_TIME);
                Duration d = Duration.between(now, ZonedDateTime.parse(h, DateTimeFormatter.RFC_1123_DATE_TIME));
                return d.isNegative() ? Duration.ZERO : d;
            } catch (DateTimeParseException e2) {
                return null;
            }
        }
    }
}
