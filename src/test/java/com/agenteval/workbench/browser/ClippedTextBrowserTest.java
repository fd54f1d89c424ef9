package com.agenteval.workbench.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import jakarta.servlet.ServletContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * No text is cut off (issue 16: "bank_market…", "Why it differs from th…", "Save this config (for the C…"): on every
 * registered route, at 1280×720 and at 1920×1080, in English and in Chinese, no visible element hides text that is
 * wider than its box, in the page or in a component's shadow DOM ({@code clipped-text.js}).
 */
class ClippedTextBrowserTest extends BrowserTest {

    static final String DETECTOR = read("/browser/clipped-text.js");
    static final int[][] VIEWPORTS = {{1280, 720}, {1920, 1080}};

    @Autowired
    private ServletContext servletContext;

    @TestFactory
    Stream<DynamicTest> noTextIsClippedOnAnyRoute() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String path : Routes.selected(servletContext)) {
            for (int[] size : VIEWPORTS) {
                for (String lang : List.of("en", "zh")) {
                    tests.add(DynamicTest.dynamicTest(
                            path + " " + size[0] + "x" + size[1] + " [" + lang + "]",
                            () -> check(path, size[0], size[1], lang)));
                }
            }
        }
        return tests.stream();
    }

    /**
     * States the pages' own controls reach, each a link plus what a student clicks there (issue 26: cut off with
     * distractors on /tools, in the judges' tables and drill-down, in the forecast store's outcome column).
     */
    static final Map<String, Consumer<Page>> STATES = new LinkedHashMap<>();

    static {
        Consumer<Page> none = p -> {};
        STATES.put("/tools?distractors=18&poisoned=true", none);
        STATES.put("/tools?distractors=18&poisoned=true&precise=false", none);
        STATES.put("/world?only_deviating=true", none);
        STATES.put(
                "/judges?judge=rules&show=disagree",
                p -> p.locator("#drill-down vaadin-details-summary").first().click());
        STATES.put("/judges?judge=outcome&show=lucky", none);
        STATES.put("/forecast", none);
        STATES.put("/configs?task_set=familiar&tasks=40&k=3&compare_a=direct&compare_b=plan_exec", none);
    }

    @TestFactory
    Stream<DynamicTest> noTextIsClippedInTheStatesThePagesControlsReach() {
        return STATES.entrySet().stream()
                .map(e -> DynamicTest.dynamicTest(
                        e.getKey() + " 1280x720 [en]", () -> check(e.getKey(), 1280, 720, "en", e.getValue())));
    }

    private void check(String path, int width, int height, String lang) {
        check(path, width, height, lang, p -> {});
    }

    @SuppressWarnings("unchecked")
    private void check(String path, int width, int height, String lang, Consumer<Page> then) {
        try (BrowserContext fresh =
                Chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(width, height))) {
            Page p = fresh.newPage();
            p.setDefaultTimeout(30_000);
            p.navigate("http://localhost:" + port + path + (path.contains("?") ? "&" : "?") + "lang=" + lang);
            p.waitForSelector("vaadin-app-layout");
            settle(p);
            then.accept(p);
            settle(p);
            List<String> clipped = (List<String>) p.evaluate(DETECTOR);
            assertThat(clipped)
                    .as("clipped text on " + path + " at " + width + "x" + height + " [" + lang + "]")
                    .isEmpty();
        }
    }

    /** {@link BrowserTest#settle} with the charts: every chart has drawn at its final width. */
    static void settle(Page p) {
        BrowserTest.settle(p, true);
    }

    private static String read(String resource) {
        try (InputStream in = ClippedTextBrowserTest.class.getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
