package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.ForecastArtifact.ForecastQuestion;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Named fixtures for the forecasting tests. */
public final class ForecastFixtures {

    public static final String BOOK_CAPTURE = "04_research_agent_20260609T141730Z_b694ab4d0453.json";
    /** The book's notebook-09 panel record in its legacy shape (question null, params.panel). */
    public static final String BOOK_LEGACY_PANEL = "09_legacy_panel_20260615T191431Z_d5030378899c.json";
    /** The book's recovered outcomes of that panel. */
    public static final String BOOK_RECOVERY = "evaluation_panel_recovery.json";

    /**
     * The book's own files, public data read where they are (relative to the project root; CI has it) and never
     * copied into the project.
     */
    public static final Path BOOK_FOLDER = Path.of("..", "shared", "ml4t-traces");

    private ForecastFixtures() {}

    /** The book's pinned capture, bytes as shipped. */
    public static String bookCaptureJson() {
        return bookFile(BOOK_CAPTURE);
    }

    /** One of the book's files, bytes as shipped. */
    public static String bookFile(String name) {
        try {
            return Files.readString(BOOK_FOLDER.resolve(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("the book's files are read from " + BOOK_FOLDER.toAbsolutePath(), e);
        }
    }

    public static RunTrace bookCapture() {
        try {
            return RunTraceJson.parse(bookCaptureJson());
        } catch (InvalidTraceException e) {
            throw new AssertionError(e);
        }
    }

    public static String resource(String name) {
        try (InputStream in = ForecastFixtures.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new AssertionError("missing test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A small valid run: one agent that searched once and forecast, one that ran out of turns. */
    public static RunTrace smallRun(String runId) {
        SearchResult dated = SearchResult.of(
                "Harbor National 2022 results",
                "https://offline.example/a",
                "Harbor National closed 2022 at $212.4B.",
                "2023-01-20",
                0.9);
        SearchResult undated = SearchResult.of("Bank caps", "https://offline.example/b", "Caps vary.", null, 0.5);
        ForecastArtifact forecaster = artifact(
                "agent_0",
                0.7,
                "Trend is up. (1) growth; (2) momentum.",
                List.of(
                        AgentTrace.search(1, "harbor national", List.of(dated, undated), "{\"action\":\"search\"}"),
                        AgentTrace.of(2, AgentTrace.FORECAST, "{\"action\":\"forecast\"}")),
                true);
        ForecastArtifact outOfTurns = artifact(
                "agent_1",
                0.5,
                "Max steps reached without forecast",
                List.of(AgentTrace.of(1, "parse_failure", "oops"), AgentTrace.of(1, AgentTrace.FORCED_DEFAULT, null)),
                false);
        ForecastQuestion question = ForecastQuestion.of(
                "Will Harbor National's market cap in 2023 exceed $200B?",
                "Resolves YES if ...",
                "2023-12-31",
                "2023-06-30",
                0.6,
                1.0);
        LlmCall call = new LlmCall(
                0,
                "agent_0",
                "simulated",
                true,
                List.of(Message.of("user", "QUESTION:\n...")),
                "{\"action\":\"search\"}",
                10,
                5,
                15,
                "2024-02-01T10:00:00+00:00",
                Map.of());
        return new RunTrace(
                "offline_research_agent",
                "simulated-forecaster",
                question,
                Map.of("max_steps", 5),
                List.of(forecaster, outOfTurns),
                null,
                null,
                null,
                null,
                null,
                List.of(call),
                "fixture",
                "2024-02-01T10:00:05+00:00",
                runId,
                null,
                null,
                "offline",
                null,
                Map.of());
    }

    public static ForecastArtifact artifact(
            String id, Double p, String rationale, List<AgentTrace> traces, Boolean produced) {
        int searches = (int) traces.stream().filter(AgentTrace::searchStep).count();
        int sources = traces.stream().mapToInt(t -> t.results().size()).sum();
        return new ForecastArtifact(
                id,
                p,
                rationale,
                traces,
                produced,
                null,
                null,
                List.of(),
                null,
                List.of(),
                TokenUsage.of(100, 20),
                searches,
                sources,
                null,
                null,
                null,
                null,
                Map.of());
    }
}
