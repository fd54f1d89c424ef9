package com.agenteval.workbench.browser;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;

/**
 * One headless Chromium for the whole test run (Playwright's create and launch cost about a second).
 * Debian's {@code /usr/bin/chromium} by default; the system property {@code chromium.path} or the environment
 * variable {@code CHROMIUM_PATH} names another. Playwright never downloads a browser.
 */
public final class Chromium {

    /** Launch flags verified on these machines (STACK.md). */
    static final List<String> ARGS = List.of(
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
            // no DNS lookups except localhost (Chromium otherwise probes Google hosts)
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost");

    private static Playwright playwright;
    private static Browser browser;

    private Chromium() {}

    public static Path executable() {
        String configured = System.getProperty("chromium.path", System.getenv("CHROMIUM_PATH"));
        return Paths.get(configured == null || configured.isBlank() ? "/usr/bin/chromium" : configured);
    }

    public static boolean available() {
        return Files.isExecutable(executable());
    }

    public static synchronized Browser browser() {
        if (browser == null) {
            playwright = Playwright.create(
                    new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
            browser = playwright
                    .chromium()
                    .launch(new BrowserType.LaunchOptions()
                            .setExecutablePath(executable())
                            .setHeadless(true)
                            .setArgs(ARGS));
            Runtime.getRuntime().addShutdownHook(new Thread(Chromium::close, "chromium-close"));
        }
        return browser;
    }

    private static synchronized void close() {
        try {
            if (browser != null) {
                browser.close();
            }
        } finally {
            if (playwright != null) {
                playwright.close();
            }
        }
    }
}
