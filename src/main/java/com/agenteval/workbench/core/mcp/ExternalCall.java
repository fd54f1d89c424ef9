package com.agenteval.workbench.core.mcp;

import com.agenteval.workbench.core.agent.Step;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.tools.ToolResult;
import com.agenteval.workbench.core.tools.ToolSpec;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.tools.TruthCheck;
import com.agenteval.workbench.core.world.DataVersion;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.WorldSpec;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

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
