package com.agenteval.workbench.lessons.passk;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.core.reliability.ConfigResults.PassK.IndependentRuns;
import com.microsoft.playwright.Locator;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class PassKPrimerPageBrowserTest extends BrowserTest {

    @Test
    void parametersComeFromTheUrlAndChangesRecomputeTheOutputs() {
        open("/pass-k?p=0.5&k=4");
        assertThat(page.locator("#fig-pass-hat-k"))
                .containsText(PassKPrimerPage.percent(IndependentRuns.passHatK(0.5, 4)));
        assertThat(page.locator("aew-apex-chart")).hasAttribute("data-series", "2");
        assertThat(page.locator("aew-apex-chart")).hasAttribute("data-points", "8");
        assertThat(page.locator("aew-apex-chart .apexcharts-series")).hasCount(2);

        setParam("p", "0.9");
        assertThat(page.locator("#fig-pass-hat-k"))
                .containsText(PassKPrimerPage.percent(IndependentRuns.passHatK(0.9, 4)));
        assertThat(page).hasURL(Pattern.compile(".*p=0\\.9.*"));

        setParam("k", "6");
        assertThat(page.locator("aew-apex-chart")).hasAttribute("data-points", "12");
        assertThat(page.locator("aew-apex-chart .apexcharts-series").first().locator("path.apexcharts-line"))
                .hasCount(1);
        assertThat(page.locator("#fig-pass-hat-k")).containsText("pass^6");

        // back goes to the previous state, reload reproduces the current one
        page.goBack();
        assertThat(page.locator("#fig-pass-hat-k")).containsText("pass^4");
        String url = page.url();
        page.reload();
        assertThat(page.locator("#fig-pass-hat-k")).containsText("pass^4");
        assertThat(page.url()).isEqualTo(url);
    }

    @Test
    void outOfRangeInputShowsTheFieldErrorAndKeepsTheLastGoodOutput() {
        open("/pass-k?p=0.8&k=5");
        String good = PassKPrimerPage.percent(IndependentRuns.passHatK(0.8, 5));
        assertThat(page.locator("#fig-pass-hat-k")).containsText(good);
        setParam("p", "1.5");
        assertThat(page.locator("#param-p")).hasAttribute("invalid", "");
        assertThat(page.locator("#param-p"))
                .containsText("p must be a probability in [0, 1], got 1.5"); // the declared words
        assertThat(page.locator("#fig-pass-hat-k")).containsText(good);
        assertThat(page.url()).contains("p=0.8");
        // still usable
        setParam("k", "2");
        assertThat(page.locator("#fig-pass-hat-k"))
                .containsText(PassKPrimerPage.percent(IndependentRuns.passHatK(0.8, 2)));
    }

    @Test
    void anInvalidUrlValueIsReportedOnItsField() {
        open("/pass-k?p=abc&k=3");
        assertThat(page.locator("#param-p")).hasAttribute("invalid", "");
        assertThat(page.locator("#fig-pass-hat-k"))
                .containsText(PassKPrimerPage.percent(IndependentRuns.passHatK(0.9, 3)));
    }

    @Test
    void everyOutputShowsItsEquivalentCommand() {
        open("/pass-k?p=0.5&k=4");
        Locator commands = page.locator(".nb-command-view:not([hidden]) .nb-command");
        assertThat(commands).hasCount(3);
        assertThat(commands.first()).hasText(PassKPrimerPage.command(0.5, 4));
        assertThat(PassKPrimerPage.command(0.5, 4))
                .startsWith("python3 -c 'p, k = 0.5, 4; f = lambda x: ")
                .endsWith("[print(i, f(p**i), f(1 - (1 - p)**i)) for i in range(1, k + 1)]'");
        setParam("k", "6");
        assertThat(commands.nth(2)).hasText(PassKPrimerPage.command(0.5, 6));
    }
}
