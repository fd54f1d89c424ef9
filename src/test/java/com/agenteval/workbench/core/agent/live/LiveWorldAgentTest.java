package com.agenteval.workbench.core.agent.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.LiveAgentSettings;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.Price;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent.LiveAgentListener;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.StopReason;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.AgentStoppedException;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.llm.Message.ToolOutput;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import com.agenteval.workbench.core.tasks.Tasks.Answers;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.math.BigInteger;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class LiveWorldAgentTest {

    private static final Price SONNET =
            Price.forModel("claude-sonnet-4-20250514").orElseThrow();

    @SuppressWarnings("unchecked")
    private static ScriptedToolUseModel growthModel(Task task) {
        return new ScriptedToolUseModel(LiveWorldFixtures.growthScript(task).toArray(new Function[0]));
    }

    @Test
    void aBadArgumentCallGetsTheValidationErrorAndTheRetriedRunIsGradedCorrect() {
        Task task = LiveWorldFixtures.firstClean(TaskType.GROWTH);
        ScriptedToolUseModel model = growthModel(task);

        LiveWorldRun run = LiveWorldAgent.run(
                LiveWorldFixtures.WORLD,
                task,
                model,
                LiveWorldFixtures.setup(task, "scripted", "claude-sonnet-4-20250514", SONNET),
                LiveAgentListener.NONE);

        // the model saw the schema's own error for the string year, as the playground shows it
        String expected =
                Tools.validate(ToolSpecs.byName("db_lookup"), PyJson.loads(LiveWorldFixtures.badYearArgs(task)));
        assertThat(expected).isNotNull();
        ToolOutput rejected = ScriptedToolUseModel.lastResult(model.seen.get(1));
        assertThat(rejected.error()).isTrue();
        assertThat(rejected.id()).isEqualTo("call_1");
        assertThat(rejected.content()).contains(expected);

        Trace t = run.trace();
        assertThat(t.steps())
                .extracting(s -> s.getClass().getSimpleName())
                .containsExactly("Plan", "Call", "Call", "Call", "Call", "Final");
        Step.Plan plan = (Step.Plan) t.steps().get(0);
        assertThat(plan.endTag()).isTrue();
        assertThat(plan.plan())
                .extracting(p -> p.tool() + ">" + p.var() + p.inputs())
                .containsExactly("db_lookup>v1[]", "db_lookup>v2[]", "calculator>r[v1, v2]");
        Step.Call bad = (Step.Call) t.steps().get(1);
        Step.Call retry = (Step.Call) t.steps().get(2);
        assertThat(bad.output().ok()).isFalse();
        assertThat(bad.read()).isEqualTo(PyNone.NONE);
        assertThat(bad.var()).isEqualTo("v1");
        assertThat(retry.output().ok()).isTrue();
        assertThat(retry.var()).isEqualTo("v1");
        assertThat(retry.read()).isEqualTo(task.ideal().get("v1"));
        assertThat(((Step.Call) t.steps().get(3)).var()).isEqualTo("v2");
        Step.Call calc = (Step.Call) t.steps().get(4);
        assertThat(calc.var()).isEqualTo("r");
        assertThat(calc.inputs()).containsExactly("v1", "v2");

        assertThat(run.stop()).isEqualTo(StopReason.FINAL);
        assertThat(t.correct()).isTrue();
        assertThat(Answers.answerEqual(t.answer(), task.answer())).isTrue();
        assertThat(t.errors()).isEmpty();
        assertThat(run.hasGroundTruthLabels()).isFalse();
        assertThat(t.tokens()).isEqualTo(900 + 60 + 1100 + 40 + 1200 + 35 + 1300 + 45 + 1400 + 20);
        assertThat(run.usage()).isEqualTo(TokenUsage.of(5900, 200));
        assertThat(t.cost()).isEqualTo((5900 * 3.0 + 200 * 15.0) / 1e6);
        assertThat(t.config()).isEqualTo("live:claude-sonnet-4-20250514");
        assertThat(t.hasPlan()).isTrue();

        // the rule judge runs on it: the failed call was retried, so no unrecovered-error finding
        Verdict v = Judges.rules().judge(JudgeInput.of(t));
        assertThat(v.findings()).extracting(Finding::source).doesNotContain("unrecovered-error");
    }

    @Test
    void theToolsAreTheSixCoreToolsWithTheirSchemasAndTheChosenDescriptions() {
        Task task = LiveWorldFixtures.firstClean(TaskType.LOOKUP);
        ScriptedToolUseModel model = new ScriptedToolUseModel(c -> ScriptedToolUseModel.text("FINAL: 1", 10, 2));
        LiveRunSetup vague = new LiveRunSetup(
                WorldSpec.lecture(),
                200,
                BigInteger.ONE,
                false,
                task.id(),
                "scripted",
                "m",
                new LiveAgentSettings(false, 3),
                Price.UNKNOWN);
        LiveWorldRun run = LiveWorldAgent.run(LiveWorldFixtures.WORLD, task, model, vague, LiveAgentListener.NONE);
        List<NativeTool> tools = model.toolsSeen.get(0);
        assertThat(tools)
                .extracting(NativeTool::name)
                .containsExactly("db_lookup", "db_series", "db_top_k", "web_search", "calculator", "make_chart");
        for (int i = 0; i < tools.size(); i++) {
            assertThat(PyJson.loads(tools.get(i).inputSchema()))
                    .isEqualTo(ToolSpecs.CORE.get(i).inputSchema());
            assertThat(tools.get(i).description())
                    .isEqualTo(ToolSpecs.CORE.get(i).vague());
        }
        assertThat(run.trace().hasPlan()).isFalse();
        assertThat(Double.isNaN(run.trace().cost())).isTrue();
        assertThat(run.cost()).isEmpty();
    }

    @Test
    void aChartTaskIsAnsweredWithTheChartItMade() {
        Task task = LiveWorldFixtures.firstClean(TaskType.SERIES_CHART);
        @SuppressWarnings("unchecked")
        ScriptedToolUseModel model = new ScriptedToolUseModel(
                c -> ScriptedToolUseModel.calls(
                        "", 500, 30, new ToolUse("t1", "db_series", LiveWorldFixtures.args(task, 0))),
                c -> {
                    PyTuple chart = Answers.chartOf(task.ideal().get("v1"));
                    String args = PyJson.dumps(
                            PyDict.of("title", PyStr.of("GDP"), "labels", chart.get(0), "values", chart.get(1)));
                    return ScriptedToolUseModel.calls("", 700, 40, new ToolUse("t2", "make_chart", args));
                },
                c -> ScriptedToolUseModel.text("Done.\nFINAL: chart", 800, 10));
        LiveWorldRun run = LiveWorldAgent.run(
                LiveWorldFixtures.WORLD,
                task,
                model,
                LiveWorldFixtures.setup(
                        task,
                        "scripted",
                        "gpt-4.1-mini",
                        Price.forModel("gpt-4.1-mini").get()),
                LiveAgentListener.NONE);
        assertThat(run.trace().correct()).isTrue();
        assertThat(run.trace().steps()).hasSize(3);
        assertThat(((Step.Call) run.trace().steps().get(1)).var()).isEqualTo("c");
    }

    @Test
    void aModelThatNeverAnswersStopsAtTheTurnBudgetWithNoAnswer() {
        Task task = LiveWorldFixtures.firstClean(TaskType.LOOKUP);
        AtomicInteger n = new AtomicInteger();
        LlmClient looping = LiveWorldFixtures.model(c -> ScriptedToolUseModel.calls(
                "", 100, 5, new ToolUse("c" + n.incrementAndGet(), "db_lookup", LiveWorldFixtures.args(task, 0))));
        LiveRunSetup setup = new LiveRunSetup(
                WorldSpec.lecture(),
                200,
                BigInteger.ONE,
                false,
                task.id(),
                "scripted",
                "m",
                new LiveAgentSettings(true, 4),
                Price.UNKNOWN);
        LiveWorldRun run = LiveWorldAgent.run(LiveWorldFixtures.WORLD, task, looping, setup, LiveAgentListener.NONE);
        assertThat(n.get()).isEqualTo(4);
        assertThat(run.stop()).isEqualTo(StopReason.TURN_BUDGET);
        assertThat(run.trace().answer()).isEqualTo(PyNone.NONE);
        assertThat(run.trace().correct()).isFalse();
        // the rule judge sees the repeats
        assertThat(Judges.rules().judge(JudgeInput.of(run.trace())).findings())
                .extracting(Finding::source)
                .contains("repeated-call");
    }

    @Test
    void aReplyWithoutFinalGetsOneReminder() {
        Task task = LiveWorldFixtures.firstClean(TaskType.LOOKUP);
        @SuppressWarnings("unchecked")
        ScriptedToolUseModel model = new ScriptedToolUseModel(
                c -> ScriptedToolUseModel.text("I think it is big.", 100, 5),
                c -> ScriptedToolUseModel.text("Still thinking.", 120, 5));
        LiveWorldRun run = LiveWorldAgent.run(
                LiveWorldFixtures.WORLD,
                task,
                model,
                LiveWorldFixtures.setup(task, "scripted", "m", Price.UNKNOWN),
                LiveAgentListener.NONE);
        assertThat(model.seen.get(1).get(model.seen.get(1).size() - 1))
                .isEqualTo(Message.user(LiveWorldAgent.REMINDER));
        assertThat(run.stop()).isEqualTo(StopReason.NO_FINAL);
        assertThat(run.trace().correct()).isFalse();
    }

    @Test
    void cancellingStopsBeforeTheNextCall() {
        Task task = LiveWorldFixtures.firstClean(TaskType.GROWTH);
        ScriptedToolUseModel model = growthModel(task);
        AtomicInteger turns = new AtomicInteger();
        LiveAgentListener cancelAfterOne = new LiveAgentListener() {
            @Override
            public void onTurn(int turn, int budget, Message reply) {
                turns.set(turn);
            }

            @Override
            public boolean cancelled() {
                return turns.get() >= 1;
            }
        };
        assertThatThrownBy(() -> LiveWorldAgent.run(
                        LiveWorldFixtures.WORLD,
                        task,
                        model,
                        LiveWorldFixtures.setup(task, "scripted", "m", Price.UNKNOWN),
                        cancelAfterOne))
                .isInstanceOf(AgentStoppedException.class)
                .satisfies(
                        e -> assertThat(((AgentStoppedException) e).cancelled()).isTrue());
        assertThat(model.seen).hasSize(1);
    }

    @Test
    void finalLinesAndPlansAreReadFromFreeText() {
        assertThat(LiveReplies.finalLine("so\n**FINAL:** $1,234.5B")).contains("$1,234.5B");
        assertThat(LiveReplies.number("$1,234.5B")).isEqualTo(PyFloat.of(1234.5));
        assertThat(LiveReplies.number("about -3.25%")).isEqualTo(PyFloat.of(-3.25));
        assertThat(LiveReplies.number("unknown")).isEqualTo(PyNone.NONE);
        assertThat(LiveReplies.finalLine("no answer here")).isEmpty();
        assertThat(LiveReplies.plan("Plan:\n- `db_series` -> v1\n- make_chart(v1) → c"))
                .extracting(p -> p.kind() + ":" + p.tool() + ">" + p.var() + p.inputs())
                .containsExactly("fetch:db_series>v1[]", "chart:make_chart>c[v1]");
        assertThat(LiveReplies.plan("I will look it up -> soon")).isEmpty();
    }

    @Test
    void pricesComeFromTheTableByModelFamily() {
        assertThat(Price.forModel("claude-sonnet-4-20250514")).contains(new Price(3.0, 15.0));
        assertThat(Price.forModel("gpt-4.1-mini-2025-04-14")).contains(new Price(0.4, 1.6));
        assertThat(Price.forModel("gpt-4.1")).contains(new Price(2.0, 8.0));
        assertThat(Price.forModel("qwen2.5:7b")).isEmpty();
        assertThat(Price.UNKNOWN.cost(TokenUsage.of(10, 10))).isEmpty();
    }

    @Test
    void unreadableArgumentsAndUnknownToolsAreErrorResultsTheModelCanRecoverFrom() {
        Task task = LiveWorldFixtures.firstClean(TaskType.LOOKUP);
        @SuppressWarnings("unchecked")
        ScriptedToolUseModel model = new ScriptedToolUseModel(
                c -> ScriptedToolUseModel.calls(
                        "", 100, 5, new ToolUse("a", "db_lookup", "{\"table\": "), new ToolUse("b", "db_fetch", "{}")),
                c -> ScriptedToolUseModel.calls(
                        "", 100, 5, new ToolUse("c", "db_lookup", LiveWorldFixtures.args(task, 0))),
                c -> ScriptedToolUseModel.text("FINAL: " + task.dbAnswer().repr(), 100, 5));
        LiveWorldRun run = LiveWorldAgent.run(
                LiveWorldFixtures.WORLD,
                task,
                model,
                LiveWorldFixtures.setup(task, "scripted", "m", Price.UNKNOWN),
                LiveAgentListener.NONE);
        List<ToolOutput> first = (model.seen.get(1).get(model.seen.get(1).size() - 1)).toolResults();
        assertThat(first).extracting(ToolOutput::error).containsExactly(true, true);
        assertThat(first.get(0).content()).contains("not valid JSON");
        assertThat(first.get(1).content()).contains("unknown tool 'db_fetch'");
        assertThat(run.trace().correct()).isTrue();
        assertThat(run.trace().steps()).hasSize(4);
        assertThat(((Step.Call) run.trace().steps().get(0)).args().size()).isZero();
    }
}
