package com.agenteval.workbench.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * What {@link BrowserTest#settle} waits for, in Chromium on a page of its own: a visible output cell that computes
 * keeps the page unsettled; a hidden one does not, since Vaadin sends no change to an invisible component (the
 * side-by-side cell without a pin hid itself with its result and kept "stale" in the browser for good, which made
 * the settle of /agent fail now and then).
 */
@Tag("browser")
class SettleTest {

    private BrowserContext context;
    private Page page;

    @BeforeEach
    void open() {
        assumeTrue(Chromium.available(), "Chromium not found at " + Chromium.executable());
        context = Chromium.browser().newContext();
        page = context.newPage();
    }

    @AfterEach
    void close() {
        if (context != null) {
            context.close();
        }
    }

    private Object pendingOn(String cells) {
        page.setContent("<script>window.Vaadin = {Flow: {clients: {}}};</script>" + cells);
        return page.evaluate(BrowserTest.pending(false));
    }

    @Test
    void aVisibleCellThatComputesKeepsThePageUnsettled() {
        assertThat(pendingOn("<div class='nb-output' id='a' data-state='stale'>x</div>"))
                .isEqualTo(List.of("computing: a"));
    }

    @Test
    void aHiddenCellThatComputesDoesNot() {
        assertThat(pendingOn("<div class='nb-output' id='a' data-state='stale' hidden>x</div>"
                        + "<div hidden><div class='nb-output' id='b' data-state='stale'>y</div></div>"
                        + "<div class='nb-output' id='c' data-state='ready'>z</div>"))
                .isEqualTo(List.of());
    }

    @Test
    void vaadinNotStartedIsPending() {
        page.setContent("<div class='nb-output' id='a' data-state='ready'>x</div>");
        assertThat(page.evaluate(BrowserTest.pending(false))).isEqualTo(List.of("Vaadin has not started"));
    }
}
