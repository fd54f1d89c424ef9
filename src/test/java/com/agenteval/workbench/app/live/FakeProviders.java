package com.agenteval.workbench.app.live;

import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;

/**
 * One fake server for Anthropic ({@code /v1/messages}), OpenAI ({@code /v1/chat/completions}) and Tavily
 * ({@code /search}), each answering from its own script, in the real wire formats; when a script runs out, a
 * forecast (or one search result) is the answer. For page tests, where calls come from the app in any order.
 */
public final class FakeProviders extends Dispatcher {

    public static final String FORECAST = "{\"action\":\"forecast\",\"p_yes\":0.42,\"rationale\":\"(1) Inflation "
            + "is easing. (2) The committee signals patience. However, tariffs are a risk.\"}";

    public final Queue<MockResponse> anthropic = new ConcurrentLinkedQueue<>();
    public final Queue<MockResponse> openAi = new ConcurrentLinkedQueue<>();
    public final Queue<MockResponse> tavily = new ConcurrentLinkedQueue<>();
    public final List<RecordedRequest> received = new CopyOnWriteArrayList<>();

    @Override
    public MockResponse dispatch(RecordedRequest request) {
        received.add(request);
        String path = request.getUrl().encodedPath();
        if (path.endsWith("/messages")) {
            MockResponse next = anthropic.poll();
            return next != null ? next : Wire.anthropic(FORECAST, 500, 40);
        }
        if (path.endsWith("/chat/completions")) {
            MockResponse next = openAi.poll();
            return next != null ? next : Wire.openAi(FORECAST, 500, 40);
        }
        if (path.endsWith("/search")) {
            MockResponse next = tavily.poll();
            return next != null
                    ? next
                    : Wire.tavily(
                            "q",
                            new Wire.Hit(
                                    "Fed minutes",
                                    "https://www.federalreserve.gov/" + "monetarypolicy/fomcminutes20260617.htm",
                                    "Participants saw inflation easing.",
                                    "2026-07-08",
                                    0.9));
        }
        return Wire.json(404, "{\"error\":\"not found: " + path + "\"}");
    }

    /** Anthropic answers: search, search, then forecast. */
    public FakeProviders searchSearchForecast() {
        anthropic.add(Wire.anthropic("{\"action\":\"search\",\"query\":\"FOMC June 2026 statement\"}", 240, 24));
        anthropic.add(
                Wire.anthropic("{\"action\":\"search\",\"query\":\"Fed funds futures 2026 hike odds\"}", 610, 26));
        anthropic.add(Wire.anthropic(FORECAST, 930, 55));
        return this;
    }

    public long requestsTo(String pathEnd) {
        return received.stream()
                .filter(r -> r.getUrl().encodedPath().endsWith(pathEnd))
                .count();
    }
}
