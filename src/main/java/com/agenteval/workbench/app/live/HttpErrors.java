package com.agenteval.workbench.app.live;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import org.springframework.ai.retry.NonTransientAiException;
import org.springframework.ai.retry.TransientAiException;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.web.client.ResponseErrorHandler;

/**
 * Turns an HTTP error from a provider or from Tavily into an exception that says what happened in words, and that the
 * retries know how to treat: 429 is {@link RateLimitedException} (with its {@code Retry-After}); 408 and 5xx are
 * {@link TransientAiException} (retried); every other 4xx, such as a refused key, is {@link NonTransientAiException}
 * (not retried). Spring AI's default handler treats 429 as not retryable, which is why this one exists. The error
 * body is quoted briefly, with every key removed.
 */
final class HttpErrors implements ResponseErrorHandler {

    private static final int BODY_BYTES = 4096;
    private static final int BODY_CHARS = 240;

    private final String service;
    private final Redaction redaction;

    HttpErrors(String service, Redaction redaction) {
        this.service = service;
        this.redaction = redaction;
    }

    @Override
    public boolean hasError(ClientHttpResponse response) throws IOException {
        return response.getStatusCode().isError();
    }

    @Override
    public void handleError(URI url, HttpMethod method, ClientHttpResponse response) throws IOException {
        int code = response.getStatusCode().value();
        String message = describe(code) + excerpt(response);
        if (code == 429) {
            throw new RateLimitedException(message, retryAfter(response.getHeaders().getFirst("Retry-After"),
                    Instant.now()));
        }
        if (code == 408 || code >= 500) {
            throw new TransientAiException(message);
        }
        throw new NonTransientAiException(message);
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

    private String excerpt(ClientHttpResponse response) {
        try (InputStream in = response.getBody()) {
            String body = new String(in.readNBytes(BODY_BYTES), StandardCharsets.UTF_8).replaceAll("\\s+", " ").strip();
            body = redaction.apply(body);
            if (body.isEmpty()) {
                return "";
            }
            return ": " + (body.length() <= BODY_CHARS ? body : body.substring(0, BODY_CHARS) + "…");
        } catch (IOException e) {
            return "";
        }
    }

    /** {@code Retry-After} as seconds or an HTTP date; null when absent or unreadable. */
    static Duration retryAfter(String header, Instant now) {
        if (header == null || header.isBlank()) {
            return null;
        }
        String h = header.strip();
        try {
            return Duration.ofMillis(Math.max(0, Math.round(Double.parseDouble(h) * 1000)));
        } catch (NumberFormatException e) {
            try {
                Duration d = Duration.between(now, ZonedDateTime.parse(h, DateTimeFormatter.RFC_1123_DATE_TIME));
                return d.isNegative() ? Duration.ZERO : d;
            } catch (DateTimeParseException e2) {
                return null;
            }
        }
    }
}
