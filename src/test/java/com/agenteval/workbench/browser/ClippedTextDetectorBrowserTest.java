package com.agenteval.workbench.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The clipped-text check finds cut-off text in the page and in shadow DOM, and leaves wrapped text alone. */
class ClippedTextDetectorBrowserTest extends BrowserTest {

    @Test
    @SuppressWarnings("unchecked")
    void itFindsClippedTextInLightAndShadowDomAndNotWrappedText() {
        page.navigate("http://localhost:" + port + "/test/clipped");
        page.waitForFunction("() => { const h = document.querySelector('#shadow-host');"
                + " return h && h.shadowRoot && h.shadowRoot.querySelector('span'); }");
        List<String> clipped = (List<String>) page.evaluate(ClippedTextBrowserTest.DETECTOR);
        assertThat(clipped).anyMatch(c -> c.contains("span#clipped-light") && c.contains("Why it differs"));
        assertThat(clipped)
                .anyMatch(c -> c.startsWith("div#shadow-host >> span[part=note]") && c.contains("Unparseable replies"));
        assertThat(clipped).noneMatch(c -> c.contains("wraps") || c.contains("Save this config"));
        assertThat(clipped).anyMatch(c -> c.startsWith("div#wide-table") && c.contains("wider than its box"));
    }
}
