package com.agenteval.workbench.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.options.AriaRole;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ShellBrowserTest extends BrowserTest {

    @Test
    void homeListsTheLessonsAndTheNavigationOpensThem() {
        open("/");
        assertThat(page.locator("#app-name")).hasText("Agent Evaluation Workbench");
        assertThat(page.locator("#mode-badge")).hasText("Offline replay");
        Locator lessons = page.locator("#lesson-list li");
        assertThat(lessons.first()).isVisible();
        assertThat(page.locator("#lesson-list")).containsText("pass^k in one picture");
        assertThat(page.locator("#lesson-list")).containsText("tell different stories");
        // the test-only page is not a lesson
        assertThat(page.locator("#lesson-list")).not().containsText("test/notebook");
        screenshot("home-en");

        page.locator(
                        "#side-nav vaadin-side-nav-item",
                        new com.microsoft.playwright.Page.LocatorOptions().setHasText("pass^k in one picture"))
                .click();
        page.waitForURL(Pattern.compile(".*/pass-k.*"));
        assertThat(page.locator(".nb-explanation").first()).containsText("pass^k");
        assertThat(page.locator("aew-apex-chart svg.apexcharts-svg")).isVisible();
    }

    @Test
    void languageSwitchTranslatesTheShellAndStaysForTheSession() {
        open("/");
        page.locator("#language-switch").click();
        page.getByRole(AriaRole.OPTION, new com.microsoft.playwright.Page.GetByRoleOptions().setName("中文"))
                .click();
        assertThat(page.locator("#app-name")).hasText("智能体评估工作台");
        assertThat(page.locator("#mode-badge")).hasText("离线回放");
        assertThat(page.locator("#lesson-list")).containsText("一张图看懂 pass^k");
        screenshot("home-zh");

        open("/pass-k");
        assertThat(page.locator("#app-name")).hasText("智能体评估工作台");
        assertThat(page.locator(".nb-explanation").first()).containsText("k 次独立运行");
        assertThat(page.locator("body")).not().containsText("!menu.");
        assertThat(page.content()).doesNotContain("translation missing");
    }

    @Test
    void theLanguageSwitchKeepsTheLinksKeysInTheParameterSpecsOrder() {
        open("/world?world_seed=7&n_stale=3&memory_acc=0.5&web_exact=0.3&web_rounded=0.2");
        page.locator("#language-switch").click();
        page.getByRole(AriaRole.OPTION, new com.microsoft.playwright.Page.GetByRoleOptions().setName("中文"))
                .click();
        assertThat(page.locator("#app-name")).hasText("智能体评估工作台");
        // the world's five keys in Parameters.WORLD's order, the language last; Vaadin's own map shuffled them
        assertThat(page)
                .hasURL(
                        Pattern.compile(
                                ".*/world\\?world_seed=7&n_stale=3&memory_acc=0\\.5&web_exact=0\\.3&web_rounded=0\\.2(&[^&]+)*&lang=zh$"));
    }

    @Test
    void aFailingCellShowsItsErrorInPlaceAndTheErrorHandlerNotifies() {
        open("/test/notebook?n=2");
        assertThat(page.locator("#fragile")).containsText("even 2");
        setParam("n", "3");
        assertThat(page.locator("#fragile .nb-error")).containsText("odd n = 3 is not allowed here");
        assertThat(page.locator("vaadin-notification-card.workbench-error")).containsText("odd n = 3");
        // the rest of the page keeps working
        assertThat(page.locator("#sturdy")).containsText("square 9");
        setParam("n", "4");
        assertThat(page.locator("#fragile")).containsText("even 4");
        assertThat(page.locator("#fragile .nb-error")).isHidden();
    }

    @Test
    void resultsAreComputedOnTheComputePoolAndPushedFromOtherThreads() {
        FailingCellTestPage.SHOWN_ON.clear();
        open("/test/notebook?n=2");
        assertThat(page.locator("#threads")).containsText("for n = 2");
        setParam("n", "6");
        assertThat(page.locator("#threads")).containsText("for n = 6");
        assertThat(page.locator("#threads")).containsText("computed on compute-");
        // applying the result takes the session lock, and the push happens when it is released: never on compute-*
        org.assertj.core.api.Assertions.assertThat(FailingCellTestPage.SHOWN_ON)
                .isNotEmpty()
                .noneMatch(name -> name.startsWith("compute-"));
    }

    @Test
    void markdownNeverRunsScriptFromText() {
        open("/test/notebook");
        assertThat(page.locator("#hostile")).containsText("escaped:");
        assertThat(page.locator("#hostile")).containsText("<img src=x"); // shown literally
        assertThat(page.locator("#hostile script")).hasCount(0);
        assertThat(page.locator("#hostile img[onerror]")).hasCount(0);
        assertThat(page.locator("#hostile a[href^='javascript']")).hasCount(0);
        page.locator("#hostile").click();
        assertThat(page.evaluate("() => window.pwned === undefined")).isEqualTo(true);
    }

    @Test
    void slowWorkShowsProgressAndDoesNotFreezeThePage() {
        open("/test/notebook?delay=0");
        assertThat(page.locator("#slow")).containsText("slept 0");
        setParam("delay", "2500");
        assertThat(page.locator("#slow vaadin-progress-bar")).isVisible();
        assertThat(page.locator("#slow")).hasAttribute("data-state", "stale");
        // while the slow cell works, another parameter still updates its own cells at once
        setParam("n", "6");
        assertThat(page.locator("#sturdy"))
                .containsText(
                        "square 36",
                        new com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions()
                                .setTimeout(2000));
        assertThat(page.locator("#slow")).containsText("slept 2500");
        assertThat(page.locator("#slow vaadin-progress-bar")).isHidden();
        assertThat(page.url()).contains("delay=2500").contains("n=6");
    }
}
