package com.agenteval.workbench.notebook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.jobs.Job.Cancellation.CancelledException;
import java.io.IOException;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

/**
 * The cell runner: what counts as a superseded run, and that it has no lanes of its own. In the app the lanes are the
 * compute pool bean (ComputePoolTest; ShellBrowserTest checks the threads).
 */
class CellRunnerTest {

    @Test
    void aSupersededRunIsNotAnErrorButAFailureIs() {
        assertThat(CellRunner.superseded(new CancellationException("superseded")))
                .isTrue();
        assertThat(CellRunner.superseded(new IllegalStateException(new CancellationException("superseded"))))
                .isTrue();
        assertThat(CellRunner.superseded(new CancelledException())).isTrue();
        assertThat(CellRunner.superseded(new IllegalStateException("no such config")))
                .isFalse();
        assertThat(CellRunner.superseded(new RuntimeException(new IOException("disk"))))
                .isFalse();
    }

    @Test
    void withoutTheAppsLanesAPageFailsLoudlyInsteadOfComputingOnThreadsOfItsOwn() {
        // no Vaadin service here: before issue 28 the runner fell back to static lanes of its own, silently
        assertThatThrownBy(CellRunner::lanes)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("compute lanes");
    }
}
