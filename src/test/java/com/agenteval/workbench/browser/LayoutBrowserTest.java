package com.agenteval.workbench.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Response;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What every page shares through MainLayout: the skip link, and the not-found page inside the layout. */
class LayoutBrowserTest extends BrowserTest {

    @Test
    void theSkipLinkIsTheFirstTabStopAndJumpsPastTheNavigationToThePage() {
        open("/pass-k");
        assertThat(page.locator("#skip-link")).not().isInViewport();
        page.keyboard().press("Tab");
        assertThat(page.locator("#skip-link")).isFocused();
        assertThat(page.locator("#skip-link")).hasText("Skip to content");
        assertThat(page.locator("#skip-link")).isInViewport();
        page.keyboard().press("Enter");
        assertThat(page.locator("#main-content")).isFocused();
        assertThat(page.locator("#main-content")).hasAttribute("role", "main");
        // the next Tab goes to the page's first field, not back to the header or the side navigation
        page.keyboard().press("Tab");
        assertThat(page.locator("#param-p input")).isFocused();
        assertThat(page.url()).doesNotContain("#");
    }

    @Test
    void anUnknownAddressGetsA404InsideTheLayoutWithTheLessons() {
        Response response = page.navigate("http://localhost:" + port + "/no-such-lesson?x=1");
        assertThat(response.status()).isEqualTo(404);
        page.waitForSelector("vaadin-app-layout");
        assertThat(page.locator("#app-name")).hasText("Agent Evaluation Workbench");
        assertThat(page.locator(".not-found h1")).hasText("Page not found");
        assertThat(page.locator(".not-found")).containsText("/no-such-lesson");
        assertThat(page.locator("#not-found-lessons li").first()).isVisible();
        assertThat(page.locator("#not-found-lessons")).containsText("pass^k in one picture");
        assertThat(page.locator("#side-nav")).isVisible();
        // the known pages still answer 200
        assertThat(page.navigate("http://localhost:" + port + "/pass-k").status())
                .isEqualTo(200);
    }

    @Test
    void theNotFoundPageIsTranslatedAndShowsTheAddressAsText() {
        Response response =
                page.navigate("http://localhost:" + port + "/nope%3Cimg%20src=x%20onerror=window.pwned=1%3E?lang=zh");
        assertThat(response.status()).isEqualTo(404);
        page.waitForSelector("vaadin-app-layout");
        assertThat(page.locator(".not-found h1")).hasText("找不到页面");
        assertThat(page.locator("#not-found-lessons")).containsText("一张图看懂 pass^k");
        assertThat(page.locator(".not-found code")).containsText("<img src=x onerror=window.pwned=1>");
        assertThat(page.locator(".not-found img")).hasCount(0);
        assertThat(page.evaluate("() => window.pwned === undefined")).isEqualTo(true);
    }

    /** The menu's numbered titles wrap whole: none is cut to an ellipsis (Vaadin's side nav does not wrap). */
    @Test
    void everyLessonInTheMenuShowsItsWholeTitle() {
        for (String lang : new String[] {"en", "zh"}) {
            open("/?lang=" + lang);
            @SuppressWarnings("unchecked")
            List<String> cut = (List<String>) page.evaluate("() => [...document.querySelectorAll("
                    + "'#side-nav vaadin-side-nav-item')].filter(i => { const s = i.shadowRoot.querySelector("
                    + "'slot:not([name])'); return s.scrollWidth > s.clientWidth + 1; })"
                    + ".map(i => i.textContent.trim())");
            assertThat(cut).as("menu items cut off [" + lang + "]").isEmpty();
            assertThat(page.locator("#side-nav vaadin-side-nav-item").count()).isGreaterThan(10);
        }
    }
}
