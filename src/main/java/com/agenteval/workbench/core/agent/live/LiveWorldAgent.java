package com.agenteval.workbench.core.agent.live;

import com.agenteval.workbench.core.agent.Step;
import com.agenteval.workbench.core.agent.Step.PlanItem;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.StopReason;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.AgentStoppedException;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.llm.Message.ToolOutput;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import com.agenteval.workbench.core.python.NonFiniteFloats;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.tasks.Answers;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tools.ToolResult;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.world.World;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A real model as the agent of the lecture's world: it gets the task's question and the six tools as native tool
 * definitions, and each tool call it makes runs through {@code execute_tool} with the same strict validation as the
 * playground — a bad-argument call gets the validation error back as its result, so the model can retry. The run
 * becomes a {@link Trace} in the simulated agent's step structure: a plan step if the model wrote a plan before its
 * first call, one call step per tool call (read = the value the tool returned), and a final step; graded with
 * {@code answer_equal} against the task's truth answer, exactly as the simulated agent's outcome. It has no
 * ground-truth labels.
 *
 * <pre>{@code
 * LiveWorldRun run = LiveWorldAgent.run(world, task, model, setup, LiveAgentListener.NONE);
 * run.trace().correct();
 * Judges.rules().judge(JudgeInput.of(run.trace()));
 * }</pre>
 */
public final class LiveWorldAgent {

    static final String REMINDER = "Please give your answer now as one line: FINAL: <value>";
    /** Why a cancelled run stopped, as the page shows it. */
    static final String CANCELLED = "the run was cancelled";

    private LiveWorldAgent() {}

    /** The system prompt for a task. */
    public static String systemPrompt(Task task) {
        String answer = task.type().isChart()
                ? "This task asks for a chart: fetch the data, call make_chart with it, then reply with the line "
                        + "FINAL: chart."
                : "When you have the result, reply with one line: FINAL: <number> (the number only, in the unit "
                        + "the question asks for; a percentage as a number such as 12.5).";
        return String.join(
                "\n",
                "You are a financial data agent in a simulated world of banks and countries. Answer the user's "
                        + "question with the tools you are given.",
                "- Get every figure from a tool. Do not answer from memory.",
                "- Do arithmetic with the calculator tool.",
                "- If a tool returns an error, read it, correct the arguments and call the tool again.",
                "- Before your first tool call you may write a short plan, one line per step, such as "
                        + "\"1) db_lookup -> v1\" or \"3) calculator(v1, v2) -> r\", and end it with <end_plan>.",
                "- " + answer);
    }

    /**
     * Runs the task.
     *
     * @throws AgentStoppedException when cancelled or a model call fails
     */
    public static LiveWorldRun run(
            World world, Task task, LlmClient model, LiveRunSetup setup, LiveAgentListener listener) {
        if (!task.id().equals(setup.taskId())) {
            throw new IllegalArgumentException("the setup is for task " + setup.taskId() + ", not " + task.id());
        }
        List<NativeTool> tools = nativeTools(setup.settings().preciseDescriptions());
        List<Message> conversation = new ArrayList<>();
        conversation.add(Message.system(systemPrompt(task)));
        conversation.add(Message.user(task.question()));
        List<Step> steps = new ArrayList<>();
        CallVariables vars = new CallVariables(task);
        TokenUsage usage = TokenUsage.ZERO;
        StopReason stop = StopReason.TURN_BUDGET;
        String finalText = null;
        boolean reminded = false;
        int budget = setup.settings().turnBudget();
        for (int turn = 1; turn <= budget; turn++) {
            if (listener.cancelled()) {
                throw AgentStoppedException.cancelled(CANCELLED);
            }
            Message reply = model.complete(List.copyOf(conversation), false, tools);
            Message said = Message.assistant(reply.text(), reply.toolUses(), reply.usage());
            conversation.add(said);
            usage = usage.plus(reply.usage());
            if (steps.isEmpty() && !reply.toolUses().isEmpty()) {
                List<PlanItem> plan = LiveReplies.plan(reply.text());
                if (!plan.isEmpty()) {
                    steps.add(new Step.Plan(0, plan, LiveReplies.endsPlan(reply.text())));
                }
            }
            if (reply.toolUses().isEmpty()) {
                var line = LiveReplies.finalLine(reply.text());
                if (line.isPresent()) {
                    finalText = line.get();
                    stop = StopReason.FINAL;
                    listener.onTurn(turn, budget, said);
                    break;
                }
                if (reminded || turn == budget) {
                    stop = turn == budget && !reminded ? StopReason.TURN_BUDGET : StopReason.NO_FINAL;
                    listener.onTurn(turn, budget, said);
                    break;
                }
                reminded = true;
                conversation.add(Message.user(REMINDER));
                listener.onTurn(turn, budget, said);
                continue;
            }
            List<ToolOutput> outputs = new ArrayList<>();
            for (ToolUse use : reply.toolUses()) {
                Step.Call call = call(world, use, steps.size(), vars);
                steps.add(call);
                // an inf or nan result (the calculator's 1e308*10) goes to the model as JSON any parser reads
                outputs.add(new ToolOutput(
                        use.id(),
                        use.name(),
                        PyJson.dumps(NonFiniteFloats.encode(call.output().toPy())),
                        !call.output().ok()));
            }
            conversation.add(Message.toolResults(outputs));
            listener.onTurn(turn, budget, said);
        }
        PyObject answer = answer(task, finalText, steps);
        steps.add(new Step.Final(steps.size(), answer, List.of(task.finalVar())));
        boolean hasPlan = steps.get(0) instanceof Step.Plan;
        double cost = setup.price().cost(usage).orElse(Double.NaN);
        Trace trace = new Trace(
                task,
                setup.configName(),
                steps,
                List.of(),
                answer,
                Answers.answerEqual(answer, task.answer()),
                false,
                usage.totalTokens(),
                cost,
                hasPlan);
        return new LiveWorldRun(setup, conversation, trace, stop, usage);
    }

    /** The six core tools as native definitions, in the module's order, with the vague or precise descriptions. */
    static List<NativeTool> nativeTools(boolean precise) {
        return ToolSpecs.CORE.stream()
                .map(s -> new NativeTool(s.name(), s.description(precise), PyJson.dumps(s.inputSchema())))
                .toList();
    }

    /** One native call through execute_tool: unreadable arguments are an error result, like any bad argument. */
    private static Step.Call call(World world, ToolUse use, int index, CallVariables vars) {
        PyObject parsed;
        try {
            parsed = use.arguments().isBlank() ? new PyDict(Map.of()) : PyJson.loads(use.arguments());
        } catch (IllegalArgumentException e) {
            return vars.place(
                    index,
                    use.name(),
                    new PyDict(Map.of()),
                    new ToolResult.Failed("the arguments are not valid JSON: " + e.getMessage()));
        }
        ToolResult out = Tools.execute(world, use.name(), parsed);
        PyDict args = parsed instanceof PyDict d ? d : new PyDict(Map.of());
        return vars.place(index, use.name(), args, out);
    }

    /**
     * The answer: for a chart task, the chart of the last successful make_chart call once the model said FINAL;
     * otherwise the first number of its FINAL line, finalized as the module finalizes (one decimal). None without
     * a FINAL line.
     */
    static PyObject answer(Task task, @Nullable String finalText, List<Step> steps) {
        if (finalText == null) {
            return PyNone.NONE;
        }
        if (task.type().isChart()) {
            PyObject chart = PyNone.NONE;
            for (Step s : steps) {
                if (s instanceof Step.Call c
                        && c.tool().equals(ToolSpecs.MAKE_CHART)
                        && c.output().ok()) {
                    chart = c.output().value();
                }
            }
            return chart;
        }
        return Answers.finalize(task.type(), LiveReplies.number(finalText));
    }

    /** Hears of a live run's progress and may cancel it between model calls. */
    public interface LiveAgentListener {

        LiveAgentListener NONE = new LiveAgentListener() {};

        /** A model turn came back ({@code turn} counts from 1) and its tool calls, if any, were executed. */
        default void onTurn(int turn, int budget, Message reply) {}

        /** Checked before every model call: true stops the run. */
        default boolean cancelled() {
            return false;
        }
    }
}
