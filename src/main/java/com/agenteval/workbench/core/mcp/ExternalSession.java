package com.agenteval.workbench.core.mcp;

import com.agenteval.workbench.core.agent.Step;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judges;
import com.agenteval.workbench.core.judge.Verdict;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.TruthCheck;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The calls one MCP client session made, as a trace without a task: the calls in arrival order as the core's
 * {@link Step.Call} steps (numbered 0, 1, ...), no plan and no final answer, since the server sees neither. The
 * outcome check is per call ({@link ExternalCall#truth()}: which data version answered and whether the value equals
 * the truth); the rule judge reads the trace like any other, and the rules that need a question, a plan or a final
 * answer find nothing to say.
 *
 * <pre>{@code
 * ExternalSession s = log.sessions().get(0);
 * s.calls();                 // in order
 * s.verdict().findings();    // e.g. EE@3 "repeats the db_lookup call of step 1 with identical arguments"
 * }</pre>
 *
 * @param id      the session's label in this app ({@code mcp-1}, {@code mcp-2}, ...; not the transport's secret id)
 * @param client  the client's name and version as it introduced itself, or empty
 * @param started when its first call arrived
 * @param calls   the recorded calls, at most the log's limit per session
 * @param dropped calls made after the limit: executed, counted, not kept
 */
public record ExternalSession(String id, String client, Instant started, List<ExternalCall> calls, int dropped) {

    /** What the judge is told the "task" was: there is none. */
    public static final String NO_TASK = "(no task: tool calls made by an external MCP client)";

    public ExternalSession {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(started, "started");
        calls = List.copyOf(calls);
        for (int i = 0; i < calls.size(); i++) {
            if (calls.get(i).step().index() != i) {
                throw new IllegalArgumentException(
                        "call " + i + " says it is step " + calls.get(i).step().index());
            }
        }
        if (dropped < 0) {
            throw new IllegalArgumentException("dropped must be >= 0");
        }
    }

    /** The trace's steps: one call step per recorded call. */
    public List<Step> steps() {
        return calls.stream().map(c -> (Step) c.step()).toList();
    }

    /** What a judge may see: the six tools, the calls, no question, no final answer. */
    public JudgeInput judgeInput() {
        return new JudgeInput(id, NO_TASK, ToolSpecs.CORE, steps(), PyNone.NONE);
    }

    /** The rule judge's verdict on the trace. */
    public Verdict verdict() {
        return Judges.rules().judge(judgeInput());
    }

    /** How many calls got this truth verdict. */
    public long count(TruthCheck.Status status) {
        return calls.stream().filter(c -> c.truth().status() == status).count();
    }

    /** How many calls the strict schema check (or the size limit) refused. */
    public long refused() {
        return calls.stream().filter(ExternalCall::validationFailed).count();
    }
}
