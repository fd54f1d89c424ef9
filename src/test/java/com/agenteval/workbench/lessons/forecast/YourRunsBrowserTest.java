package com.agenteval.workbench.lessons.forecast;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.browser.Chromium;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 26, a store of one's own, with two browser contexts (two sessions): a run made in one is listed there as
 * "your runs" under its own name, and neither in the other session nor in the class's calibration; Reset my runs
 * removes it; the calibration page's runs= filter changes what it scores and it says which runs it includes.
 */
class YourRunsBrowserTest extends ForecastBrowserTest {

    private static final String HOSTILE = "<img src=x onerror=\"window.__pwned=1\">";

    @Test
    void aRunIsTheSessionsOwnUntilResetAndTheCalibrationPageSaysWhichRunsItScores() throws Exception {
        // the class's figures before: a session's run must not change them
        open("/forecast/calibration?runs=class");
        assertThat(page.locator("#included-runs-says")).hasAttribute("data-runs", "class");
        String classRuns = page.locator("#fig-runs .nb-figure-value").innerText();
        String classAbstentions =
                page.locator("#fig-abstentions .nb-figure-value").innerText();
        assertThat(page.locator("#included-runs-excluded")).containsText("your runs (0 files)");

        open("/forecast/calibration?runs=book");
        assertThat(page.locator("#included-runs-says")).containsText("Includes: the book's folder (");
        int bookRuns =
                Integer.parseInt(page.locator("#fig-runs .nb-figure-value").innerText());

        open("/forecast/run?question=aster-bank-2023&agents=2&seed=1");
        assertThat(page.locator("#your-runs")).containsText("No runs yet in this session.");
        page.locator("#run-button").click();
        assertThat(page.locator("#run-replay-link")).isVisible();
        String file = page.locator("#run-replay-link")
                .innerText()
                .replace("Replay ", "")
                .strip();
        Locator mine = page.locator("#your-runs li.fc-your-run");
        assertThat(mine).hasCount(1);
        assertThat(mine.first()).hasAttribute("data-file", file);
        assertThat(mine.first())
                .containsText(
                        Pattern.compile(
                                "offline_research_agent · aster-bank-2023 · seed 1 · \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d"));
        assertThat(page.locator("#your-runs-usage")).containsText("1 of 20 runs kept");
        // the class store is read-only to a student: no save to it unless the server allows it
        assertThat(page.locator("#your-runs .fc-save-to-class")).hasCount(0);
        Path folder = sessionFolderOf(file);
        assertThat(folder.getParent()).isEqualTo(STORE.resolve(".scratch").toAbsolutePath());
        assertThat(Files.exists(STORE.resolve(file))).isFalse();

        // the other session: no run of its own, the first's run not listed, not opened, not scored
        try (BrowserContext other =
                Chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(1280, 900))) {
            Page b = other.newPage();
            b.setDefaultTimeout(60_000);
            b.navigate("http://localhost:" + port + "/forecast/run");
            assertThat(b.locator("#your-runs")).containsText("No runs yet in this session.");
            assertThat(b.locator("#your-runs li.fc-your-run")).hasCount(0);
            b.navigate("http://localhost:" + port + "/forecast/replay/" + file);
            assertThat(b.locator("#replay-problem")).isVisible();
            assertThat(b.locator("#replay-header")).not().isVisible();
            b.navigate("http://localhost:" + port + "/forecast/calibration?runs=yours");
            assertThat(b.locator("#included-runs-says")).hasText("Includes: your runs (0 files).");
            assertThat(b.locator("#fig-nothing-to-score")).isVisible();
        }

        // this session: its run alone, then the class's as before, then everything, as the URL asks
        open("/forecast/calibration?runs=yours");
        assertThat(page.locator("#included-runs-says")).hasText("Includes: your runs (1 files).");
        assertThat(page.locator("#included-runs-says")).hasAttribute("data-runs", "yours");
        assertThat(page.locator("#fig-runs .nb-figure-value")).hasText("1");
        assertThat(page.locator("#included-runs-links [data-runs=yours]")).hasAttribute("aria-current", "true");
        open("/forecast/calibration?runs=class");
        assertThat(page.locator("#fig-runs .nb-figure-value")).hasText(classRuns);
        assertThat(page.locator("#fig-abstentions .nb-figure-value")).hasText(classAbstentions);
        assertThat(page.locator("#included-runs-excluded")).containsText("your runs (1 files)");
        open("/forecast/calibration");
        assertThat(page.locator("#included-runs-says")).hasAttribute("data-runs", "book,class,yours");
        assertThat(page.locator("#included-runs-says")).containsText("the book's folder (");
        assertThat(page.locator("#fig-runs .nb-figure-value"))
                .hasText(String.valueOf(Integer.parseInt(classRuns) + bookRuns + 1));
        // the filter stays in the URL when a parameter changes
        open("/forecast/calibration?runs=yours&bins=5");
        setParam("bins", "4");
        page.waitForURL(Pattern.compile(".*runs=yours.*"));
        assertThat(page.locator("#included-runs-says")).hasAttribute("data-runs", "yours");
        open("/forecast/calibration?runs=everyone");
        assertThat(page.locator("#included-runs-refused")).containsText("got 'everyone'");
        assertThat(page.locator("#included-runs-says")).hasAttribute("data-runs", "book,class,yours");

        // a run whose notebook is markup, planted among this session's runs: listed as text
        String planted = Files.readString(folder.resolve(file), StandardCharsets.UTF_8)
                .replace(
                        "\"notebook\": \"offline_research_agent\"",
                        "\"notebook\": \"" + HOSTILE.replace("\"", "\\\"") + "\"");
        assertThat(planted).contains("onerror");
        Files.writeString(folder.resolve("planted.json"), planted, StandardCharsets.UTF_8);
        open("/forecast/run");
        assertThat(mine).hasCount(2);
        assertThat(page.locator("#your-runs li[data-file='planted.json']"))
                .containsText(HOSTILE + " · aster-bank-2023");
        assertThat(page.locator("#your-runs img")).hasCount(0);
        assertThat(page.evaluate("() => window.__pwned === undefined")).isEqualTo(true);

        // the store page lists them too, before the class store's listing
        open("/forecast");
        assertThat(mine).hasCount(2);
        assertThat(page.locator("#store-listing")).isVisible();
        assertThat(
                        page.evaluate(
                                "() => document.querySelector('#your-runs')"
                                        + ".compareDocumentPosition(document.querySelector('#store-listing')) & Node.DOCUMENT_POSITION_FOLLOWING"))
                .isEqualTo(4);
        open("/forecast/run");
        page.locator("#your-runs-reset").click();
        assertThat(page.locator("#your-runs-status")).hasText("Your runs were reset: 2 removed.");
        assertThat(mine).hasCount(0);
        assertThat(page.locator("#run-result")).not().isVisible();
        assertThat(Files.exists(folder)).isFalse();
        open("/forecast/calibration?runs=yours");
        assertThat(page.locator("#included-runs-says")).hasText("Includes: your runs (0 files).");
        open("/forecast/replay/" + file);
        assertThat(page.locator("#replay-problem")).isVisible();
    }
}
