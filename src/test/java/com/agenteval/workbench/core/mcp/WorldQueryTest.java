package com.agenteval.workbench.core.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WorldQueryTest {

    private static Checked<WorldSpec> parse(Map<String, List<String>> q) {
        return WorldQuery.parse(q, WorldSpec.lecture());
    }

    @Test
    void theWorldPagesParametersOverTheDefaults() {
        assertThat(parse(Map.of())).isEqualTo(new Checked.Ok<>(WorldSpec.lecture()));
        assertThat(parse(Map.of(
                        "seed",
                        List.of("7"),
                        "stale",
                        List.of("3"),
                        "web_exact",
                        List.of("0.5"),
                        "other",
                        List.of("ignored"))))
                .isEqualTo(new Checked.Ok<>(new WorldSpec(BigInteger.valueOf(7), 3, 0.7, 0.5, 0.45)));
        assertThat(parse(Map.of("world_seed", List.of("7"), "n_stale", List.of("3"))))
                .isEqualTo(new Checked.Ok<>(new WorldSpec(BigInteger.valueOf(7), 3, 0.7, 0.4, 0.45)));
        assertThat(parse(Map.of("world_seed", List.of("8"), "seed", List.of("7")))) // the canonical key wins
                .isEqualTo(new Checked.Ok<>(WorldSpec.of(8)));
        assertThat(parse(Map.of("n_stale", List.of("4"))))
                .isEqualTo(new Checked.Ok<>(new WorldSpec(BigInteger.valueOf(14), 4, 0.7, 0.4, 0.45)));
    }

    @Test
    void badValuesAreSentences() {
        assertThat(parse(Map.of("seed", List.of("abc"))))
                .isEqualTo(new Checked.Refused<WorldSpec>("seed must be an integer, got 'abc'"));
        assertThat(parse(Map.of("stale", List.of("two"))))
                .isEqualTo(new Checked.Refused<WorldSpec>("stale must be an integer, got 'two'"));
        assertThat(parse(Map.of("memory_acc", List.of("1.5"))))
                .isEqualTo(new Checked.Refused<WorldSpec>("memory_acc must be a probability in [0, 1], got 1.5"));
        assertThat(parse(Map.of("n_stale", List.of("66"))))
                .isEqualTo(new Checked.Refused<WorldSpec>(
                        "n_stale must be between 0 and 65 (the number of records), got 66"));
        assertThat(parse(Map.of("seed", List.of("9".repeat(5000)))))
                .isEqualTo(new Checked.Refused<WorldSpec>("seed is too long (5000 characters)"));
    }
}
