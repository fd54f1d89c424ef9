package com.agenteval.workbench.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.csv.CsvRecords;
import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Locator;
import jakarta.servlet.ServletContext;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Every table on every route has "Download CSV", and the file holds what the table shows: a grid's rendered rows
 * (read through its slots, as {@link TableNumbersBrowserTest} reads them) and a data table's header and rows, cell
 * for cell, a cell a spreadsheet would run as a formula prefixed with {@code '}. With a model key saved in the
 * session, no download holds the key, any 8-character piece of it, or its base64.
 */
class CsvDownloadsBrowserTest extends BrowserTest {

    /** A fake key (no provider's prefix), entered on /settings as a student would. */
    private static final String KEY = "csvcheck-4f9c2a7e1b8d3c6f0a5e";

    /**
     * Every visible grid or HTML table of the page (not one inside a grid's cells) whose next sibling is not its
     * "Download CSV" link, named by id or class.
     */
    static final String TABLES_WITHOUT_CSV = """
            () => [...document.querySelectorAll('vaadin-grid, table')]
                .filter(t => !(t.parentElement && t.parentElement.closest('vaadin-grid')))
                .filter(t => t.checkVisibility())
                .filter(t => !(t.nextElementSibling && t.nextElementSibling.matches('a.nb-csv-download')))
                .map(t => t.localName + (t.id ? '#' + t.id : '') + (t.className ? '.' + t.className : ''))""";

    /**
     * A grid's rendered rows as a CSV holds them: like {@link TableNumbersBrowserTest#ROWS}, but leaving out what is
     * marked {@code nb-no-csv} (controls such as a selection checkbox or a copy button), and a column whose cell
     * holds only such controls.
     */
    static final String CSV_ROWS = """
            grid => {
              const text = e => {
                const c = e.cloneNode(true);
                c.querySelectorAll('.nb-no-csv').forEach(x => x.remove());
                return c.textContent.trim();
              };
              const control = e => e.children.length > 0
                  && [...e.children].every(x => x.classList.contains('nb-no-csv'));
              return [...grid.shadowRoot.querySelectorAll('#items > tr')]
                  .filter(tr => !tr.hidden && typeof tr.index === 'number')
                  .sort((a, b) => a.index - b.index)
                  .map(tr => [...tr.querySelectorAll(':scope > td:not([part~="details-cell"])')].flatMap(td => {
                    const slot = td.querySelector('slot');
                    const content = slot ? slot.assignedElements({ flatten: true }) : [];
                    return content.length > 0 && content.every(control) ? [] : [content.map(text).join('')];
                  }))
                  .filter(cells => cells.some(c => c !== ''));
            }""";

    @Autowired
    private ServletContext servletContext;

    @Test
    void everyTablesCsvHoldsItsVisibleCellsAndNoKey() throws Exception {
        page.setDefaultTimeout(120_000);
        open("/settings");
        page.locator("#settings-anthropic-key input").fill(KEY);
        page.locator("#settings-anthropic-save").click();
        assertThat(page.locator("#settings-anthropic-key-state")).containsText("Key in use");

        int grids = 0;
        int dataTables = 0;
        List<String> routesWithTables = new ArrayList<>();
        List<String> withoutCsv = new ArrayList<>();
        for (String path : Routes.paths(servletContext)) {
            open(path);
            AllRoutesBrowserTest.settle(page);
            if (path.equals("/judges")) {
                // a disagreement's side-by-side table is built when its item is opened
                page.locator(".drill-item vaadin-details-summary").first().click();
                page.locator(".drill-item table").first().waitFor();
            }
            @SuppressWarnings("unchecked")
            List<String> missing = (List<String>) page.evaluate(TABLES_WITHOUT_CSV);
            missing.forEach(t -> withoutCsv.add(path + " " + t));
            Locator links = page.locator("a.nb-csv-download");
            int n = links.count();
            if (n > 0) {
                routesWithTables.add(path);
            }
            for (int i = 0; i < n; i++) {
                Locator link = links.nth(i);
                String href = (String) link.evaluate("a => a.href");
                APIResponse response = context.request().get(href);
                assertThat(response.status()).as("%s link %d", path, i).isEqualTo(200);
                String csv = new String(response.body(), StandardCharsets.UTF_8);
                assertNoKey(csv, path);
                List<List<String>> file = CsvRecords.parse(csv);
                String table = (String) link.evaluate("a => a.previousElementSibling.localName");
                if (table.equals("vaadin-grid")) {
                    grids++;
                    compareGrid(link, file, path);
                } else {
                    assertThat(table).as(path).isEqualTo("table");
                    dataTables++;
                    @SuppressWarnings("unchecked")
                    List<List<String>> shown = (List<List<String>>) link.evaluate("a => [...a.previousElementSibling"
                            + ".querySelectorAll('tr')].map(tr => [...tr.children].map(c => c.textContent))");
                    assertThat(file).as("%s data table %d", path, i).isEqualTo(defused(shown));
                }
            }
        }
        assertThat(withoutCsv).as("visible tables without Download CSV").isEmpty();
        assertThat(routesWithTables).contains("/world", "/configs", "/outcome-vs-process", "/tools", "/judges");
        assertThat(grids).isGreaterThan(8);
        assertThat(dataTables).isPositive();
    }

    @SuppressWarnings("unchecked")
    private void compareGrid(Locator link, List<List<String>> file, String path) {
        Locator grid = link.locator("xpath=preceding-sibling::vaadin-grid[1]");
        if (file.size() > 1 && grid.isVisible()) {
            // the grid renders its rows a moment after the page settles
            page.waitForFunction(
                    "g => g.shadowRoot && (" + TableNumbersBrowserTest.ROWS + ")(g).length > 0", grid.elementHandle());
        }
        List<List<String>> shown = (List<List<String>>) grid.evaluate(CSV_ROWS);
        assertThat(file).as("%s: a header row", path).isNotEmpty();
        assertThat(file.size() - 1)
                .as("%s: the file has at least the rows the grid renders", path)
                .isGreaterThanOrEqualTo(shown.size());
        List<List<String>> expected = defused(shown);
        for (int r = 0; r < expected.size(); r++) {
            // the visible cells first, as shown; a file may add columns after them (the intervals' method and raw
            // bounds), each named in the header
            List<String> row = file.get(r + 1);
            assertThat(row.size())
                    .as("%s row %d: at least the visible cells", path, r)
                    .isGreaterThanOrEqualTo(expected.get(r).size());
            assertThat(row.subList(0, expected.get(r).size()))
                    .as("%s row %d", path, r)
                    .isEqualTo(expected.get(r));
            assertThat(file.get(0)).as("%s header", path).hasSameSizeAs(row);
        }
    }

    /**
     * What the CSV writer makes of a shown cell: text a spreadsheet would run gets a leading {@code '}; a number such
     * as {@code -0.7539} stays a number (issue 23).
     */
    private static List<List<String>> defused(List<List<String>> rows) {
        return rows.stream()
                .map(r -> r.stream()
                        .map(c -> !c.isEmpty()
                                        && "=+-@\t\r".indexOf(c.charAt(0)) >= 0
                                        && !c.matches("[+-]?\\d+(\\.\\d+)?")
                                ? "'" + c
                                : c)
                        .toList())
                .toList();
    }

    private static void assertNoKey(String text, String path) {
        for (int i = 0; i + 8 <= KEY.length(); i++) {
            assertThat(text).as("%s: a piece of the key", path).doesNotContain(KEY.substring(i, i + 8));
        }
        assertThat(text).doesNotContain(Base64.getEncoder().encodeToString(KEY.getBytes(StandardCharsets.UTF_8)));
    }
}
