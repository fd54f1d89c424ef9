package com.agenteval.workbench.core.params;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.forecast.offline.OfflineForecasting.SimulatedForecaster;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.params.AgentConfigs.ConfigCodes;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.ParamSpec.InvalidParameterException;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.tasks.Tasks.TaskSets;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ParametersTest {

    @Test
    void theDeclarationsAreRefDumpsNamesAndDefaults() {
        assertThat(Parameters.WORLD)
                .extracting(ParamSpec::name)
                .containsExactly("world_seed", "n_stale", "memory_acc", "web_exact", "web_rounded");
        assertThat(Parameters.WORLD)
                .extracting(ParamSpec::option)
                .containsExactly("--world-seed", "--n-stale", "--memory-acc", "--web-exact", "--web-rounded");
        WorldSpec lecture = WorldSpec.lecture();
        assertThat(Parameters.WORLD_SEED.defaultValue()).isEqualTo(lecture.seed());
        assertThat(Parameters.N_STALE.defaultValue()).isEqualTo(BigInteger.valueOf(lecture.nStale()));
        assertThat(Parameters.MEMORY_ACC.defaultValue()).isEqualTo(lecture.memoryAcc());
        assertThat(Parameters.WEB_EXACT.defaultValue()).isEqualTo(lecture.webExact());
        assertThat(Parameters.WEB_ROUNDED.defaultValue()).isEqualTo(lecture.webRounded());
        SimParams d = SimParams.defaults("results");
        assertThat(d.toPy().get("tasks").repr()).isEqualTo("200");
        assertThat(d.toPy().get("task_seed").repr()).isEqualTo("1");
        assertThat(d.toPy().get("intent_seed").repr()).isEqualTo("3");
        assertThat(Judges.NAMES).isEqualTo(Parameters.JUDGE.options());
        Set<String> names = new HashSet<>();
        for (ParamSpec<?> p : Parameters.ALL) {
            assertThat(names.add(p.name()))
                    .as("one declaration of %s", p.name())
                    .isTrue();
            assertThat(p.helpKey()).isEqualTo("param." + p.name());
        }
    }

    @Test
    void refusalsAreTheModulesSentencesNamingTheParameterAsSpelled() {
        assertThatThrownBy(() -> Parameters.N_STALE.read("66"))
                .isInstanceOf(InvalidParameterException.class)
                .hasMessage("n_stale must be between 0 and 65 (the number of records), got 66");
        assertThatThrownBy(() -> Parameters.N_STALE.read("66", "--n-stale"))
                .hasMessage("--n-stale must be between 0 and 65 (the number of records), got 66");
        assertThatThrownBy(() -> Parameters.MEMORY_ACC.read("nan"))
                .hasMessage("memory_acc must be a probability in [0, 1], got nan");
        assertThatThrownBy(() -> Parameters.WORLD_SEED.read("seven", "seed"))
                .hasMessage("seed must be an integer, got 'seven'");
        assertThatThrownBy(() -> Parameters.TEMPERATURE.read("0"))
                .hasMessage("temperature must be a finite number > 0, got 0.0");
        assertThatThrownBy(() -> Parameters.JUDGE.read("gpa"))
                .hasMessage("judge must be one of outcome, rules, got 'gpa'");
        // the same sentence the world itself gives
        assertThatThrownBy(() -> new WorldSpec(BigInteger.ONE, 66, 0.7, 0.4, 0.45))
                .hasMessage(Parameters.N_STALE.problem(BigInteger.valueOf(66)).orElseThrow());
    }

    @Test
    void valuesReadAsPythonReadsThem() {
        assertThat(Parameters.WORLD_SEED.read(" 1_0 ")).isEqualTo(BigInteger.TEN);
        assertThat(Parameters.WORLD_SEED.read("123456789012345678901234567890"))
                .isEqualTo(new BigInteger("123456789012345678901234567890"));
        assertThat(Parameters.MEMORY_ACC.read(".5")).isEqualTo(0.5);
        assertThat(Parameters.NEW_DATA.read("true")).isTrue();
        assertThat(Parameters.WORLD_SEED.accepts("seed")).isTrue();
        assertThat(Parameters.N_STALE.accepts("stale")).isTrue();
        assertThat(Parameters.MEMORY_ACC.accepts("seed")).isFalse();
        assertThat(Parameters.MEMORY_ACC.format(1.0)).isEqualTo("1");
        // float() of a few thousand digits is inf in Python; the syntax check once overflowed the stack on it
        assertThat(Parameters.MEMORY_ACC.parse("1".repeat(4000))).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(Parameters.MEMORY_ACC.parse("1_000.000_5e-3")).isEqualTo(1.0000005);
        assertThatThrownBy(() -> Parameters.MEMORY_ACC.parse("1_.5")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theConfigTakesANameACodeOrTheModulesJson() {
        assertThat(Parameters.CONFIG.problem("plan_exec")).isEmpty();
        assertThat(Parameters.CONFIG.problem("skippy:plan_exec,p_skip=0.3")).isEmpty();
        assertThat(Parameters.CONFIG.problem("{\"base\":\"react\",\"rho\":0.2}"))
                .isEmpty();
        assertThat(Parameters.CONFIG.problem("skippy:plan_exec,p_skip=2"))
                .contains("config is not a config: p_skip must be a probability in [0, 1], got 2.0");
    }

    @Test
    void newDataIsOneTaskSetEverywhere() {
        assertThat(TaskSets.FAMILIAR.seed()).isEqualTo(Parameters.TASK_SEED.defaultValue());
        assertThat(TaskSets.NEW_DATA.seed()).isEqualTo(Parameters.NEW_TASK_SEED.defaultValue());
        assertThat(TaskSets.NEW_DATA.newData()).isTrue();
        assertThat(TaskSets.of(true)).isEqualTo(TaskSets.NEW_DATA);
        assertThat(TaskSets.FAMILIAR.seed()).isNotEqualTo(TaskSets.NEW_DATA.seed());
    }

    @Test
    void aConfigCodeHasOnlyTheKnobsThatDifferInFieldOrder() {
        AgentConfig skippy = AgentConfigs.PLAN_EXEC.replace("skippy").pSkip(0.3).build();
        assertThat(ConfigCodes.encode(skippy)).isEqualTo("skippy:plan_exec,p_skip=0.3");
        AgentConfig many = AgentConfigs.PLAN_EXEC
                .replace("m")
                .model("large")
                .rho(0.9)
                .pPlan(0.5)
                .votes(3)
                .build();
        assertThat(ConfigCodes.encode(many))
                .isEqualTo("m:vote3,p_plan=0.5,rho=0.9,model=large"); // vote3 is the closest base
        assertThat(ConfigCodes.decode("m:plan_exec,model=large,votes=3,rho=0.9,p_plan=0.5"))
                .isEqualTo(many);
        assertThat(ConfigCodes.encode(AgentConfigs.byName("react"))).isEqualTo("react");
        assertThat(ConfigCodes.encode(
                        AgentConfigs.byName("react").replace("r2").rho(0.1).build()))
                .isEqualTo("r2:react,rho=0.1"); // the base it differs least from
        for (AgentConfig c : List.of(
                skippy, many, AgentConfigs.PERFECT.replace("p").planner(false).build())) {
            assertThat(ConfigCodes.decode(ConfigCodes.encode(c))).isEqualTo(c);
        }
    }

    @Test
    void aBadCodeIsASentence() {
        assertThatThrownBy(() -> ConfigCodes.decode("x:nobody")).hasMessageContaining("unknown base config 'nobody'");
        assertThatThrownBy(() -> ConfigCodes.decode("x:plan_exec,p_skip")).hasMessageContaining("knob=value");
        assertThatThrownBy(() -> ConfigCodes.decode("x:plan_exec,p_skip=a"))
                .hasMessage("config knob 'p_skip' must be a number, got 'a'");
        assertThatThrownBy(() -> ConfigCodes.decode("x:plan_exec,p_skip=0.1,p_skip=0.2"))
                .hasMessageContaining("given twice");
        assertThatThrownBy(() -> ConfigCodes.decode("x:plan_exec,wings=2"))
                .hasMessageContaining("unknown config field 'wings'");
        assertThatThrownBy(() -> ConfigCodes.decode("<b>:plan_exec")).hasMessageContaining("a config name");
        assertThatThrownBy(() -> ConfigCodes.decode("x:plan_exec," + "p_skip=0.1,".repeat(100)))
                .hasMessageContaining("at most");
    }

    @Test
    void theForecastersOptionsKeepTheCommandsOwnWords() {
        assertThat(Parameters.FORECASTER)
                .extracting(ParamSpec::option)
                .containsExactly(
                        "--agents",
                        "--seed",
                        "--max-steps",
                        "--max-results",
                        "--noise",
                        "--overconfidence",
                        "--hedging",
                        "--format-slips",
                        "--max-searches",
                        "--market-price",
                        "--bins");
        SimulatedForecaster.Knobs knobs = SimulatedForecaster.Knobs.defaults();
        assertThat(List.of(
                        Parameters.NOISE.defaultValue(),
                        Parameters.OVERCONFIDENCE.defaultValue(),
                        Parameters.HEDGING.defaultValue(),
                        Parameters.FORMAT_SLIPS.defaultValue(),
                        Parameters.MAX_SEARCHES.defaultValue().intValue()))
                .containsExactly(
                        knobs.noise(),
                        knobs.overconfidence(),
                        knobs.hedging(),
                        knobs.formatSlipRate(),
                        knobs.maxSearches());
        assertThatThrownBy(() -> Parameters.AGENTS.read("0", "option --agents"))
                .hasMessage("option --agents needs an integer from 1 to 100, got '0'");
        assertThatThrownBy(() -> Parameters.AGENTS.read("two"))
                .hasMessage("agents needs an integer from 1 to 100, got 'two'");
        assertThatThrownBy(() -> Parameters.FORECASTER_SEED.read("1_0")).hasMessage("seed needs an integer, got '1_0'");
        assertThatThrownBy(() -> Parameters.OVERCONFIDENCE.read("0"))
                .hasMessage("overconfidence needs a number > 0, got '0'");
        assertThatThrownBy(() -> Parameters.HEDGING.read("Infinity"))
                .hasMessage("hedging needs a number from 0 to 1, got 'Infinity'");
        // Java's number syntax, as the command always read it: "NaN" is a number (out of range), "nan" is not
        assertThatThrownBy(() -> Parameters.NOISE.read("NaN")).hasMessage("noise needs a number ≥ 0, got 'NaN'");
        assertThatThrownBy(() -> Parameters.NOISE.read("nan")).hasMessage("noise needs a number, got 'nan'");
        assertThat(Parameters.NOISE.read(" 2.5 ")).isEqualTo(2.5);
        // sim's parameters keep Python's
        assertThatThrownBy(() -> Parameters.TEMPERATURE.read("NaN"))
                .hasMessage("temperature must be a finite number > 0, got nan");
    }

    @Test
    void aNarrowerRangeIsRefusedInTheDeclaredWords() {
        IntSpec live = Parameters.AGENTS.within(1, 10);
        assertThat(live.name()).isEqualTo("agents");
        assertThat(live.option()).isEqualTo("--agents");
        assertThatThrownBy(() -> live.read("11", "option --agents"))
                .hasMessage("option --agents needs an integer from 1 to 10, got '11'");
        IntSpec pageIntents = Parameters.INTENTS.within(1, 2_000);
        assertThat(pageIntents.defaultValue()).isEqualTo(Parameters.INTENTS.defaultValue());
        assertThat(pageIntents.problem(BigInteger.ZERO)).contains("intents must be between 1 and 2000, got 0");
        // never wider than declared, and the default moves into the range
        IntSpec k = Parameters.K.within(0, 4);
        assertThat(k.min()).isEqualTo(BigInteger.ONE);
        assertThat(k.max()).isEqualTo(BigInteger.valueOf(4));
        assertThat(k.defaultValue()).isEqualTo(BigInteger.valueOf(4));
    }

    @Test
    void theReliabilityGroupIsTheProbabilitiesAndCountsOfPassK() {
        assertThat(Parameters.RELIABILITY).extracting(ParamSpec::name).containsExactly("p", "k", "rho");
        assertThatThrownBy(() -> Parameters.PASS_RATE.read("1.5"))
                .hasMessage("p must be a probability in [0, 1], got 1.5");
        assertThatThrownBy(() -> Parameters.K.read("65")).hasMessage("k must be between 1 and 64, got 65");
        assertThat(Parameters.TASK_SET_CHOICE.problem("both")).isEmpty();
        assertThat(Parameters.TASK_SET_CHOICE.problem("all"))
                .contains("task_set must be one of familiar, new, both, got 'all'");
    }
}
