package com.agenteval.workbench.lessons.shared;

import com.microsoft.playwright.Page;
import java.nio.file.Paths;
import java.util.function.Function;

/** Screenshot and loading helpers for the agent and outcome page tests. */
public final class PageShots {

    private PageShots() {}

    /** Opens a page with a minute's patience (the first view of a fresh dev-mode app on a busy machine is slow). */
    public static Page openPatiently(Function<String, Page> open, Page page, String pathAndQuery) {
        page.setDefaultTimeout(60_000);
        try {
            return open.apply(pathAndQuery);
        } finally {
            page.setDefaultTimeout(20_000);
        }
    }

    /** Saves a screenshot of each cell to {@code target/screenshots/<name>-<n>.png} (whole cell, however tall). */
    public static void cells(Page page, String name, String... selectors) {
        for (int i = 0; i < selectors.length; i++) {
            page.locator(selectors[i])
                    .screenshot(new com.microsoft.playwright.Locator.ScreenshotOptions()
                            .setPath(Paths.get("target/screenshots", name + "-" + (i + 1) + ".png")));
        }
    }
}
