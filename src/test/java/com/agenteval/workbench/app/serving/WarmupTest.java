package com.agenteval.workbench.app.serving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.app.jobs.BackgroundWork;
import java.util.ArrayList;
import org.springframework.context.support.StaticApplicationContext;
import java.util.List;
import org.junit.jupiter.api.Test;

class WarmupTest {

    /** Outside a web server (as in a command-line run) the page part opens nothing. */
    private static final PageWarmup NO_SERVER = new PageWarmup(new StaticApplicationContext(), "", List.of("configs"),
            40);

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
                step("replay", ran, false)), NO_SERVER, true, 2, false, null, new BackgroundWork());
        warmup.runAll();
        assertThat(ran).containsExactly("configs", "judges", "replay", "configs", "judges", "replay");
    }

    @Test
    void switchedOffItStartsNothing() {
        List<String> ran = new ArrayList<>();
        new Warmup(List.of(step("configs", ran, false)), NO_SERVER, false, 3, false, null, new BackgroundWork())
                .start();
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().startsWith("workbench-warmup"));
        assertThat(ran).isEmpty();
    }

    @Test
    void refusesAnUnboundedNumberOfRounds() {
        assertThatThrownBy(() -> new Warmup(List.of(), NO_SERVER, true, 51, false, null, new BackgroundWork()))
                .hasMessageContaining("workbench.warmup.rounds must be between 0 and 50");
    }
}
