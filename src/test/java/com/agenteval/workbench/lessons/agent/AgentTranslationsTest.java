package com.agenteval.workbench.lessons.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.base.i18n.WorkbenchI18NProvider;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.ErrorMode;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Impact;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.params.AgentConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Keys the timeline and the knobs build at run time exist in both languages (TranslationsTest checks literal ones). */
class AgentTranslationsTest {

    @Test
    void everyBuiltKeyExistsInEnglishAndChinese() {
        List<String> keys = new ArrayList<>();
        AgentConfig.FIELDS.forEach(f -> keys.add("agent.knob." + f));
        for (ErrorMode m : ErrorMode.values()) {
            keys.add("agent.mode." + m.wireName());
        }
        for (Metric m : Metric.values()) {
            keys.add("agent.metric." + m.name());
        }
        for (Impact i : Impact.values()) {
            keys.add("agent.label.impact-" + i.wireName());
        }
        for (String s : List.of("plan", "call", "think", "final")) {
            keys.add("agent.step." + s);
        }
        for (String why : List.of("skip", "shortcut", "fallback", "missing")) {
            keys.add("agent.why." + why);
        }
        for (String lang : List.of("en", "zh")) {
            Set<String> defined = WorkbenchI18NProvider.keys(lang);
            assertThat(keys).as(lang).allMatch(defined::contains);
        }
    }
}
