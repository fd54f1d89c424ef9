package com.agenteval.workbench.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The link reproduces the page: a custom config, the language and an old-key link, each opened by a second,
 * fresh browser (own cookies, own session, another Accept-Language) that sees what the sender saw.
 */
class ParameterLinksBrowserTest extends BrowserTest {

    /** A fresh browser context, as a reader who got the link would have. */
    private Page reader(String acceptLanguage) {
        BrowserContext fresh = Chromium.browser()
                .newContext(new Browser.NewContextOptions()
                        .setViewportSize(1280, 900)
                        .setLocale(acceptLanguage));
        Page p = fresh.newPage();
        p.setDefaultTimeout(20_000);
        return p;
    }

    private static Page load(Page p, String url) {
        p.navigate(url);
        p.waitForSelector("vaadin-app-layout");
        return p;
    }

    private static String commandOf(Page p) {
        return p.locator(".nb-command").first().textContent();
    }

    /** The command under the trace (the first output, the task list, has its own). */
    private static com.microsoft.playwright.Locator traceCommand(Page p) {
        return p.locator(".nb-command", new Page.LocatorOptions().setHasText("--mode traces"))
                .first();
    }

    @Test
    void aCustomConfigLinkCarriesItsKnobs() {
        open("/agent?tasks=40&task=6&cfg=skippy:plan_exec,p_skip=0.3&run_seed=0");
        // the alias cfg= is rewritten to config=, and only the knob that differs travels
        assertThat(page).hasURL(Pattern.compile(".*[?&]config=skippy:plan_exec,p_skip=0\\.3(&.*|$)"));
        assertThat(paramInput("p_skip")).hasValue("0.3");
        assertThat(page.locator("#param-p_skip")).isVisible();
        String command = traceCommand(page).textContent();
        assertThat(command).contains("\"name\":\"skippy\"", "\"p_skip\":0.3");
        String link = page.url();
        assertThat(URLDecoder.decode(link, StandardCharsets.UTF_8)).doesNotContain("p_plan", "p_tool");

        Page other = load(reader("en-US"), link);
        try {
            assertThat(other.locator("#param-p_skip input")).hasValue("0.3");
            assertThat(traceCommand(other)).hasText(command);
            assertThat(other).hasURL(link);
        } finally {
            other.context().close();
        }

        // a code that does not read back is refused with the module's message, and the page keeps serving
        open("/agent?tasks=40&config=x:plan_exec,p_skip=2");
        assertThat(page.locator("#param-config")).hasAttribute("invalid", "");
        assertThat(page.locator("#app-name")).isVisible();
    }

    @Test
    void aConfigsLinkCarriesTheStudentsOwnConfigs() {
        String link = "http://localhost:" + port
                + "/configs?task_set=familiar&tasks=20&k=2&custom=skippy:plan_exec,p_skip=0.3";
        Page other = load(reader("en-US"), link);
        try {
            other.locator("#configs-table-cell")
                    .waitFor(new com.microsoft.playwright.Locator.WaitForOptions().setTimeout(60_000));
            assertThat(other.locator("#configs-table-cell")).containsText("skippy");
            assertThat(other.locator("#configs-table-cell")).containsText("plan_exec_large");
            // a parameter change keeps the config in the link
            other.locator("#param-k input").fill("3");
            other.locator("#param-k input").press("Enter");
            assertThat(other).hasURL(Pattern.compile(".*[?&]k=3&.*custom=skippy:plan_exec,p_skip=0\\.3(&.*|$)"));
        } finally {
            other.context().close();
        }
    }

    @Test
    void aChineseLinkOpensInChineseWhateverTheReadersBrowserSays() {
        open("/world?world_seed=7&lang=zh");
        assertThat(page.locator("html")).hasAttribute("lang", "zh");
        assertThat(page.locator("#app-name")).hasText("智能体评估工作台");
        assertThat(page).hasURL(Pattern.compile(".*[?&]lang=zh$"));
        String link = page.url();

        Page other = load(reader("en-US"), link);
        try {
            assertThat(other.locator("html")).hasAttribute("lang", "zh");
            assertThat(other.locator("#app-name")).hasText("智能体评估工作台");
            assertThat(other.locator("#param-world_seed input")).hasValue("7");
            // the choice is kept for the session: a page opened without lang stays in Chinese
            load(other, "http://localhost:" + port + "/judges");
            assertThat(other.locator("#app-name")).hasText("智能体评估工作台");
            assertThat(other.locator("html")).hasAttribute("lang", "zh");
        } finally {
            other.context().close();
        }

        // without lang, the browser's Accept-Language chooses, then English
        Page chinese = load(reader("zh-CN"), "http://localhost:" + port + "/world");
        try {
            assertThat(chinese.locator("#app-name")).hasText("智能体评估工作台");
            assertThat(chinese.locator("html")).hasAttribute("lang", "zh");
        } finally {
            chinese.context().close();
        }
        Page french = load(reader("fr-FR"), "http://localhost:" + port + "/world");
        try {
            assertThat(french.locator("#app-name")).hasText("Agent Evaluation Workbench");
            assertThat(french.locator("html")).hasAttribute("lang", "en");
        } finally {
            french.context().close();
        }
    }

    @Test
    void anOldKeyLinkStillOpensAndIsRewritten() {
        open("/world?seed=7&stale=3&memory_acc=0.5");
        assertThat(page).hasURL(Pattern.compile(".*/world\\?world_seed=7&n_stale=3&memory_acc=0\\.5&.*"));
        assertThat(page.locator("#fig-stale")).containsText("3");
        String figures = page.locator("#fig-memory-accuracy").textContent();
        String command = commandOf(page);
        assertThat(command).contains("--world-seed 7 --n-stale 3 --memory-acc 0.5");

        Page other = load(reader("en-US"), page.url());
        try {
            assertThat(other.locator("#fig-stale")).containsText("3");
            assertThat(other.locator("#fig-memory-accuracy")).hasText(figures);
            assertThat(other.locator(".nb-command").first()).hasText(command);
        } finally {
            other.context().close();
        }
    }

    @Test
    void theJudgesPageTakesAllFiveWorldParameters() {
        open("/judges?tasks=20&world_seed=7&n_stale=5&memory_acc=0.5&web_exact=0.2&web_rounded=0.3");
        assertThat(paramInput("n_stale")).hasValue("5");
        assertThat(paramInput("web_rounded")).hasValue("0.3");
        assertThat(page.locator(".nb-command").first())
                .containsText("--world-seed 7 --n-stale 5 --memory-acc 0.5 --web-exact 0.2 --web-rounded 0.3");
        // new data without a task seed is the new-data set (seed 2), as on every page
        open("/judges?tasks=20&new_data=true");
        assertThat(paramInput("task_seed")).hasValue("2");
    }
}
