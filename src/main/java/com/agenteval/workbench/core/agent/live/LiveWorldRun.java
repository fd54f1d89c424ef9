package com.agenteval.workbench.core.agent.live;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.agent.Trace.Step.PlanItem;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.AgentStoppedException;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.llm.Message.ToolOutput;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyJson.NonFiniteFloats;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks.Answers;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import org.jspecify.annotations.Nullable;

/**
 * One live run: what decided it, the whole conversation (every model turn with its tool calls and usage, every tool
 * result), and the resulting trace in the simulated agent's step structure, graded against the task's truth.
 *
 * <p>A live trace has <b>no ground-truth error labels</b>: {@link Trace#errors()} is empty because nobody injected the
 * mistakes, not because there were none. Judges can still be run on it; their findings cannot be scored.
 *
 * @param setup        what decided the run
 * @param conversation system prompt, question, and every turn in order
 * @param trace        the trace (plan if the model wrote one, one call step per tool call, final)
 * @param stop         why the run ended
 * @param usage        tokens over every model call
 */
public record LiveWorldRun(
        LiveRunSetup setup, List<Message> conversation, Trace trace, StopReason stop, TokenUsage usage) {

    public LiveWorldRun {
        Objects.requireNonNull(setup, "setup");
        conversation = List.copyOf(conversation);
        Objects.requireNonNull(trace, "trace");
        Objects.requireNonNull(stop, "stop");
        Objects.requireNonNull(usage, "usage");
        if (!trace.errors().isEmpty()) {
            throw new IllegalArgumentException("a live trace has no ground-truth labels");
        }
    }

    /** Always false: no error was injected, so no label says where the mistakes are. */
    public boolean hasGroundTruthLabels() {
        return false;
    }

    /** The real cost in US dollars at the recorded price; empty when the model's price is unknown. */
    public OptionalDouble cost() {
        return setup.price().cost(usage);
    }

    /** How many model calls the run made. */
    public int turns() {
        return (int) conversation.stream().filter(Message::isAssistant).count();
    }

    /** Why a live run ended. */
    public enum StopReason {
        /** The model answered with {@code FINAL: ...}. */
        FINAL("final"),
        /** The model stopped calling tools but gave no {@code FINAL:} line, even when reminded. */
        NO_FINAL("no_final"),
        /** The turn budget ran out before an answer. */
        TURN_BUDGET("turn_budget");

        private final String wireName;

        StopReason(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }

        public static StopReason byWireName(String name) {
            for (StopReason r : values()) {
                if (r.wireName.equals(name)) {
                    return r;
                }
            }
            throw new IllegalArgumentException("unknown stop reason '" + name + "'");
        }
    }

    /**
     * Everything that decides a live run except the model's replies: the world, the task set and the task, the provider
     * and model, how the tools are described, the turn budget and the price used for its cost. A run file records it, so
     * a replay rebuilds the same world and task.
     *
     * @param world    the world's {@code make_world} parameters
     * @param tasks    how many tasks the task set has ({@code make_tasks(n)})
     * @param taskSeed the task set's seed
     * @param newData  the task set is the new-data one ({@code N000}...)
     * @param taskId   the task run, e.g. {@code F003}
     * @param provider the provider's id ({@code anthropic}, {@code openai}, {@code openai-compatible}, or {@code scripted})
     * @param model    the model name
     * @param settings tool descriptions and turn budget
     * @param price    the price the cost was computed with ({@link Price#UNKNOWN} when the model is not in the table)
     */
    public record LiveRunSetup(
            WorldSpec world,
            int tasks,
            BigInteger taskSeed,
            boolean newData,
            String taskId,
            String provider,
            String model,
            LiveAgentSettings settings,
            Price price) {

        public LiveRunSetup {
            Objects.requireNonNull(world, "world");
            Objects.requireNonNull(taskSeed, "taskSeed");
            Objects.requireNonNull(taskId, "taskId");
            Objects.requireNonNull(provider, "provider");
            Objects.requireNonNull(model, "model");
            Objects.requireNonNull(settings, "settings");
            Objects.requireNonNull(price, "price");
            if (tasks < 1) {
                throw new IllegalArgumentException("a task set has at least one task");
            }
        }

        /** The trace's config name: {@code live:<model>}. */
        public String configName() {
            return "live:" + model;
        }

        /**
         * How a live agent runs.
         *
         * @param preciseDescriptions the tools carry their precise descriptions (default) or the vague ones
         * @param turnBudget          at most this many model calls; a run that has not answered by then gets no answer
         */
        public record LiveAgentSettings(boolean preciseDescriptions, int turnBudget) {

            public static final int DEFAULT_TURN_BUDGET = 10;
            public static final int MAX_TURN_BUDGET = 40;

            public LiveAgentSettings {
                if (turnBudget < 1 || turnBudget > MAX_TURN_BUDGET) {
                    throw new IllegalArgumentException(
                            "the turn budget must be between 1 and " + MAX_TURN_BUDGET + ", got " + turnBudget);
                }
            }

            public static LiveAgentSettings defaults() {
                return new LiveAgentSettings(true, DEFAULT_TURN_BUDGET);
            }

            /** {@code precise} or {@code vague}, as the run file records it. */
            public String descriptionMode() {
                return preciseDescriptions ? "precise" : "vague";
            }
        }

        /**
         * A model's list price in US dollars per million input and output tokens, and the table of known models. A model
         * not in the table has an unknown price: its cost is shown as unknown, never guessed.
         *
         * <pre>{@code
         * Price p = Price.forModel("claude-sonnet-4-20250514").orElse(Price.UNKNOWN);
         * p.cost(TokenUsage.of(1_000_000, 0));   // OptionalDouble[3.0]
         * }</pre>
         *
         * @param inputPerMTok  dollars per million input tokens, or NaN when unknown
         * @param outputPerMTok dollars per million output tokens, or NaN when unknown
         */
        public record Price(double inputPerMTok, double outputPerMTok) {

            public static final Price UNKNOWN = new Price(Double.NaN, Double.NaN);

            /** Published list prices (USD per million tokens, input / output) as of 2026-11; the page states them. */
            public static final Map<String, Price> TABLE = table();

            public Price {
                if (Double.isNaN(inputPerMTok) != Double.isNaN(outputPerMTok)) {
                    throw new IllegalArgumentException(
                            "a price is known for both input and output tokens, or for neither");
                }
                if (inputPerMTok < 0 || outputPerMTok < 0) {
                    throw new IllegalArgumentException("a price cannot be negative");
                }
            }

            private static Map<String, Price> table() {
                Map<String, Price> m = new LinkedHashMap<>();
                m.put("claude-opus-4", new Price(15.0, 75.0));
                m.put("claude-sonnet-4", new Price(3.0, 15.0));
                m.put("claude-3-7-sonnet", new Price(3.0, 15.0));
                m.put("claude-3-5-haiku", new Price(0.8, 4.0));
                m.put("claude-haiku-4-5", new Price(1.0, 5.0));
                m.put("gpt-4.1-mini", new Price(0.4, 1.6));
                m.put("gpt-4.1-nano", new Price(0.1, 0.4));
                m.put("gpt-4.1", new Price(2.0, 8.0));
                m.put("gpt-4o-mini", new Price(0.15, 0.6));
                m.put("gpt-4o", new Price(2.5, 10.0));
                return Collections.unmodifiableMap(m);
            }

            /**
             * The price of a model: the longest table name that the model's name starts with (so a dated snapshot such as
             * {@code claude-sonnet-4-20250514} has its family's price); empty for any other model.
             */
            public static Optional<Price> forModel(@Nullable String model) {
                String m = model == null ? "" : model.strip().toLowerCase(Locale.ROOT);
                String best = null;
                for (String name : TABLE.keySet()) {
                    if (m.startsWith(name) && (best == null || name.length() > best.length())) {
                        best = name;
                    }
                }
                return best == null ? Optional.empty() : Optional.ofNullable(TABLE.get(best));
            }

            public boolean known() {
                return !Double.isNaN(inputPerMTok);
            }

            /** {@code (input * in_price + output * out_price) / 1e6}; empty when the price is unknown. */
            public OptionalDouble cost(TokenUsage tokens) {
                if (!known()) {
                    return OptionalDouble.empty();
                }
                return OptionalDouble.of(
                        (tokens.inputTokens() * inputPerMTok + tokens.outputTokens() * outputPerMTok) / 1e6);
            }
        }
    }

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
    public static final class LiveWorldAgent {

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
}
