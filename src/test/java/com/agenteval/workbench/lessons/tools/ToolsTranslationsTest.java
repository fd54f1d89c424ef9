package com.agenteval.workbench.lessons.tools;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.base.i18n.WorkbenchI18NProvider;
import com.agenteval.workbench.core.tools.Tools.TruthCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Keys the tools page builds at run time (TranslationsTest only sees literal keys). */
class ToolsTranslationsTest {

    @Test
    void everyKeyBuiltFromAnEnumOrAStatusExistsInBothLanguages() {
        List<String> keys = new ArrayList<>();
        for (String s : List.of("ok", "invalid", "failed", "raised", "refused")) {
            keys.add("tools.call.status." + s);
        }
        for (TruthCheck.Status s : TruthCheck.Status.values()) {
            keys.add("tools.truth." + s.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        }
        for (TruthCheck.Reason r : TruthCheck.Reason.values()) {
            keys.add("tools.why." + r.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        }
        for (String v : List.of("db", "web", "none")) {
            keys.add("tools.reads." + v);
        }
        for (String s : List.of("precise", "vague", "precise-poisoned", "vague-poisoned")) {
            keys.add("tools.sweep.series." + s);
        }
        for (String lang : List.of("en", "zh")) {
            assertThat(WorkbenchI18NProvider.keys(lang)).as(lang).containsAll(keys);
        }
    }
}
