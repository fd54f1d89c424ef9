package com.agenteval.workbench.core.agent.live;

import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.LiveAgentSettings;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.Price;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Task.Subtask;
import com.agenteval.workbench.core.tasks.Task.Subtask.FetchSpec;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.List;
import java.util.function.Function;

/**
 * The lecture's world and task set (seed 14; 200 tasks, seed 1) and a scripted growth run with one bad-argument call:
 * plan, db_lookup with the year as a string (rejected by the schema), the corrected call, the second lookup, the
 * calculator, FINAL. Used by the core tests and, as the wire script, by the provider tests.
 */
public final class LiveWorldFixtures {

    public static final World WORLD = WorldSpec.lecture().make();
    public static final List<Task> TASKS = Tasks.make(WORLD, 200, 1, false);
    public static final String PLAN = "I will fetch both values, then compute the growth.\n"
            + "1) db_lookup -> v1\n2) db_lookup -> v2\n3) calculator(v1, v2) -> r\n<end_plan>";

    private LiveWorldFixtures() {}

    /** The first task of a type whose db answer is the truth (a correct process gets it right). */
    public static Task firstClean(TaskType type) {
        return TASKS.stream()
                .filter(t -> t.type() == type && !t.stale())
                .findFirst()
                .orElseThrow();
    }

    public static LiveRunSetup setup(Task task, String provider, String model, Price price) {
        return new LiveRunSetup(
                WorldSpec.lecture(),
                200,
                BigInteger.ONE,
                false,
                task.id(),
                provider,
                model,
                LiveAgentSettings.defaults(),
                price);
    }

    /** The reference arguments of a fetch subtask, as JSON. */
    public static String args(Task task, int sub) {
        return PyJson.dumps(((Subtask.Fetch) task.subtasks().get(sub)).spec().args());
    }

    /** The first lookup's arguments with the year written as a string: the schema says integer. */
    public static String badYearArgs(Task task) {
        FetchSpec.Lookup l = (FetchSpec.Lookup) ((Subtask.Fetch) task.subtasks().get(0)).spec();
        return PyJson.dumps(l.args().with("year", PyStr.of(String.valueOf(l.year()))));
    }

    /** The calculator expression for growth from the values the db gives. */
    public static String growthExpression(Task task) {
        double a = ((PyFloat) task.ideal().get("v1")).value();
        double b = ((PyFloat) task.ideal().get("v2")).value();
        return PyJson.dumps(PyDict.of(
                "expression",
                PyStr.of("(" + PyFloat.of(b).repr() + " - " + PyFloat.of(a).repr() + ") / "
                        + PyFloat.of(a).repr() + " * 100")));
    }

    /** The db answer (the truth, for a clean task), as the model would write it. */
    public static String finalLine(Task task) {
        PyObject v = task.dbAnswer();
        return "The growth was about that much.\nFINAL: " + v.repr();
    }

    /** The growth script, as replies that depend on nothing the model saw. */
    public static List<Function<List<Message>, Message>> growthScript(Task task) {
        return List.of(
                c -> Message.assistant(
                        PLAN, List.of(new ToolUse("call_1", "db_lookup", badYearArgs(task))), TokenUsage.of(900, 60)),
                c -> Message.assistant(
                        "The year must be an integer; retrying.",
                        List.of(new ToolUse("call_2", "db_lookup", args(task, 0))),
                        TokenUsage.of(1100, 40)),
                c -> Message.assistant(
                        "", List.of(new ToolUse("call_3", "db_lookup", args(task, 1))), TokenUsage.of(1200, 35)),
                c -> Message.assistant(
                        "",
                        List.of(new ToolUse("call_4", "calculator", growthExpression(task))),
                        TokenUsage.of(1300, 45)),
                c -> Message.assistant(finalLine(task), List.of(), TokenUsage.of(1400, 20)));
    }

    /** A model whose every reply is a function of the conversation it is sent. */
    public static LlmClient model(Function<List<Message>, Message> reply) {
        return new LlmClient() {
            @Override
            public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
                return reply.apply(messages);
            }

            @Override
            public String modelName() {
                return "scripted";
            }
        };
    }
}
