package com.agenteval.workbench.browser;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import java.nio.file.Paths;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestInfo;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Base for page tests in real Chromium: the app on a random port, one shared browser, a fresh context (own
 * cookies, own Vaadin session) per test, and a screenshot of every test's last state under
 * {@code target/screenshots/}.
 *
 * <p>Without Chromium the browser tests are skipped with a message saying how to install it; CI installs it.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "vaadin.devmode.devTools.enabled=false")
@Tag("browser")
public abstract class BrowserTest {

    static {
        PlaywrightAssertions.setDefaultAssertionTimeout(20_000);
    }

    @LocalServerPort
    protected int port;

    protected BrowserContext context;
    protected Page page;
    private String testName;

    @BeforeEach
    void openPage(TestInfo info) {
        assumeTrue(Chromium.available(), "Chromium not found at " + Chromium.executable()
                + ": install it with `apt-get install -y chromium` (or set -Dchromium.path) to run browser tests");
        testName = getClass().getSimpleName() + "-" + info.getTestMethod().map(m -> m.getName()).orElse("test");
        context = Chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(1280, 900));
        page = context.newPage();
        page.setDefaultTimeout(20_000);
    }

    @AfterEach
    void closePage() {
        if (page != null) {
            screenshot(testName);
            context.close();
        }
    }

    /** Opens a path (with query) of the app and waits until Vaadin has rendered the view. */
    protected Page open(String pathAndQuery) {
        page.navigate("http://localhost:" + port + pathAndQuery);
        page.waitForSelector("vaadin-app-layout");
        return page;
    }

    /**
     * {@link #open} with more patience: the first page of a freshly started app on a loaded machine (dev mode, a
     * shared 2-core box) can take longer than the default 20 s to render its layout.
     */
    protected void openPatiently(String pathAndQuery) {
        page.navigate("http://localhost:" + port + pathAndQuery);
        page.waitForSelector("vaadin-app-layout", new Page.WaitForSelectorOptions().setTimeout(90_000));
    }

    /** A screenshot of the whole notebook (the app layout scrolls inside the viewport). */
    protected void fullScreenshot(String name) {
        Object height = page.evaluate("() => document.querySelector('.notebook').scrollHeight + 120");
        page.setViewportSize(1280, Math.min(12_000, ((Number) height).intValue()));
        screenshot(name);
        page.setViewportSize(1280, 900);
    }

    protected void screenshot(String name) {
        page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get("target/screenshots", name + ".png"))
                .setFullPage(true));
    }

    /** A Vaadin text/number field's input element, by the parameter key. */
    protected Locator paramInput(String key) {
        return page.locator("#param-" + key + " input");
    }

    /** Types a new value into a parameter field and commits it, as a student does. */
    protected void setParam(String key, String value) {
        Locator input = paramInput(key);
        input.fill(value);
        input.press("Enter");
    }
}
