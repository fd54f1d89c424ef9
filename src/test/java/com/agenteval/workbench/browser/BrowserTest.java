package com.agenteval.workbench.browser;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.TimeoutError;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import com.microsoft.playwright.options.WaitForSelectorState;
import java.nio.file.Paths;
import java.util.regex.Pattern;
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
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
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
        assumeTrue(
                Chromium.available(),
                "Chromium not found at " + Chromium.executable()
                        + ": install it with `apt-get install -y chromium` (or set -Dchromium.path) to run browser tests");
        testName = getClass().getSimpleName() + "-"
                + info.getTestMethod().map(m -> m.getName()).orElse("test");
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

    /**
     * What keeps a page from being settled, as sentences (empty once settled): Vaadin not loaded, a request in flight,
     * output cells still computing (by id), and, with {@code charts}, charts not (re)drawn yet (by label).
     */
    static final double SETTLE_TIMEOUT_MS = 120_000;

    static String pending(boolean charts) {
        return "() => { const r = [];"
                + " const flow = window.Vaadin && window.Vaadin.Flow && window.Vaadin.Flow.clients;"
                + " if (!flow) r.push('Vaadin has not started');"
                + " else if (!Object.values(flow).every(c => !c.isActive || !c.isActive())) r.push('a request in flight');"
                // a hidden cell is left out: Vaadin sends no change to an invisible component (it catches up when
                // shown), so a cell that hid itself when it showed its result (the side-by-side without a pin) keeps
                // the "stale" it had in the browser for good
                + " const stale = [...document.querySelectorAll('.nb-output[data-state=stale]')]"
                + ".filter(e => e.checkVisibility());"
                + " if (stale.length) r.push('computing: ' + stale.map(e => e.id || e.className).join(', '));"
                + (charts
                        ? " const undrawn = [...document.querySelectorAll('aew-apex-chart')]"
                                + ".filter(c => c.options && !c.hasAttribute('data-rendered'));"
                                + " if (undrawn.length) r.push('charts not drawn: ' + undrawn.map(c =>"
                                + " c.getAttribute('aria-label') || c.id || '?').join(', '));"
                                + " const failed = [...document.querySelectorAll('aew-apex-chart[data-render-error]')];"
                                + " if (failed.length) r.push('charts that failed to draw: ' + failed.map(c =>"
                                + " (c.getAttribute('aria-label') || '?') + ' (' + c.getAttribute('data-render-error') + ')')"
                                + ".join(', '));"
                        : "")
                + " return r; }";
    }

    /**
     * Waits until Vaadin has no request in flight and no output cell is computing, and with {@code charts} until
     * every chart has drawn at its final width. On a timeout the failure says what was still pending and where.
     */
    public static void settle(Page p, boolean charts) {
        // a page that computes when it opens (the seven truths of /error-bars: 140,000 tasks) can take far longer
        // than the default timeout on a loaded 2-core machine; a page that never settles still fails, with why
        String pending = pending(charts);
        try {
            p.waitForFunction(
                    "() => (" + pending + ")().length === 0",
                    null,
                    new Page.WaitForFunctionOptions().setTimeout(SETTLE_TIMEOUT_MS));
        } catch (PlaywrightException e) {
            Object left;
            try {
                left = p.evaluate(pending);
            } catch (PlaywrightException again) {
                left = "(the page could not be asked: "
                        + again.getMessage().lines().findFirst().orElse("") + ")";
            }
            // the server runs in this JVM: what its compute, push and job threads are doing says why a cell hangs
            throw new AssertionError("the page did not settle at " + p.url() + ": " + left + "\n" + serverThreads(), e);
        }
    }

    /** The stacks of the server's work threads (compute, push, jobs, timers), for a page that did not settle. */
    static String serverThreads() {
        StringBuilder out = new StringBuilder("server work threads:");
        Thread.getAllStackTraces().forEach((thread, stack) -> {
            String name = thread.getName();
            if (name.startsWith("compute") || name.startsWith("notebook-push") || name.startsWith("job")) {
                out.append("\n\"").append(name).append("\" ").append(thread.getState());
                for (StackTraceElement frame : stack) {
                    out.append("\n    at ").append(frame);
                }
            }
        });
        return out.toString();
    }

    /** A screenshot of the whole notebook (the app layout scrolls inside the viewport). */
    protected void fullScreenshot(String name) {
        Object height = page.evaluate("() => document.querySelector('.notebook').scrollHeight + 120");
        page.setViewportSize(1280, Math.min(12_000, ((Number) height).intValue()));
        screenshot(name);
        page.setViewportSize(1280, 900);
    }

    protected void screenshot(String name) {
        page.screenshot(new Page.ScreenshotOptions()
                .setPath(Paths.get("target/screenshots", name + ".png"))
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

    /**
     * Picks the option labelled exactly {@code label} of the Vaadin select {@code select} (a CSS selector), as a
     * student does, and waits until its list has closed, so the next pick opens a fresh one. A list that a busy
     * browser closed while it was still opening (the option no longer visible) is opened again, up to three times.
     */
    protected void choose(String select, String label) {
        Locator option = page.locator("vaadin-select-item")
                .filter(new Locator.FilterOptions()
                        .setHasText(Pattern.compile(
                                // a JavaScript regex: Pattern.quote's \Q...\E is Java's only
                                "^\\s*" + label.replaceAll("[\\\\^$.|?*+()\\[\\]{}]", "\\\\$0") + "\\s*$")));
        for (int attempt = 1; ; attempt++) {
            page.locator(select).click();
            try {
                option.and(page.locator("vaadin-select-item:visible"))
                        .first()
                        .click(new Locator.ClickOptions().setTimeout(5_000));
                break;
            } catch (TimeoutError closed) {
                if (attempt == 3) {
                    throw closed;
                }
            }
        }
        page.locator(select + "[opened]").waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.DETACHED));
    }
}
