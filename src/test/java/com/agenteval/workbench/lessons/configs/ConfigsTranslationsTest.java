package com.agenteval.workbench.lessons.configs;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.base.i18n.WorkbenchI18NProvider;
import com.agenteval.workbench.core.reliability.ConfigResults.ConfigComparison.TaskSetChoice;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Keys the configs page builds at run time (TranslationsTest only sees literal keys). */
class ConfigsTranslationsTest {

    @Test
    void everyTaskSetAndNameProblemHasATextInBothLanguages() {
        List<String> keys = new ArrayList<>(Arrays.stream(TaskSetChoice.values())
                .map(s -> "configs.task-set." + s.key())
                .toList());
        keys.addAll(List.of("configs.custom.name.invalid", "configs.custom.name.taken"));
        for (String lang : List.of("en", "zh")) {
            assertThat(WorkbenchI18NProvider.keys(lang)).as(lang).containsAll(keys);
        }
    }
}
