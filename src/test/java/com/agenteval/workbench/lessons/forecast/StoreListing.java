package com.agenteval.workbench.lessons.forecast;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;

/**
 * The store grid as a test reads it: the grid renders only the rows in view, so a file's cell is found by scrolling
 * the grid until the row is rendered. Cells carry {@code data-file} and {@code data-col}.
 */
public final class StoreListing {

    private StoreListing() {
    }

    /** The cell of one column ({@code run}, {@code question}, {@code validity}, ...) of a file's row, scrolled into view. */
    public static Locator cell(Page page, String fileName, String column) {
        Locator cell = page.locator(selector(fileName, column)).first();
        int size = size(page);
        // rows past the first page of data come from the server after the scroll, so each step waits (bounded) for
        // the row to be drawn; a step of three rows is less than a screenful even when rows wrap
        for (int i = 0; i <= Math.max(size, 0); i += 3) {
            page.locator("#store-grid").evaluate("(g, i) => g.scrollToIndex(i)", i);
            try {
                cell.waitFor(new Locator.WaitForOptions().setTimeout(2_000));
                return cell;
            } catch (com.microsoft.playwright.TimeoutError notInView) {
                // not among the rows drawn at this position: scroll on
            }
        }
        return cell;
    }

    static String selector(String fileName, String column) {
        String col = "run".equals(column) ? "a.fc-run" : ".fc-cell[data-col='" + column + "']";
        return "#store-listing " + col + "[data-file=\"" + fileName.replace("\"", "\\\"") + "\"]";
    }

    /** How many rows the grid has after its filters. */
    public static int size(Page page) {
        awaitLoaded(page);
        Object size = page.locator("#store-grid").evaluate("g => g.size");
        return size instanceof Number n ? n.intValue() : -1;
    }

    /** Waits until the grid has no fetch in flight. */
    public static void awaitLoaded(Page page) {
        page.waitForFunction("() => { const g = document.querySelector('#store-grid');"
                + " return g && !g.hasAttribute('loading'); }");
    }

    /** The file names of the rendered rows, top to bottom. */
    @SuppressWarnings("unchecked")
    public static java.util.List<String> renderedFiles(Page page) {
        awaitLoaded(page);
        return (java.util.List<String>) page.locator("#store-grid").evaluate("g => [...g.querySelectorAll('a.fc-run')]"
                + ".map(a => ({ f: a.dataset.file, y: a.getBoundingClientRect().top }))"
                + ".filter(x => x.y > g.getBoundingClientRect().top && x.y < g.getBoundingClientRect().bottom)"
                + ".sort((a, b) => a.y - b.y).map(x => x.f)");
    }
}
