package com.agenteval.workbench.forecast;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.store.StoredTrace;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ForecastStorePageBrowserTest extends ForecastBrowserTest {

    @Test
    void theListingShowsEveryFileTheCorruptOneWithItsReasonAndLinksToReplays() {
        List<StoredTrace> stored = store().list();
        long invalid = stored.stream().filter(t -> t instanceof StoredTrace.Invalid).count();
        assertThat(invalid).isEqualTo(1);

        open("/forecast");
        assertThat(page.locator("#fig-files")).containsText(String.valueOf(stored.size()));
        assertThat(page.locator("#fig-valid")).containsText(String.valueOf(stored.size() - 1));
        assertThat(page.locator("#fig-invalid")).containsText("1");
        assertThat(page.locator("#fig-folder")).containsText(READ_ONLY.toString());
        page.waitForCondition(() -> gridSize() == stored.size());

        // the planted file is listed with the core's reason; every other file still loads
        assertThat(cell(CORRUPT)).isVisible();
        String reason = corruptReason();
        assertThat(reason).startsWith("truncated JSON");
        assertThat(cell("INVALID: " + reason)).isVisible();
        assertThat(page.locator("#store-listing vaadin-grid-cell-content .trace-valid")).hasCount(stored.size() - 1);

        // the book's capture: notebook, provider, question, agents, tokens
        StoredTrace.Valid book = (StoredTrace.Valid) store().open(BOOK_CAPTURE).orElseThrow();
        assertThat(cell("claude-sonnet-4-20250514")).isVisible();
        assertThat(cell("Will the Federal Reserve hike rates in 2026?")).isVisible();
        assertThat(cell(Python.thousands(book.run().totalTokens()))).isVisible();
        assertThat(cell("valid (read-only folder)")).isVisible();
        assertThat(page.locator("#store-listing .nb-command")).containsText("trace list --traces-dir " + STORE);

        page.locator("#store-listing a", new Page.LocatorOptions().setHasText(BOOK_CAPTURE)).click();
        page.waitForURL(Pattern.compile(".*/forecast/replay/" + Pattern.quote(BOOK_CAPTURE)));
        assertThat(page.locator("#replay-header")).containsText("replay of a capture recorded 2026-06-09");

        page.goBack();
        page.locator("#store-listing a", new Page.LocatorOptions().setHasText(CORRUPT)).click();
        assertThat(page.locator("#replay-problem")).containsText(reason);
    }

    private Locator cell(String text) {
        return page.locator("#store-listing vaadin-grid-cell-content", new Page.LocatorOptions()
                .setHasText(text)).first();
    }

    private int gridSize() {
        Object size = page.locator("#store-listing vaadin-grid").evaluate("g => g.size");
        return size instanceof Number n ? n.intValue() : -1;
    }
}
