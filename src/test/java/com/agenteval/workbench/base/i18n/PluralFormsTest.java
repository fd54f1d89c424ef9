package com.agenteval.workbench.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Counts that can be one read as English does ("Over 1 forecast", not "Over 1 forecasts"). */
class PluralFormsTest {

    private final WorkbenchI18NProvider provider = new WorkbenchI18NProvider();

    private String en(String key, Object... args) {
        return provider.getTranslation(key, Locale.ENGLISH, args);
    }

    @Test
    void oneForecastIsSingular() {
        assertThat(en("forecast.aggregation.over", 1, "none", "1.7321")).startsWith("Over 1 forecast;");
        assertThat(en("forecast.aggregation.over", 3, "none", "1.7321")).startsWith("Over 3 forecasts;");
        assertThat(en("forecast.aggregation.over", 1234, "none", "1.7321")).startsWith("Over 1,234 forecasts;");
        assertThat(en("forecast.calibration.point", 1)).isEqualTo("1 forecast");
        assertThat(en("forecast.timeline.agent", "agent_0", 1)).isEqualTo("agent_0: 1 step");
        assertThat(en("forecast.timeline.agent", "agent_0", 7)).isEqualTo("agent_0: 7 steps");
        assertThat(en("forecast.calls.summary", 1, "10")).isEqualTo("1 call, 10 tokens in all.");
        assertThat(en("forecast.progress.search", 2, "q", 1)).endsWith("→ 1 result");
        assertThat(en("judges.drill.count", 1, 1, "rules")).startsWith("1 trace matches;");
        assertThat(en("live.run.step.search", 1, "q", 0)).endsWith("no results kept");
    }

    @Test
    void chineseHasNoPluralAndTakesTheSameArguments() {
        assertThat(provider.getTranslation(
                        "forecast.aggregation.over", WorkbenchI18NProvider.CHINESE, 1, "无", "1.7321"))
                .startsWith("基于 1 个预测");
    }
}
