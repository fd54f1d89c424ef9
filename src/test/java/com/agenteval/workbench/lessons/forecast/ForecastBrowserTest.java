package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.core.forecast.ForecastFixtures;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.forecast.store.RunTraceStore;
import com.agenteval.workbench.core.log.TestReaders;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Page tests of the forecasting pages against a store of their own: a temporary copy of the pinned {@code traces/},
 * one planted corrupt file, one pinned trace moved to a read-only folder, and the book's own folder
 * ({@code ../shared/ml4t-traces}) read-only where it is. Runs made by the tests land there, never
 * in the repository's {@code traces/}. Every subclass shares one application context.
 */
abstract class ForecastBrowserTest extends BrowserTest {

    static final String BOOK_CAPTURE = ForecastFixtures.BOOK_CAPTURE;
    /** The book's own files, read-only where they are. */
    static final Path BOOK_FOLDER = ForecastFixtures.BOOK_FOLDER;
    /** The single-agent offline run, served from the read-only folder. */
    static final String READ_ONLY_TRACE = "offline_research_agent_20261130T060352Z_a22cf5d8a655.json";

    static final String CORRUPT = "04_research_agent_20260101T000000Z_deadbeef0000.json";
    static final String CORRUPT_TEXT =
            "{\"notebook\": \"04_research_agent\", \"provider\": \"x\", \"agents\": [{\"agent_id\": ";

    static final Path STORE;
    static final Path READ_ONLY;

    static {
        try {
            Path root = Files.createTempDirectory("forecast-pages-");
            STORE = Files.createDirectory(root.resolve("traces"));
            READ_ONLY = Files.createDirectory(root.resolve("book"));
            try (Stream<Path> pinned = Files.list(Path.of("traces"))) {
                for (Path p : pinned.filter(f -> f.toString().endsWith(".json")).toList()) {
                    String name = p.getFileName().toString();
                    Files.copy(p, (name.equals(READ_ONLY_TRACE) ? READ_ONLY : STORE).resolve(name));
                }
            }
            Files.writeString(STORE.resolve(CORRUPT), CORRUPT_TEXT, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The replay of a long trace is a big page; on a busy machine its first render takes a while. */
    @BeforeEach
    void patientPage() {
        if (page != null) {
            page.setDefaultTimeout(60_000);
            page.setDefaultNavigationTimeout(60_000);
        }
    }

    @DynamicPropertySource
    static void forecastStore(DynamicPropertyRegistry registry) {
        registry.add("workbench.traces.dir", STORE::toString);
        registry.add("workbench.traces.read-only", () -> READ_ONLY + "," + BOOK_FOLDER.toAbsolutePath());
        registry.add("workbench.forecast.step-pause", () -> "100ms");
    }

    /** A screenshot of one cell, however tall, under {@code target/screenshots/}. */
    protected void shot(String selector, String name) {
        page.locator(selector)
                .screenshot(new com.microsoft.playwright.Locator.ScreenshotOptions()
                        .setPath(Path.of("target/screenshots", getClass().getSimpleName() + "-" + name + ".png")));
    }

    /** How many rows a table cell's grid holds. */
    protected int gridSize(String cell) {
        Object size = page.locator(cell + " vaadin-grid").evaluate("g => g.size");
        return size instanceof Number n ? n.intValue() : -1;
    }

    /** The store as the pages see it. */
    static RunTraceStore store() {
        return new RunTraceStore(STORE, List.of(READ_ONLY, BOOK_FOLDER), TestReaders.POOL);
    }

    /** The one session folder (under the store's {@code .scratch}) holding {@code file}. */
    static Path sessionFolderOf(String file) throws IOException {
        try (Stream<Path> all = Files.walk(STORE.resolve(".scratch"))) {
            List<Path> found =
                    all.filter(p -> p.getFileName().toString().equals(file)).toList();
            org.assertj.core.api.Assertions.assertThat(found).hasSize(1);
            return found.get(0).getParent().toAbsolutePath();
        }
    }

    /** The reason the store gives for the planted file, as the core words it. */
    static String corruptReason() {
        try {
            RunTraceJson.parse(CORRUPT_TEXT);
        } catch (InvalidTraceException e) {
            return e.reason();
        }
        throw new AssertionError("the planted file parsed");
    }
}
