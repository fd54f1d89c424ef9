package com.agenteval.workbench.lessons.tools;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.sim.SimDump;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.microsoft.playwright.Locator;
import java.math.BigInteger;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ToolsPageBrowserTest extends BrowserTest {

    /** What {@code sim --mode selector} prints for a catalog (the other options at their defaults). */
    private static PyDict sim(int distractors, boolean precise, boolean poisoned) {
        return (PyDict) SimDump.data(SimParams.defaults("selector")
                .withSelector(distractors, precise, poisoned, 0.05, 0.5, 300, BigInteger.valueOf(3)));
    }

    private static String accuracyOf(PyDict data) {
        return SelectionFiguresCell.fraction(((PyFloat) data.get("accuracy")).value());
    }

    @Test
    void theSelectionExperimentFollowsTheUrlAndTheFieldsAndMatchesSim() {
        openPatiently("/tools?precise=false&distractors=12&poisoned=true");
        PyDict expected = sim(12, false, true);
        assertThat(page.locator("#fig-accuracy")).containsText(accuracyOf(expected));
        assertThat(page.locator("#fig-poison")).containsText(((PyInt) expected.get("poison_selected")).repr());
        Locator chart = page.locator("#sweep-cell aew-apex-chart");
        assertThat(chart).hasAttribute("data-series", "4");
        assertThat(chart).hasAttribute("data-points", "76");
        assertThat(chart.locator(".apexcharts-series")).hasCount(4);
        assertThat(page.locator("#tool-db_lookup .tool-description")).hasText("Gets data from the database.");

        setParam("distractors", "3");
        PyDict three = sim(3, false, true);
        assertThat(page.locator("#fig-accuracy")).containsText(accuracyOf(three));
        assertThat(page.locator("#fig-poison")).containsText(((PyInt) three.get("poison_selected")).repr());
        assertThat(page).hasURL(Pattern.compile(".*distractors=3.*"));

        page.locator("#param-precise input").click();
        PyDict precise = sim(3, true, true);
        assertThat(page.locator("#fig-accuracy")).containsText(accuracyOf(precise));
        assertThat(page.locator("#tool-db_lookup .tool-description")).containsText("Look up one exact value");
        assertThat(page).hasURL(Pattern.compile(".*precise=true.*"));

        String url = page.url();
        page.reload();
        assertThat(page.locator("#fig-accuracy")).containsText(accuracyOf(precise));
        assertThat(page.locator("#sweep-cell aew-apex-chart")).hasAttribute("data-points", "76");
        assertThat(page.url()).isEqualTo(url);
        fullScreenshot("ToolsPage-selection");
    }

    @Test
    void outOfRangeValuesShowOnTheFieldAndThePageStaysUsable() {
        openPatiently("/tools?distractors=5");
        String good = accuracyOf(sim(5, true, false));
        assertThat(page.locator("#fig-accuracy")).containsText(good);

        setParam("distractors", "19");
        assertThat(page.locator("#param-distractors")).hasAttribute("invalid", "");
        assertThat(page.locator("#param-distractors"))
                .containsText("distractors must be between 0 and 18, got 19"); // sim's words
        setParam("temperature", "0");
        assertThat(page.locator("#param-temperature")).hasAttribute("invalid", "");
        assertThat(page.locator("#param-temperature")).containsText("temperature must be a finite number > 0, got 0.0");
        setParam("temperature", "-1");
        assertThat(page.locator("#param-temperature"))
                .containsText("temperature must be a finite number > 0, got -1.0");
        assertThat(page.locator("#fig-accuracy")).containsText(good);
        assertThat(page.url()).contains("distractors=5");

        setParam("distractors", "7");
        assertThat(page.locator("#fig-accuracy")).containsText(accuracyOf(sim(7, true, false)));
    }

    @Test
    void thePlaygroundCallsToolsAgainstTheSessionWorld() {
        openPatiently("/tools");
        String args = "{\"table\": \"country_gdp\", \"entity\": \"Dravia\", \"year\": 2021}";
        call(args);
        String value = ((PyFloat) Tools.execute(WorldSpec.lecture().make(), "db_lookup", PyJson.loads(args))
                        .value())
                .repr();
        assertThat(page.locator("#call-status")).hasAttribute("data-status", "ok");
        assertThat(page.locator("#call-result")).containsText("'value': " + value);
        assertThat(page.locator("#call-version")).containsText("db");

        call("{\"table\": \"country_gdp\", \"entity\": \"Dravia\", \"year\": \"2021\"}");
        assertThat(page.locator("#call-status")).hasAttribute("data-status", "invalid");
        assertThat(page.locator("#call-error")).hasText("parameter 'year' must be of type integer");

        call("{\"table\": \"country_gdp\", \"entity\": \"Dravia\", ");
        assertThat(page.locator("#call-status")).hasAttribute("data-status", "refused");
        assertThat(page.locator("#call-error")).containsText("Not valid JSON");

        call("[1, 2, 3]");
        assertThat(page.locator("#call-error")).containsText("this is a JSON array");

        pick("make_chart");
        call("{\"title\": \"<img src=x onerror=alert(1)>\", \"labels\": [\"a\"], \"values\": [1]}");
        assertThat(page.locator("#call-status")).hasAttribute("data-status", "ok");
        assertThat(page.locator("#call-result")).containsText("<img src=x onerror=alert(1)>");
        assertThat(page.locator("#call-result img")).hasCount(0);

        pick("calculator");
        assertThat(page.locator("#playground-args textarea")).hasValue(ToolPlayground.EXAMPLES.get("calculator"));
        page.locator("#playground-call").click();
        assertThat(page.locator("#call-result")).containsText("'value': 20.0");
        assertThat(page.locator("#call-truth")).hasAttribute("data-truth", "NOT_DATA");
        fullScreenshot("ToolsPage-playground");
    }

    private void pick(String tool) {
        page.locator("#playground-tool").click();
        page.locator("vaadin-select-item")
                .filter(new Locator.FilterOptions().setHasText(tool))
                .click();
        assertThat(page.locator("#playground-args textarea")).hasValue(ToolPlayground.EXAMPLES.get(tool));
    }

    private void call(String args) {
        page.locator("#playground-args textarea").fill(args);
        page.locator("#playground-call").click();
        assertThat(page.locator("#call-result-cell")).hasAttribute("data-state", "ready");
    }
}
