package com.agenteval.workbench.lessons.tools;

import static com.agenteval.workbench.core.params.Parameters.CommandLines.JAR;

import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolSpec;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.tools.Tools.TruthCheck;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One call made in the playground: the tool, the argument text as typed, and either the reason the text was
 * refused or what {@code execute_tool} returned, with the data version that answered and the comparison with the
 * truth.
 */
sealed interface PlaygroundCall permits PlaygroundCall.Refused, PlaygroundCall.Called {

    String tool();

    String argsText();

    WorldSpec world();

    /**
     * The argument text is not a call's arguments; the tool did not run.
     *
     * @param problem why
     */
    record Refused(String tool, String argsText, WorldSpec world, ToolArguments.Problem problem)
            implements PlaygroundCall {
        public Refused {
            Objects.requireNonNull(tool, "tool");
            Objects.requireNonNull(argsText, "argsText");
            Objects.requireNonNull(world, "world");
            Objects.requireNonNull(problem, "problem");
        }
    }

    /**
     * The tool ran (or its server refused the arguments).
     *
     * @param args             the parsed arguments
     * @param result           what execute_tool returned
     * @param validationFailed the server's schema check refused the arguments before the tool ran
     * @param readFrom         the data version the tool reads, or null for calculator and make_chart
     * @param truth            the comparison with the truth
     */
    record Called(
            String tool,
            String argsText,
            WorldSpec world,
            PyDict args,
            ToolResult result,
            boolean validationFailed,
            @Nullable DataVersion readFrom,
            TruthCheck truth)
            implements PlaygroundCall {
        public Called {
            Objects.requireNonNull(tool, "tool");
            Objects.requireNonNull(argsText, "argsText");
            Objects.requireNonNull(world, "world");
            Objects.requireNonNull(args, "args");
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(truth, "truth");
        }
    }

    /** Parses the text and, if it is a JSON object, calls the tool against the world. Never throws. */
    static PlaygroundCall call(World world, String tool, String argsText) {
        String text = argsText == null ? "" : argsText;
        ToolArguments.Parsed parsed = ToolArguments.parse(text);
        if (parsed instanceof ToolArguments.Problem problem) {
            return new Refused(tool, text, world.spec(), problem);
        }
        PyDict args = ((ToolArguments.Args) parsed).dict();
        ToolResult result = Tools.execute(world, tool, args);
        ToolSpec spec = ToolSpecs.byName(tool);
        boolean refusedBySchema =
                result instanceof ToolResult.Failed && spec != null && Tools.validate(spec, args) != null;
        return new Called(
                tool,
                text,
                world.spec(),
                args,
                result,
                refusedBySchema,
                TruthCheck.versionRead(tool),
                TruthCheck.of(world, tool, args, result));
    }

    /**
     * The same call in the reference module, for the command view: {@code execute_tool} on {@code make_world} with
     * this world's parameters, the arguments passed through {@code json.loads} exactly as typed.
     */
    static String referenceCommand(String tool, String argsText, WorldSpec world) {
        String makeWorld = "aw.make_world(" + world.seed() + ", " + world.nStale() + ", "
                + PyFloats.repr(world.memoryAcc()) + ", " + PyFloats.repr(world.webExact()) + ", "
                + PyFloats.repr(world.webRounded()) + ")";
        String versions = SimParams.defaults("world")
                .withWorld(world.seed(), world.nStale(), world.memoryAcc(), world.webExact(), world.webRounded())
                .commandLine();
        return "# the call in the lecture's module (agent_world.py on the Python path)\n"
                + "python3 -c 'import json, sys, agent_world as aw; print(aw.execute_tool(" + makeWorld
                + ", sys.argv[1], json.loads(sys.argv[2])))' " + shellQuote(tool) + " " + shellQuote(argsText)
                + "\n# the truth, db, web and memory versions of this world\n" + JAR + versions;
    }

    /** A POSIX shell word that stands for exactly {@code s}. */
    static String shellQuote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }
}
