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
 * {@code <route>-<lang>.png}: opened at 1280×720, then the window grown to the page's whole height. Not a test of the build (its name does not end in Test, so
 * {@code ./mvnw verify} skips it): {@code scripts/screenshots.sh} runs it. It still fails when a page shows clipped
 * text, so a committed screenshot never shows a cut-off label.
 */
class PageScreenshots extends BrowserTest {

    /** Screenshots stop here (a replay with every step open is long). */
    static final int MAX_HEIGHT = 12_000;
    /** How much of the page the largest scrolling area hides below its fold, in CSS pixels. */
    static final String HIDDEN_HEIGHT = "() => { let hidden = 0; const visit = (root) => { for (const e of"
            + " root.querySelectorAll('*')) { const s = getComputedStyle(e); if (/(auto|scroll)/.test(s.overflowY))"
            + " hidden = Math.max(hidden, e.scrollHeight - e.clientHeight); if (e.shadowRoot) visit(e.shadowRoot); } };"
            + " visit(document); return Math.max(hidden, document.documentElement.scrollHeight - innerHeight); }";

    @Autowired
    private ServletContext servletContext;

    @Test
    void everyRouteInBothLanguages() throws IOException {
        Path out = Path.of(System.getProperty("screenshots.out", "docs/screenshots"));
        Files.createDirectories(out);
        List<String> clipped = new ArrayList<>();
        for (String path : Routes.selected(servletContext)) {
            for (String lang : List.of("en", "zh")) {
                try (BrowserContext fresh = Chromium.browser().newContext(new Browser.NewContextOptions()
                        .setViewportSize(1280, 720))) {
                    Page p = fresh.newPage();
                    p.setDefaultTimeout(30_000);
                    p.navigate("http://localhost:" + port + path + "?lang=" + lang);
                    p.waitForSelector("vaadin-app-layout");
                    ClippedTextBrowserTest.settle(p);
                    @SuppressWarnings("unchecked")
                    List<String> here = (List<String>) p.evaluate(ClippedTextBrowserTest.DETECTOR);
                    here.forEach(c -> clipped.add(path + " [" + lang + "] " + c));
                    Path file = out.resolve(Routes.fileName(path.startsWith("/forecast/replay/") ? "/forecast/replay"
                            : path) + "-" + lang + ".png");
                    // the app layout scrolls inside itself, so a "full page" shot is one screen: grow the window by
                    // what its scrolling area hides (the width stays 1280, so nothing is laid out anew sideways)
                    int hidden = ((Number) p.evaluate(HIDDEN_HEIGHT)).intValue();
                    p.setViewportSize(1280, Math.min(720 + hidden, MAX_HEIGHT));
                    ClippedTextBrowserTest.settle(p);
                    p.screenshot(new Page.ScreenshotOptions().setPath(file));
                    assertThat(file).isNotEmptyFile();
                }
            }
        }
        assertThat(clipped).as("clipped text in the screenshots").isEmpty();
    }
}
