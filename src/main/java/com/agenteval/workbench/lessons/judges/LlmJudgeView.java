package com.agenteval.workbench.lessons.judges;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.core.judge.Scorecard.MetricScore;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.python.PyFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A replayed LLM judge run beside the rule judge on the same traces: what the LLM section of the judges page shows.
 *
 * @param fileName the judge-run file
 * @param replay   the offline replay (every reply from the file)
 * @param rules    the rule judge's scorecard on the same traces
 */
public record LlmJudgeView(String fileName, JudgeRuns.Replay replay, Scorecard rules) {

    public static LlmJudgeView of(String fileName, JudgeRuns.Replay replay) {
        return new LlmJudgeView(
                fileName, replay, Scorecard.of(replay.traces(), Judges.run(Judges.rules(), replay.traces())));
    }

    JudgeRun run() {
        return replay.run();
    }

    Scorecard llm() {
        return replay.card();
    }

    /**
     * One metric: the LLM's mean 0–3 score over the traces whose reply was read, how many replies were not, and
     * both judges' trace-level scores against the labels.
     */
    record Row(Metric metric, double meanScore, int unreadable, MetricScore llm, MetricScore rules) {
        String name() {
            return metric.name();
        }
    }

    List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (Metric m : Metric.values()) {
            int n = 0;
            int sum = 0;
            int unreadable = 0;
            for (Verdict v : replay.verdicts()) {
                Integer s = v.scores().get(m);
                if (s != null) {
                    n++;
                    sum += s;
                }
                unreadable +=
                        (int) v.unparsed().stream().filter(u -> u.metric() == m).count();
            }
            MetricScore byLlm = Objects.requireNonNull(llm().metrics().get(m), "a scorecard scores every metric");
            MetricScore byRules = Objects.requireNonNull(rules.metrics().get(m), "a scorecard scores every metric");
            rows.add(new Row(m, n == 0 ? Double.NaN : (double) sum / n, unreadable, byLlm, byRules));
        }
        return rows;
    }

    /** Whether the calls went to this machine: a local model, or a test's fake server. */
    boolean localServer() {
        String host = run().provenance().baseUrlHost();
        return host != null
                && (host.startsWith("localhost")
                        || host.startsWith("127.")
                        || host.startsWith("[::1]")
                        || host.startsWith("0.0.0.0"));
    }

    static String mean(double x) {
        return Double.isNaN(x) ? "—" : PyFormat.fixed(x, 2);
    }
}
