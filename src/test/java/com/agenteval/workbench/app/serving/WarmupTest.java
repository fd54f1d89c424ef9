package com.agenteval.workbench.app.serving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WarmupTest {

    private static WarmupStep step(String name, List<String> ran, boolean fails) {
        return new WarmupStep() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public void run(boolean first) {
                ran.add(name);
                if (fails) {
                    throw new IllegalStateException("boom");
                }
            }
        };
    }

    @Test
    void runsEveryStepEveryRoundAndAFailingStepDoesNotStopTheOthers() {
        List<String> ran = new ArrayList<>();
        Warmup warmup = new Warmup(List.of(step("configs", ran, false), step("judges", ran, true),
                step("replay", ran, false)), true, 2);
        warmup.runAll();
        assertThat(ran).containsExactly("configs", "judges", "replay", "configs", "judges", "replay");
    }

    @Test
    void switchedOffItStartsNothing() {
        List<String> ran = new ArrayList<>();
        new Warmup(List.of(step("configs", ran, false)), false, 3).start();
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().equals("workbench-warmup"));
        assertThat(ran).isEmpty();
    }

    @Test
    void refusesAnUnboundedNumberOfRounds() {
        assertThatThrownBy(() -> new Warmup(List.of(), true, 51))
                .hasMessageContaining("workbench.warmup.rounds must be between 0 and 50");
    }
}
