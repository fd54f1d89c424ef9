package com.agenteval.workbench.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Page;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every number in the /configs and /outcome-vs-process tables, read in Chromium, is the string Python prints for
 * ref_dump.py's value ({@code golden/page-numbers.json}, written by {@code golden/page-numbers.py}, which
 * {@code regenerate.sh} runs): at the defaults and at one other setting of each page. At the defaults /configs
 * shows pass^8 as 0.292, 0.412 and 0.472 for plan_exec, plan_exec+reflect and vote3, where Java's
 * {@code %.3f} printed 0.293, 0.413 and 0.473.
 */
class TableNumbersBrowserTest extends BrowserTest {

    /** The grid's body rows in row order, each as its cells' texts (read through the grid's slots). */
    static final String ROWS = """
            grid => {
              const rows = [...grid.shadowRoot.querySelectorAll('#items > tr')]
                  .filter(tr => !tr.hidden && typeof tr.index === 'number')
                  .sort((a, b) => a.index - b.index)
                  .map(tr => [...tr.querySelectorAll(':scope > td:not([part~="details-cell"])')].map(td => {
                    const slot = td.querySelector('slot');
                    return slot ? slot.assignedElements({ flatten: true }).map(e => e.textContent.trim()).join('') : '';
                  }))
                  .filter(cells => cells.some(c => c !== ''));
              return rows;
            }""";

    private static JsonNode golden() throws IOException {
        try (InputStream in = TableNumbersBrowserTest.class.getResourceAsStream("/golden/page-numbers.json")) {
            assertThat(in)
                    .as("golden/page-numbers.json (run golden/regenerate.sh)")
                    .isNotNull();
            return new ObjectMapper().readTree(in);
        }
    }

    private static List<List<String>> rows(JsonNode setting) {
        List<List<String>> out = new ArrayList<>();
        setting.get("rows").forEach(r -> {
            List<String> cells = new ArrayList<>();
            r.forEach(c -> cells.add(c.asText()));
            out.add(cells);
        });
        return out;
    }

    /** Waits until the grid shows {@code expected} rows, then returns them, each cut to columns [from, to). */
    @SuppressWarnings("unchecked")
    private List<List<String>> shown(String grid, int expected, int from, int to) {
        page.waitForFunction(
                "([sel, n]) => { const g = document.querySelector(sel); if (!g || !g.shadowRoot) return false;"
                        + " const rows = (" + ROWS
                        + ")(g); return rows.length === n && rows.every(r => r[1] !== ''); }",
                List.of(grid, expected),
                new Page.WaitForFunctionOptions().setTimeout(120_000));
        List<List<String>> rows = (List<List<String>>) page.locator(grid).evaluate(ROWS);
        // a figure's 95% interval follows it ("0.720 [0.658, 0.782]", issue 25): the figure itself is compared here
        return rows.stream()
                .map(r -> r.subList(from, to).stream()
                        .map(c -> c.split(" \\[", 2)[0])
                        .toList())
                .toList();
    }

    /** Opens the page at each golden setting and compares the grid's columns [from, to) with the golden rows. */
    private JsonNode compareAtEverySetting(String path, String grid, int from, int to) throws IOException {
        JsonNode settings = golden().get(path.substring(1));
        assertThat(settings).hasSize(2);
        page.setDefaultTimeout(120_000);
        for (JsonNode setting : settings) {
            String query = setting.get("query").asText();
            List<List<String>> expected = rows(setting);
            open(path + (query.isEmpty() ? "" : "?" + query));
            assertThat(shown(grid, expected.size(), from, to))
                    .as("%s?%s", path, query)
                    .containsExactlyElementsOf(expected);
            if (setting.has("header")) {
                assertThat(page.locator(
                                        grid + " vaadin-grid-cell-content",
                                        new Page.LocatorOptions()
                                                .setHasText(
                                                        setting.get("header").asText()))
                                .count())
                        .isEqualTo(1);
            }
        }
        return settings;
    }

    @Test
    void theConfigsTableShowsPythonsDigitsAtTwoSettings() throws IOException {
        // config, accuracy, familiar, new, tokens, cost, pass^k (the frontier mark is not a number)
        JsonNode settings = compareAtEverySetting("/configs", "#configs-table", 0, 7);
        List<List<String>> defaults = rows(settings.get(0));
        assertThat(defaults.stream()
                        .filter(r -> List.of("plan_exec", "plan_exec+reflect", "vote3")
                                .contains(r.get(0)))
                        .map(r -> r.get(6)))
                .containsExactly("0.292", "0.412", "0.472");
    }

    @Test
    void theOutcomeTableShowsPythonsDigitsAtTwoSettings() throws IOException {
        // tasks, correct, accuracy, clean, lucky, stale-only, stale tasks (the first column names the set)
        compareAtEverySetting("/outcome-vs-process", "#measures vaadin-grid", 1, 8);
    }
}
