package com.agenteval.workbench.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import jakarta.servlet.ServletContext;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The screenshots under {@code docs/screenshots/}: every registered route at 1280×720, in English and in Chinese, as
 * {@code <route>-<lang>.png}: opened at 1280×720, then the window grown to the page's whole height; and, with
 * {@code -Dscreenshots.home=<folder>}, the README's {@code home-<lang>.png} there (the home page's first 1280×900
 * screen). Not a test of the build (its name does not end in Test, so {@code ./mvnw verify} skips it):
 * {@code scripts/screenshots.sh} runs it, for every route or those in {@code -Dworkbench.routes}. It still fails when
 * a page shows clipped text, so a committed screenshot never shows a cut-off label.
 */
class PageScreenshots extends BrowserTest {

    /** Screenshots stop here (a replay with every step open is long). */
    static final int MAX_HEIGHT = 12_000;
    /** How much of the page the largest scrolling area hides below its fold, in CSS pixels. */
    static final String HIDDEN_HEIGHT = "() => { let hidden = 0; const visit = (root) => { for (const e of"
            + " root.querySelectorAll('*')) { const s = getComputedStyle(e); if (/(auto|scroll)/.test(s.overflowY))"
            + " hidden = Math.max(hidden, e.scrollHeight - e.clientHeight); if (e.shadowRoot) visit(e.shadowRoot); } };"
            + " visit(document); return Math.max(hidden, document.documentElement.scrollHeight - innerHeight); }";

    /**
     * How long the first page may take to show its layout: the first page of a freshly started app builds Vaadin's
     * session and loads the dev bundle, which took over 30 s on a loaded 2-core machine (the script timed out there).
     */
    static final double FIRST_PAGE_TIMEOUT_MS = 180_000;

    @Autowired
    private ServletContext servletContext;

    @Test
    void everyRouteInBothLanguages() throws IOException {
        Path out = Path.of(System.getProperty("screenshots.out", "docs/screenshots"));
        Files.createDirectories(out);
        String home = System.getProperty("screenshots.home", "");
        List<String> clipped = new ArrayList<>();
        boolean first = true;
        for (String path : Routes.selected(servletContext)) {
            for (String lang : List.of("en", "zh")) {
                try (BrowserContext fresh =
                        Chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(1280, 720))) {
                    Page p = fresh.newPage();
                    p.setDefaultTimeout(30_000);
                    p.navigate("http://localhost:" + port + path + "?lang=" + lang);
                    p.waitForSelector(
                            "vaadin-app-layout",
                            new Page.WaitForSelectorOptions().setTimeout(first ? FIRST_PAGE_TIMEOUT_MS : 30_000));
                    first = false;
                    settleOrReload(p);
                    @SuppressWarnings("unchecked")
                    List<String> here = (List<String>) p.evaluate(ClippedTextBrowserTest.DETECTOR);
                    here.forEach(c -> clipped.add(path + " [" + lang + "] " + c));
                    Path file = out.resolve(
                            Routes.fileName(path.startsWith("/forecast/replay/") ? "/forecast/replay" : path) + "-"
                                    + lang + ".png");
                    // the app layout scrolls inside itself, so a "full page" shot is one screen: grow the window by
                    // what its scrolling area hides (the width stays 1280, so nothing is laid out anew sideways)
                    if (path.equals("/") && !home.isBlank()) {
                        // the README's picture: the home page's first screen, as a student's window shows it
                        p.setViewportSize(1280, 900);
                        settled(p);
                        p.screenshot(new Page.ScreenshotOptions().setPath(Path.of(home, "home-" + lang + ".png")));
                    }
                    int hidden = ((Number) p.evaluate(HIDDEN_HEIGHT)).intValue();
                    p.setViewportSize(1280, Math.min(720 + hidden, MAX_HEIGHT));
                    settled(p);
                    p.screenshot(new Page.ScreenshotOptions().setPath(file));
                    assertThat(file).isNotEmptyFile();
                }
            }
        }
        assertThat(clipped).as("clipped text in the screenshots").isEmpty();
    }

    /**
     * Settles a page, or opens it once more when it does not settle: /agent's side-by-side cell has been seen to stay
     * "computing" for good in one of a few fresh opens on a loaded machine (a page race, reported), while a second
     * open settles. A page that does not settle twice still fails.
     */
    private static void settleOrReload(Page p) {
        try {
            ClippedTextBrowserTest.settle(p);
        } catch (AssertionError once) {
            p.reload();
            p.waitForSelector("vaadin-app-layout");
            ClippedTextBrowserTest.settle(p);
        }
    }

    /** Settled, and Vaadin's loading bar gone (it fades out after the last request, and a shot would show it). */
    private static void settled(Page p) {
        ClippedTextBrowserTest.settle(p);
        p.waitForFunction("() => [...document.querySelectorAll('.v-loading-indicator')]"
                + ".every(e => getComputedStyle(e).display === 'none' || getComputedStyle(e).opacity === '0')");
    }
}
