package com.agenteval.workbench.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A chart draws, then stays drawn: once a page has settled, no chart draws again by itself (a chart that kept
 * following its own width, redrawing because its drawing changed the layout, would keep the renderer busy and the
 * page's tests waiting). {@code data-rendered} is the time of a chart's last drawing.
 */
class ChartsSettleBrowserTest extends BrowserTest {

    @SuppressWarnings("unchecked")
    private List<String> drawings() {
        return (List<String>) page.evaluate("() => [...document.querySelectorAll('aew-apex-chart')]"
                + ".map(c => c.getAttribute('data-rendered'))");
    }

    private void assertChartsStayDrawn(String path, int atLeast) {
        openPatiently(path);
        settle(page, true);
        List<String> first = drawings();
        assertThat(first)
                .as("charts on " + path)
                .hasSizeGreaterThanOrEqualTo(atLeast)
                .doesNotContainNull();
        // longer than the element's redraw delay (120 ms) and its two-second window, several times over
        page.waitForTimeout(2_500);
        settle(page, true);
        assertThat(drawings())
                .as("the charts of " + path + " drew again by themselves")
                .isEqualTo(first);
    }

    @Test
    void theConfigsChartsDrawOnceTheLayoutHasSettled() {
        assertChartsStayDrawn("/configs", 2);
    }

    @Test
    void theHostileChartsDrawOnce() {
        assertChartsStayDrawn("/test/hostile-charts", 2);
    }

    @Test
    void theOutcomeAndJudgesChartsDrawOnce() {
        assertChartsStayDrawn("/outcome-vs-process", 1);
        assertChartsStayDrawn("/judges", 1);
    }
}
