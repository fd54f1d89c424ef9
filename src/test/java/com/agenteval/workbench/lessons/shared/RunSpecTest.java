package com.agenteval.workbench.lessons.shared;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.AgentConfigs.ConfigCodes;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RunSpecTest {

    @Test
    void aStandardConfigGoesByNameACustomOneAsJsonThatResolvesToTheSameConfig() {
        assertThat(RunSpec.lecture(AgentConfigs.byName("plan_exec_large"), 0).configSpec())
                .isEqualTo("plan_exec_large");
        AgentConfig noisy = RunFixtures.noisy();
        String json = RunSpec.lecture(noisy, 0).configSpec();
        assertThat(json)
                .startsWith("{\"base\":\"plan_exec\"")
                .contains("\"p_skip\":0.25")
                .doesNotContain("p_slip");
        assertThat(AgentConfigs.resolve(json)).isEqualTo(noisy);
    }

    @Test
    void aRenamedStandardConfigIsCustom() {
        AgentConfig renamed = AgentConfigs.PLAN_EXEC.replace("mine").build();
        RunSpec spec = RunSpec.lecture(renamed, 0);
        assertThat(spec.standardConfig()).isFalse();
        assertThat(AgentConfigs.resolve(spec.configSpec())).isEqualTo(renamed);
    }

    @Test
    void commandsCarryOnlyWhatDiffersFromTheDefaults() {
        RunSpec spec = RunSpec.lecture(AgentConfigs.PLAN_EXEC, 3);
        assertThat(spec.traceCommand())
                .isEqualTo("java -jar target/workbench.jar sim --mode traces"
                        + " --config plan_exec --format-trace   # data.traces[3]");
        assertThat(RunFixtures.unusualSpec(2).traceCommand())
                .contains(
                        "--world-seed 7",
                        "--n-stale 5",
                        "--memory-acc 0.6",
                        "--tasks 40",
                        "--task-seed 9",
                        "--new-data",
                        "--run-seed 1234",
                        "--config '{\"base\":\"plan_exec\"");
    }

    @Test
    void theAgentLinkCarriesTheDeclaredKeysAndACustomConfigAsItsCode() {
        Map<String, String> standard = parse(
                RunSpec.lecture(AgentConfigs.byName("plan_exec+reflect"), 5).agentUrl());
        assertThat(standard)
                .containsEntry("config", "plan_exec+reflect")
                .containsEntry("task", "5")
                .containsEntry("world_seed", "14")
                .containsEntry("memory_acc", "0.7")
                .containsEntry("new_data", "false")
                .doesNotContainKey("p_plan")
                .doesNotContainKey("seed");
        Map<String, String> custom = parse(RunFixtures.unusualSpec(2).agentUrl());
        assertThat(custom)
                .containsEntry("run_seed", "1234")
                .containsEntry("new_data", "true")
                .doesNotContainKeys(AgentConfig.FIELDS.toArray(String[]::new));
        // only the knobs that differ from the base, in AgentConfig.FIELDS order, and the code reads back
        String code = custom.get("config");
        assertThat(code).startsWith(RunFixtures.noisy().name() + ":");
        assertThat(ConfigCodes.decode(code)).isEqualTo(RunFixtures.noisy());
        List<String> knobs = Arrays.stream(code.substring(code.indexOf(',') + 1).split(","))
                .map(kv -> kv.substring(0, kv.indexOf('=')))
                .toList();
        assertThat(knobs).isSortedAccordingTo(Comparator.comparingInt(AgentConfig.FIELDS::indexOf));
        assertThat(code).contains("p_skip=0.25", "model=large");
    }

    static Map<String, String> parse(String url) {
        assertThat(url).startsWith("agent?");
        Map<String, String> out = new LinkedHashMap<>();
        for (String kv : URI.create("http://x/" + url).getRawQuery().split("&")) {
            String[] p = kv.split("=", 2);
            out.put(URLDecoder.decode(p[0], StandardCharsets.UTF_8), URLDecoder.decode(p[1], StandardCharsets.UTF_8));
        }
        return out;
    }
}
