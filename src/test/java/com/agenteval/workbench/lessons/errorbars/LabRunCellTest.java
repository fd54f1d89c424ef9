package com.agenteval.workbench.lessons.errorbars;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.jobs.Job.Progress;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The lab's run cell, constructed and clicked: what its buttons raise, its busy state, the progress it shows. */
class LabRunCellTest {

    @Test
    void runRaisesAPressAndWhileRunningOnlyCancelIsAvailable() {
        LabRunCell cell = new LabRunCell("lab-x", "Run", "Cancel");
        List<String> heard = new ArrayList<>();
        cell.run().addPressListener(e -> heard.add("run"));
        cell.run().cancelButton().addPressListener(e -> heard.add("cancel"));

        assertThat(cell.run().cancelButton().isEnabled()).isFalse();
        cell.run().click();
        cell.running(true);
        cell.run().click(); // busy: ignored
        assertThat(cell.run().cancelButton().isEnabled()).isTrue();
        cell.run().cancelButton().click();
        cell.running(false);
        cell.cancelled();

        assertThat(heard).containsExactly("run", "cancel");
        assertThat(cell.run().isEnabled()).isTrue();
        assertThat(cell.run().cancelButton().isEnabled()).isFalse();
        assertThat(cell.statusText()).contains("errorbars.run.cancelled");
        assertThat(cell.getElement().getAttribute("id")).isEqualTo("lab-x");
    }

    @Test
    void progressIsReportedAtMostAHundredTimesAndAlwaysAtTheEnd() {
        List<Consumer<LabRunCell>> events = new ArrayList<>();
        Progress<Integer> every = LabWork.every(events::add, 2_000);
        for (int done = 1; done <= 2_000; done++) {
            every.report(done);
        }
        assertThat(events).hasSize(100);
        Progress<Integer> few = LabWork.every(events::add, 7);
        for (int done = 1; done <= 7; done++) {
            few.report(done);
        }
        assertThat(events).hasSize(107);

        LabRunCell cell = new LabRunCell("lab-y", "Run", "Cancel");
        cell.start(7);
        assertThat(cell.progressValue()).isZero();
        events.get(events.size() - 2).accept(cell); // 6 of 7
        assertThat(cell.progressValue()).isEqualTo(6 / 7.0);
        assertThat(cell.statusText()).contains("errorbars.run.progress");
        cell.failed("the server is busy");
        assertThat(cell.statusText()).contains("errorbars.run.failed");
        assertThat(cell.getElement().getChild(2).getClassList()).contains("nb-error");
    }
}
