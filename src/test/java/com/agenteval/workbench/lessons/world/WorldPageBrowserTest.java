package com.agenteval.workbench.lessons.world;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.browser.BrowserTest;
import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.RecordKey;
import com.agenteval.workbench.core.world.World.Summary;
import com.agenteval.workbench.core.world.World.Table;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class WorldPageBrowserTest extends BrowserTest {

    private static World world(long seed, int stale) {
        return new WorldSpec(BigInteger.valueOf(seed), stale, 0.7, 0.4, 0.45).make();
    }

    @Test
    void theUrlSetsTheWorldAndAChangedParameterRecomputesIt() {
        open("/world?seed=7&stale=3"); // an old link: its keys are rewritten to sim's
        assertThat(page).hasURL(Pattern.compile(".*/world\\?world_seed=7&n_stale=3&.*lang=en$"));
        Summary s7 = world(7, 3).summary();
        assertThat(page.locator("#fig-stale")).containsText("3");
        assertThat(page.locator("#fig-memory-accuracy")).containsText(PyFloats.formatF(s7.memoryAccuracy(), 2));
        assertThat(page.locator("#fig-web-rounded")).containsText(String.valueOf(s7.webRounded()));
        page.waitForCondition(() -> gridSize() == 65);
        assertThat(page.locator(".nb-command").first()).containsText("sim --mode world --world-seed 7 --n-stale 3");

        // the chart: four versions over five years, with the knowledge cutoff marked
        assertThat(page.locator("aew-apex-chart")).hasAttribute("data-series", "4");
        assertThat(page.locator("aew-apex-chart")).hasAttribute("data-points", "20");
        assertThat(page.locator("aew-apex-chart .apexcharts-series")).hasCount(4);
        assertThat(page.locator("aew-apex-chart")).containsText("knowledge cutoff");

        setParam("n_stale", "9");
        Summary s9 = world(7, 9).summary();
        assertThat(page.locator("#fig-stale")).containsText("9");
        assertThat(s9.stale()).isEqualTo(9);
        assertThat(page).hasURL(Pattern.compile(".*stale=9.*"));

        // only the deviating records, and a stale db value shows its reason and highlight
        page.locator("#param-only_deviating").click();
        assertThat(page).hasURL(Pattern.compile(".*only_deviating=true.*"));
        World w = world(7, 9);
        long deviating = RecordRow.all(w, true).size();
        page.waitForCondition(() -> gridSize() == deviating);
        RecordKey staleKey = w.stale().get(0);
        assertThat(page.locator(
                                "#records vaadin-grid-cell-content",
                                new com.microsoft.playwright.Page.LocatorOptions()
                                        .setHasText(PyFloats.repr(w.value(DataVersion.DB, staleKey))))
                        .first())
                .isAttached();
        assertThat(page.locator("#records")).containsText("db: stale");

        page.reload();
        assertThat(page.locator("#fig-stale")).containsText("9");
        assertThat(page.locator("#param-only_deviating input")).isChecked();
    }

    private int gridSize() {
        Object size = page.locator("#records vaadin-grid").evaluate("g => g.size");
        return size instanceof Number n ? n.intValue() : -1;
    }

    @Test
    void theChartFollowsTheChosenEntity() {
        open("/world?entity=Arvenia");
        World w = WorldSpec.lecture().make();
        String truth2024 = PyFloats.repr(w.value(DataVersion.TRUTH, new RecordKey(Table.COUNTRY_GDP, "Arvenia", 2024)));
        assertThat(page.locator("aew-apex-chart .apexcharts-title-text")).containsText("Arvenia");
        assertThat(page.locator("aew-apex-chart")).hasAttribute("data-points", "20");
        assertThat(truth2024).isNotBlank();
    }

    @Test
    void outOfRangeValuesShowOnTheirFieldAndKeepTheLastWorld() {
        open("/world?seed=3&stale=4");
        assertThat(page.locator("#fig-stale")).containsText("4");
        setParam("n_stale", "66");
        assertThat(page.locator("#param-n_stale")).hasAttribute("invalid", "");
        assertThat(page.locator("#param-n_stale"))
                .containsText("n_stale must be between 0 and 65 (the number of records), got 66");
        assertThat(page.locator("#fig-stale")).containsText("4");
        setParam("memory_acc", "1.5");
        assertThat(page.locator("#param-memory_acc")).hasAttribute("invalid", "");
        setParam("world_seed", "5");
        assertThat(page.locator("#fig-memory-accuracy"))
                .containsText(PyFloats.formatF(world(5, 4).summary().memoryAccuracy(), 2));
    }
}
