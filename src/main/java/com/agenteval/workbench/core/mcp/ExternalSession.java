package com.agenteval.workbench.core.mcp;

import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolSpec;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.tools.TruthCheck;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.WorldSpec;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

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

    /** The session as its saved file holds it ({@link ExternalSessionJson#write}): pretty JSON, a final newline. */
    public String json() {
        return ExternalSessionJson.write(this);
    }

    /** The session in the saved files' envelope, as a dict ({@link ExternalSessionJson#of}). */
    public PyDict toPy() {
        return ExternalSessionJson.of(this);
    }

    /**
     * One tool call an external MCP client made: the step as the core records calls ({@link Step.Call}: tool, args,
     * the module's output dict, and {@code read} = the value the tool returned, since a client's reading is not
     * visible to the server), when it came, against which world, whether the strict schema check refused it, which data
     * version answered, and whether the value equals the world's truth.
     *
     * <pre>{@code
     * ExternalCall c = ExternalCall.run(world, 0, Instant.now(), "db_lookup", args);
     * c.step().output();        // what execute_tool returned
     * c.truth().status();       // EQUALS_TRUTH, DIFFERS (a stale record), NO_VALUE or NOT_DATA
     * }</pre>
     *
     * @param at               when the call arrived
     * @param world            the world it ran against
     * @param step             the call as a trace step
     * @param validationFailed the schema check refused the arguments before the tool ran (or they were too large)
     * @param readFrom         the data version that answered (db, web), or null: calculator and make_chart read no
     *                         data, and a refused call never reached the tool
     * @param truth            the comparison of the returned value with the truth
     */
    public record ExternalCall(
            Instant at,
            WorldSpec world,
            Step.Call step,
            boolean validationFailed,
            @Nullable DataVersion readFrom,
            TruthCheck truth) {

        public ExternalCall {
            Objects.requireNonNull(at, "at");
            Objects.requireNonNull(world, "world");
            Objects.requireNonNull(step, "step");
            Objects.requireNonNull(truth, "truth");
        }

        /**
         * Runs {@code execute_tool} — the strict schema check with the module's messages, then the tool — and records
         * the call as step {@code index}. Never throws.
         */
        public static ExternalCall run(World world, int index, Instant at, String tool, PyDict args) {
            ToolResult result = Tools.execute(world, tool, args);
            ToolSpec spec = ToolSpecs.byName(tool);
            boolean refused = result instanceof ToolResult.Failed && spec != null && validates(spec, args) != null;
            TruthCheck truth;
            try {
                truth = TruthCheck.of(world, tool, args, result);
            } catch (RuntimeException e) {
                truth = nothingToCompare(tool); // TruthCheck itself never throws; this is a guard
            }
            return new ExternalCall(
                    at,
                    world.spec(),
                    step(index, tool, args, result),
                    refused,
                    refused ? null : TruthCheck.versionRead(tool),
                    truth);
        }

        /** A call whose arguments the server refused before they reached the tool (too large, not JSON values). */
        public static ExternalCall refused(WorldSpec world, int index, Instant at, String tool, String reason) {
            return new ExternalCall(
                    at,
                    world,
                    step(index, tool, new PyDict(Map.of()), new ToolResult.Failed(reason)),
                    true,
                    null,
                    nothingToCompare(tool));
        }

        /** No value came back: nothing to compare (or, for calculator and make_chart, no data to compare). */
        private static TruthCheck nothingToCompare(String tool) {
            return new TruthCheck(
                    TruthCheck.versionRead(tool) == null ? TruthCheck.Status.NOT_DATA : TruthCheck.Status.NO_VALUE,
                    List.of(),
                    false);
        }

        private static @Nullable String validates(ToolSpec spec, PyDict args) {
            try {
                return Tools.validate(spec, args);
            } catch (RuntimeException e) {
                return e.getMessage();
            }
        }

        /**
         * The variable every external call writes. A client's variables are not visible to the server, and the rule
         * judge compares variables only together with the tool, so one name for all gives its definitions for a client:
         * a failed call is "retried" when a later call of the same tool succeeds, a repeat is the same tool with
         * identical arguments.
         */
        public static final String VAR = "value";

        /** The call as a trace step: read = the value the tool returned (None when it failed). */
        private static Step.Call step(int index, String tool, PyDict args, ToolResult result) {
            return new Step.Call(index, index, tool, args, result, VAR, result.value(), List.of());
        }

        /** The same call as step {@code index} of its session's trace. */
        public ExternalCall withIndex(int index) {
            return index == step.index()
                    ? this
                    : new ExternalCall(
                            at,
                            world,
                            step(index, step.tool(), step.args(), step.output()),
                            validationFailed,
                            readFrom,
                            truth);
        }

        /** The tool's name. */
        public String tool() {
            return step.tool();
        }

        /** What execute_tool returned. */
        public ToolResult result() {
            return step.output();
        }
    }
}
