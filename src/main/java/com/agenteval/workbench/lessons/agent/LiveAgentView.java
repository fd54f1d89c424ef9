package com.agenteval.workbench.lessons.agent;

import com.agenteval.workbench.core.agent.live.LiveRunFile.SavedLiveRun;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What the live-agent cell shows: the saved runs to choose from, the chosen one replayed (with the rule judge's
 * verdict) or why it cannot be shown, and whether a live run can start in this session.
 *
 * @param files      the saved run files, newest first, with a label (or their problem)
 * @param selected   the chosen file, or null when there is none
 * @param run        the chosen run, replayed offline, or null
 * @param verdict    the rule judge's verdict on the run's trace, or null
 * @param outcome    the outcome-only judge's verdict (given the task's reference answer), or null
 * @param problem    why the chosen file cannot be shown, or null
 * @param live       the provider a live run would use ("Anthropic · claude-..."), or null when the session has none
 * @param targetTask the task a live run would do (id and question)
 */
record LiveAgentView(
        List<FileChoice> files,
        @Nullable String selected,
        @Nullable SavedLiveRun run,
        @Nullable Verdict verdict,
        @Nullable Verdict outcome,
        @Nullable String problem,
        @Nullable String live,
        String targetTask) {

    LiveAgentView {
        files = List.copyOf(files);
    }

    /** One saved file in the chooser. */
    record FileChoice(String fileName, String label) {}
}
