package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The judges of the judge lesson and how to run one over traces.
 *
 * <pre>{@code
 * TraceSet set = TraceSet.of(params);
 * Judge rules = Judges.rules();
 * Judge outcome = Judges.outcomeOnly(set.referenceAnswers());
 * Scorecard card = Scorecard.of(set.traces(), Judges.run(rules, set.traces()));
 * }</pre>
 */
public final class Judges {

    /** The judge names the command line and the page take, in display order. */
    public static final List<String> NAMES = Parameters.JUDGE.options();

    private Judges() {}

    /** The rule-based trajectory judge (deterministic; sees only the {@link JudgeInput}). */
    public static Judge rules() {
        return new RuleJudge();
    }

    /** The outcome-only baseline, given the reference answer of each trace id. */
    public static Judge outcomeOnly(Map<String, PyObject> referenceAnswers) {
        return new OutcomeJudge(referenceAnswers);
    }

    /** A judge by name, for the traces of {@code set}. */
    public static Judge byName(String name, TraceSet set) {
        return switch (canonical(name)) {
            case "outcome" -> outcomeOnly(set.referenceAnswers());
            default -> rules();
        };
    }

    /** {@code rules} for {@code rule} or {@code rules}, {@code outcome} for {@code outcome}; else an error. */
    public static String canonical(String name) {
        return switch (name) {
            case "rule", "rules" -> "rules";
            case "outcome" -> "outcome";
            default -> throw new IllegalArgumentException("unknown judge '" + name + "' (outcome, rules)");
        };
    }

    /** One verdict per trace, in order; each judge sees only {@link JudgeInput#of(Trace)}. */
    public static List<Verdict> run(Judge judge, List<Trace> traces) {
        List<Verdict> out = new ArrayList<>(traces.size());
        for (Trace t : traces) {
            Verdict v = judge.judge(JudgeInput.of(t));
            if (!v.traceId().equals(t.task().id())) {
                throw new IllegalStateException("the judge answered for " + v.traceId() + " on "
                        + t.task().id());
            }
            out.add(v);
        }
        return out;
    }
}
