package com.agenteval.workbench.lessons.outcome;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.outcome.OutcomeMeasures;
import com.agenteval.workbench.core.outcome.OutcomeMeasures.OutcomeIntervals;
import com.agenteval.workbench.lessons.shared.RunSpec;
import java.util.List;
import java.util.Objects;

/**
 * One task set (familiar or new data) run by the chosen config: every trace, in task order, and the measures.
 *
 * @param newData  the new-data set (every task touches 2024)
 * @param spec     the run of the set's first task; the others differ only in {@code task}
 * @param traces   every trace, as {@code sim --mode traces} prints them
 * @param measures the four measures
 * @param intervals their rates' 95% intervals (every method; the page's switch picks one)
 */
record TaskSetRun(
        boolean newData, RunSpec spec, List<Trace> traces, OutcomeMeasures measures, OutcomeIntervals intervals) {

    TaskSetRun {
        Objects.requireNonNull(spec, "spec");
        traces = List.copyOf(traces);
        Objects.requireNonNull(measures, "measures");
        Objects.requireNonNull(intervals, "intervals");
    }

    /** The translation key of the set's name. */
    String nameKey() {
        return newData ? "outcome.set.new" : "outcome.set.familiar";
    }

    /** The agent page's link that reproduces trace {@code index} of this set. */
    String agentUrl(int index) {
        return new RunSpec(spec.world(), spec.tasks(), spec.taskSeed(), newData, spec.config(), spec.runSeed(), index)
                .agentUrl();
    }
}
