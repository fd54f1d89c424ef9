package com.agenteval.workbench.app.lesson;

import com.agenteval.workbench.app.cache.SharedResults;
import com.agenteval.workbench.app.forecast.TraceStoreService;
import com.agenteval.workbench.app.judges.JudgeRunService;
import com.agenteval.workbench.app.live.ProviderConfig;
import com.agenteval.workbench.app.live.judge.LiveJudging;
import com.agenteval.workbench.app.otel.SpanSource;
import com.agenteval.workbench.app.session.LiveSettings;
import com.agenteval.workbench.app.session.SessionSpans;
import com.agenteval.workbench.core.Checked;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.judge.JudgeComparison;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns.JudgeRunStore;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.stats.JudgeIntervals;
import java.io.IOException;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The judges lesson's services: the rule and outcome judges scored once for every student, and the LLM judge's saved
 * runs and capped live runs on the session's models, each live run also sent as OpenTelemetry spans (issue 17).
 */
public class JudgesLesson {

    private final JudgeRunService judgeRuns;
    private final LiveSettings settings;
    private final SharedResults shared;
    private final SessionSpans spans;

    public JudgesLesson(JudgeRunService judgeRuns, LiveSettings settings, SharedResults shared, SessionSpans spans) {
        this.judgeRuns = judgeRuns;
        this.settings = settings;
        this.shared = shared;
        this.spans = spans;
    }

    /** Both judges on the traces {@code params} define, judged once for every student. */
    public JudgeComparison comparison(SimParams params) {
        return shared.judgeComparison(params);
    }

    /** The bootstrap intervals of both judges' scores, outcome judge first. */
    public List<JudgeIntervals> intervals(SimParams params) {
        return shared.judgeIntervals(params);
    }

    /** The saved LLM-judge runs. */
    public List<JudgeRunStore.Listed> savedRuns() {
        return judgeRuns.list();
    }

    /** A saved run replayed, or why it cannot be. */
    public Checked<JudgeRuns.Replay> open(String fileName) {
        return judgeRuns.open(fileName);
    }

    /** A saved run's path as the command line names it. */
    public String shownPath(String fileName) {
        return TraceStoreService.display(judgeRuns.folder().resolve(fileName));
    }

    /** The session's provider described, or null when it is not usable. */
    public @Nullable String usableProvider() {
        ProviderConfig provider = settings.provider(settings.active());
        return provider.usable() ? provider.describe() : null;
    }

    /** The most traces a live run judges. */
    public int maxLiveTraces() {
        return LiveJudging.MAX_TRACES;
    }

    /**
     * The session's models described, as a live run starts.
     *
     * @throws IllegalArgumentException with the reason, when no provider is usable
     */
    public String model() {
        return settings.models().config().describe();
    }

    /** A capped live run of the first {@code traces} traces on the session's models; returns the saved file's name. */
    public String runLive(int traces, SimParams params, JudgeRuns.Progress progress, Cancellation cancellation)
            throws IOException {
        return judgeRuns.runLive(
                settings.models(),
                params,
                traces,
                progress,
                cancellation,
                run -> spans.send(SpanSource.of(0, s -> s.judgeRun(run))));
    }
}
