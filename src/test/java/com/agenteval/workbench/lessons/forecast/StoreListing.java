package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.store.StoreIndex.StoreRow;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitForSelectorState;
import com.vaadin.flow.router.QueryParameters;
import java.net.URI;
import java.util.List;

/**
 * The store grid as a test reads it: the grid renders only the rows in view, so a file's cell is found by scrolling
 * the grid to the row's index. Cells carry {@code data-file} and {@code data-col}.
 */
public final class StoreListing {

    /** How long a scrolled-to row may take to arrive from the server on a busy machine. */
    private static final double ROW_TIMEOUT_MS = 30_000;

    private StoreListing() {}

    /**
     * The cell of one column ({@code run}, {@code question}, {@code validity}, ...) of a file's row, scrolled into
     * view. Its index is computed the way the page orders the listing: the page URL's query ({@link StoreQuery})
     * applied to the store's {@code rows} (the service's rows, which the page shows). The grid scrolls straight to
     * that index, and the wait (bounded) is for the row to be drawn, which past the first page of data comes from
     * the server. A file not in the listing is not scrolled to: the locator is returned for an assertion to fail on.
     */
    public static Locator cell(Page page, List<StoreRow> rows, String fileName, String column) {
        Locator cell = page.locator(selector(fileName, column)).first();
        String query = URI.create(page.url()).getRawQuery();
        List<StoreRow> listed = StoreQuery.from(
                        QueryParameters.fromString(query == null ? "" : query).getParameters())
                .apply(rows);
        int index = -1;
        for (int i = 0; i < listed.size() && index < 0; i++) {
            index = listed.get(i).fileName().equals(fileName) ? i : -1;
        }
        if (index < 0) {
            return cell;
        }
        page.waitForFunction(
                "i => { const g = document.querySelector('#store-grid');"
                        + " return g && !g.hasAttribute('loading') && g.size > i; }",
                index);
        page.locator("#store-grid").evaluate("(g, i) => g.scrollToIndex(i)", index);
        // attached, not visible: an empty cell (no outcome yet) has no size, and the test asserts its text
        cell.waitFor(new Locator.WaitForOptions()
                .setState(WaitForSelectorState.ATTACHED)
                .setTimeout(ROW_TIMEOUT_MS));
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
    public static List<String> renderedFiles(Page page) {
        awaitLoaded(page);
        return (List<String>) page.locator("#store-grid")
                .evaluate("g => [...g.querySelectorAll('a.fc-run')]"
                        + ".map(a => ({ f: a.dataset.file, y: a.getBoundingClientRect().top }))"
                        + ".filter(x => x.y > g.getBoundingClientRect().top && x.y < g.getBoundingClientRect().bottom)"
                        + ".sort((a, b) => a.y - b.y).map(x => x.f)");
    }
}
