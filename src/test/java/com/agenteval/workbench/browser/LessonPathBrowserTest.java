package com.agenteval.workbench.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Issue 26: the lessons are a numbered path, and each lesson ends with a link to the next one. */
class LessonPathBrowserTest extends BrowserTest {

    @Test
    void nextLinksFollowTheHomePagesNumberedListFromTheFirstLessonToTheLast() {
        open("/");
        Locator links = page.locator("#lesson-list li a");
        assertThat(links.first()).hasText("1. The world");
        List<String> titles = new ArrayList<>();
        List<String> paths = new ArrayList<>();
        for (int i = 0; i < links.count(); i++) {
            titles.add(links.nth(i).textContent().strip());
            paths.add(links.nth(i).getAttribute("href"));
        }
        assertThat(titles).hasSizeGreaterThan(10);
        for (int i = 0; i < titles.size(); i++) {
            assertThat(titles.get(i)).startsWith((i + 1) + ". ");
        }
        // the side menu numbers the same lessons the same way; home stays unnumbered
        @SuppressWarnings("unchecked")
        List<String> menu = (List<String>) page.evaluate("() => [...document.querySelectorAll("
                + "'#side-nav vaadin-side-nav-item')].map(e => e.textContent.trim())");
        List<String> expected = new ArrayList<>(List.of("Home"));
        expected.addAll(titles);
        assertThat(menu).isEqualTo(expected);

        links.first().click();
        for (int i = 0; i < titles.size(); i++) {
            page.waitForURL(Pattern.compile(".*" + paths.get(i).replace("/", "\\/") + "([?#].*)?$"));
            Locator next = page.locator("#next-lesson");
            if (i + 1 < titles.size()) {
                assertThat(next).hasText("Next: " + titles.get(i + 1) + " →");
                next.click();
            } else {
                assertThat(page.locator("#lesson-footer")).isAttached();
                assertThat(next).hasCount(0);
            }
        }
    }

    @Test
    void aLessonEndsWithItsTryThisPromptsInTheReadersLanguage() {
        open("/world");
        assertThat(page.locator("#lesson-footer #try-this")).containsText("Try this");
        assertThat(page.locator("#lesson-footer #try-this")).containsText("n_stale");
        assertThat(page.locator("#next-lesson")).hasText("Next: 2. Tools →");
        open("/world?lang=zh");
        assertThat(page.locator("#lesson-footer #try-this")).containsText("试一试");
        assertThat(page.locator("#next-lesson")).containsText("下一课：2. ");
        // a page off the path (a replay) has no footer
        open("/forecast/replay");
        assertThat(page.locator("#lesson-footer")).hasCount(0);
    }
}
