package com.agenteval.workbench.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertAll;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import jakarta.servlet.ServletContext;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.function.Executable;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Every route the app registers, opened directly (typed in, bookmarked, reloaded) in a fresh browser context, in
 * English and in Chinese: no script error, no console error, every web component defined, a main area with content,
 * and no serious or critical WCAG 2.1 A/AA violation (axe-core). The routes come from Vaadin's route registry, so a
 * new page is covered without touching this test; a route with a path parameter needs an example below.
 */
class AllRoutesBrowserTest extends BrowserTest {

    /** An address that is no route: the not-found page is checked like any page. */
    static final String UNKNOWN = "/no-such-lesson";

    @Autowired
    private ServletContext servletContext;

    /** The path of every registered route, with a real value for a path parameter; the test-only pages left out. */
    List<String> routePaths() throws IOException {
        return Routes.paths(servletContext);
    }

    @Test
    void theRegistryListsEveryLessonAndTheReplay() throws IOException {
        List<String> paths = routePaths();
        assertThat(paths).contains("/", "/world", "/mcp-calls", "/pass-k", "/settings", "/forecast/calibration");
        assertThat(paths).anyMatch(p -> p.startsWith("/forecast/replay/") && p.endsWith(".json"));
        assertThat(paths).noneMatch(p -> p.startsWith("/test/"));
        // the page-speed benchmark against a server started elsewhere reads the routes from the pages' annotations
        assertThat(Routes.declared()).containsExactlyInAnyOrderElementsOf(paths);
    }

    @TestFactory
    Stream<DynamicTest> everyRouteOpensDirectlyInBothLanguages() throws IOException {
        List<String> paths = new ArrayList<>(Routes.selected(servletContext));
        paths.add(UNKNOWN);
        return paths.stream()
                .flatMap(path -> Stream.of("en", "zh")
                        .map(lang ->
                                DynamicTest.dynamicTest(path + " [" + lang + "]", () -> checkDirectOpen(path, lang))));
    }

    private void checkDirectOpen(String path, String lang) {
        try (BrowserContext fresh =
                Chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(1280, 720))) {
            Page p = fresh.newPage();
            p.setDefaultTimeout(30_000);
            List<String> errors = new ArrayList<>();
            p.onPageError(e -> errors.add("page error: " + e));
            String url = "http://localhost:" + port + path + (path.contains("?") ? "&" : "?") + "lang=" + lang;
            p.onConsoleMessage(m -> {
                // Chromium asks every new browser for /favicon.ico once; the workbench has none, which is no error
                // of the page's. The not-found page's own 404 is what it should answer.
                boolean ownNotFound = path.equals(UNKNOWN)
                        && m.location().startsWith(url)
                        && m.text().contains("404");
                if (m.type().equals("error") && !m.location().contains("/favicon.ico") && !ownNotFound) {
                    errors.add("console error: " + m.text() + " @ " + m.location());
                }
            });
            int status = p.navigate(url).status();
            p.waitForSelector("vaadin-app-layout");
            settle(p);
            String main = (String) p.evaluate("() => { const l = document.querySelector('vaadin-app-layout');"
                    + " return [...l.children].filter(c => !c.hasAttribute('slot')).map(c => c.innerText).join(' ')"
                    + ".trim(); }");
            Object undefinedElements = p.evaluate(
                    "() => [...new Set([...document.querySelectorAll(':not(:defined)')]"
                            + ".map(e => e.localName).filter(n => /^(vaadin|aew)-/.test(n) && n !== 'vaadin-grid-cell-content'))]");
            String htmlLang = (String) p.evaluate("() => document.documentElement.lang");
            List<Axe.Violation> violations = Axe.seriousViolations(p);
            p.screenshot(new Page.ScreenshotOptions()
                    .setPath(Path.of("target/screenshots/routes", Routes.fileName(path) + "-" + lang + ".png")));
            assertAll(
                    path + " [" + lang + "]",
                    (Executable) () ->
                            assertThat(errors).as("script and console errors").isEmpty(),
                    () -> assertThat(undefinedElements)
                            .as("web components without their client code")
                            .asList()
                            .isEmpty(),
                    () -> assertThat(main).as("text of the main area").hasSizeGreaterThan(20),
                    () -> assertThat(htmlLang).as("<html lang>").isEqualTo(lang),
                    () -> assertThat(status).as("HTTP status").isEqualTo(path.equals(UNKNOWN) ? 404 : 200),
                    () -> assertThat(violations)
                            .as("serious or critical WCAG 2.1 A/AA violations (axe-core)")
                            .isEmpty());
        }
    }

    /** {@link BrowserTest#settle} without waiting for charts. */
    static void settle(Page p) {
        BrowserTest.settle(p, false);
    }
}
