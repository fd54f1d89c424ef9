package com.agenteval.workbench.core.inspect;

import com.agenteval.workbench.core.agent.live.LiveRunFile.SavedLiveRun;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.sim.SimParams;
import java.util.List;

/**
 * The Inspect AI eval logs the workbench writes, one per kind of run, and the file name Inspect gives each: the way in
 * to this package from outside it. Each log is a {@link PyDict} that {@code PyJson.dumps} writes as Inspect reads it.
 *
 * <pre>{@code
 * PyDict log = InspectLogs.simulated(SimParams.defaults("results").withRepeats(3));
 * Files.writeString(folder.resolve(InspectLogs.fileName(log)), PyJson.dumps(log));   // opens in `inspect view`
 * }</pre>
 */
public final class InspectLogs {

    /** Samples in one simulated log at most: a sample with its transcript is some 28 kB, and the log is in memory. */
    public static final int MAX_SAMPLES = SimulatedEvalLog.MAX_SAMPLES;

    private InspectLogs() {}

    /**
     * A simulated run: {@code p}'s world, task set, config ({@code plan_exec} when none is given) and run, with the
     * draws of {@code sim --mode results}, so the log's accuracy is that command's.
     */
    public static PyDict simulated(SimParams p) {
        return SimulatedEvalLog.of(p);
    }

    /** The sim options a simulated log takes: the world, the task set, the config and the run (issue 17). */
    public static List<ParamSpec<?>> exported() {
        return SimulatedEvalLog.exported();
    }

    /** The book's run traces (the forecasting research agent's), a sample each, in the order given (at least one). */
    public static PyDict bookRuns(List<RunTrace> runs) {
        return BookTraceEvalLog.of(runs);
    }

    /** A recorded run of the LLM GPA judge: a sample per judged trace, with the judge's real calls. */
    public static PyDict judgeRun(JudgeRun run) {
        return JudgeRunEvalLog.of(run);
    }

    /** A saved live world-agent run: one sample with its real messages, token usage and outcome score. */
    public static PyDict liveRun(SavedLiveRun saved) {
        return LiveRunEvalLog.of(saved);
    }

    /**
     * The file name Inspect gives a log, {@code {created}_{task}_{id}.json}: {@code inspect view} lists only names
     * that start with the time.
     */
    public static String fileName(PyDict log) {
        return EvalLogs.fileName(log);
    }
}
