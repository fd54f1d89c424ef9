package com.agenteval.workbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.app.live.LiveThreads;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A command's background work: its readers and live pools are named, and shut down when the command ends. */
class CommandWorkTest {

    @Test
    void theReadersAndTheLivePoolsAreShutDownWhenTheCommandEnds() throws Exception {
        ExecutorService readers;
        LiveThreads live;
        try (CommandWork work = new CommandWork()) {
            readers = work.readers();
            live = work.live();
            assertThat(readers.submit(() -> Thread.currentThread().getName()).get(10, TimeUnit.SECONDS))
                    .isEqualTo("saved-file-read-1");
        }
        assertThat(readers.isShutdown()).isTrue();
        assertThat(live.deadlines().isShutdown()).isTrue();
        assertThat(live.checks().isShutdown()).isTrue();
        assertThat(live.calls().isShutdown()).isTrue();
    }
}
