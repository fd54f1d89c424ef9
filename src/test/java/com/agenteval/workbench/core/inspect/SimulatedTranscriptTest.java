package com.agenteval.workbench.core.inspect;

import static com.agenteval.workbench.core.inspect.InspectLogChecks.events;
import static com.agenteval.workbench.core.inspect.InspectLogChecks.integer;
import static com.agenteval.workbench.core.inspect.InspectLogChecks.str;
import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.agent.Agent.TokenCosts;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.Step.Call;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.reliability.ConfigResults;
import com.agenteval.workbench.core.reliability.ConfigResults.TaskRuns;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.world.World;
import java.math.BigInteger;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * A simulated run's log as Inspect writes its own (issue 27): no nulls, consecutive samples with realistic times,
 * model events with the token model's usage and the whole conversation, the six tools, sample_init and spans, and
 * the ground-truth labels as info events at their steps.
 */
class SimulatedTranscriptTest {

    private static final List<String> CONFIGS =
            List.of("plan_exec", "react", "plan_exec+reflect", "retry3", "vote3", "direct");

    private static SimParams params(String config) {
        return SimParams.defaults("results")
                .withConfig(config)
                .withTasks(12, BigInteger.valueOf(3), false)
                .withRepeats(2);
    }

    /** The runs the log was built from, drawn again with the same options. */
    private static List<RunResult> runs(SimParams p) {
        World w = p.worldSpec().make();
        List<Task> tasks = Tasks.make(w, p.tasks(), p.taskSeed(), p.newData());
        ConfigResults r = ConfigResults.run(w, tasks, p.agentConfig(), p.runSeed(), p.repeats(), true, null);
        List<RunResult> out = new ArrayList<>();
        for (TaskRuns tr : r.perTask()) {
            out.addAll(tr.runs());
        }
        return out;
    }

    private static List<PyDict> samples(PyDict log) {
        return ((PyList) log.get("samples"))
                .items().stream().map(s -> (PyDict) s).toList();
    }

    @Test
    void everyConfigsLogValidatesAndHoldsNoNull() {
        for (String config : CONFIGS) {
            PyDict log = SimulatedEvalLog.of(params(config));
            String json = PyJson.dumps(log);
            assertThat(InspectSchema.errors(json)).as(config).isEmpty();
            assertThat(InspectLogChecks.nulls(PyJson.loads(json), "$"))
                    .as(config)
                    .isEmpty();
        }
    }

    @Test
    void modelEventsAddUpToTheTracesTokensWithInputAndOutputFromTheTokenModel() {
        for (String config : CONFIGS) {
            SimParams p = params(config);
            List<RunResult> runs = runs(p);
            List<PyDict> samples = samples(SimulatedEvalLog.of(p));
            assertThat(samples).hasSameSizeAs(runs);
            for (int i = 0; i < samples.size(); i++) {
                RunResult rr = runs.get(i);
                PyDict sample = samples.get(i);
                long in = 0;
                long out = 0;
                List<PyDict> models = events(sample, "model");
                for (PyDict m : models) {
                    PyDict output = (PyDict) m.get("output");
                    PyDict u = (PyDict) output.get("usage");
                    long mi = integer(u.get("input_tokens"));
                    long mo = integer(u.get("output_tokens"));
                    assertThat(integer(u.get("total_tokens"))).isEqualTo(mi + mo);
                    assertThat(mo).isPositive();
                    in += mi;
                    out += mo;
                    double time = ((PyFloat) output.get("time")).value();
                    assertThat(time)
                            .isEqualTo(((PyFloat) m.get("working_time")).value())
                            .isEqualTo((SimulatedTimes.MODEL_LATENCY_MS + SimulatedTimes.MS_PER_OUTPUT_TOKEN * mo)
                                    / 1000.0);
                }
                int expected = rr.trace() == null ? rr.tokens() : rr.trace().tokens();
                assertThat(in + out).as("%s sample %d", config, i).isEqualTo(expected);
                PyDict usage = (PyDict) ((PyDict) sample.get("model_usage")).get("simulated/" + config);
                assertThat(integer(usage.get("total_tokens"))).isEqualTo(rr.tokens());
                assertThat(integer(usage.get("input_tokens"))).isEqualTo(in);
                assertThat(sample.get("output"))
                        .isEqualTo(models.get(models.size() - 1).get("output"));
                if (rr.trace() != null) {
                    // a call's tool answer is the next turn's input: its output size, or the error text's
                    Trace t = rr.trace();
                    long toolAnswers = t.steps().stream()
                            .filter(s -> s instanceof Call)
                            .map(s -> (Call) s)
                            .mapToLong(c ->
                                    TokenCosts.toolOutput(c.tool(), c.output().ok()))
                            .sum();
                    assertThat(in).isEqualTo(toolAnswers);
                    long finalOut = integer(((PyDict)
                                    ((PyDict) models.get(models.size() - 1).get("output")).get("usage"))
                            .get("output_tokens"));
                    if (p.agentConfig().reflect() > 0) {
                        assertThat(finalOut).isGreaterThanOrEqualTo(TokenCosts.FINAL + TokenCosts.REFLECT);
                    } else {
                        // without reflection the token model's step costs are the whole of the trace's tokens
                        assertThat(finalOut).isEqualTo(TokenCosts.FINAL);
                    }
                }
            }
        }
    }

    @Test
    void samplesFollowOneAnotherAndTheirTimesAreTheirCalls() {
        PyDict log = SimulatedEvalLog.of(params("plan_exec"));
        List<PyDict> samples = samples(log);
        PyDict stats = (PyDict) log.get("stats");
        OffsetDateTime clock = OffsetDateTime.parse(str(stats.get("started_at")));
        double sum = 0;
        for (PyDict s : samples) {
            InspectLogChecks.timestampsInOrder(s);
            List<PyDict> ev = events(s);
            assertThat(OffsetDateTime.parse(str(ev.get(0).get("timestamp")))).isEqualTo(clock);
            double total = ((PyFloat) s.get("total_time")).value();
            double working = ((PyFloat) s.get("working_time")).value();
            double calls = ev.stream()
                    .filter(e -> e.containsKey("working_time"))
                    .mapToDouble(e -> ((PyFloat) e.get("working_time")).value())
                    .sum();
            assertThat(total)
                    .isEqualTo(working)
                    .isCloseTo(calls, org.assertj.core.api.Assertions.within(1e-9))
                    .isBetween(3.0, 120.0);
            clock = clock.plus(Duration.ofMillis(Math.round(total * 1000)));
            assertThat(OffsetDateTime.parse(str(ev.get(ev.size() - 1).get("timestamp"))))
                    .isEqualTo(clock);
            sum += total;
        }
        // the log took as long as its samples, one after the other (not an hour each)
        double took = Duration.between(
                                OffsetDateTime.parse(str(stats.get("started_at"))),
                                OffsetDateTime.parse(str(stats.get("completed_at"))))
                        .toMillis()
                / 1000.0;
        assertThat(took).isCloseTo(sum, org.assertj.core.api.Assertions.within(1.0));
    }

    @Test
    void theConversationGrowsWithToolMessagesAndEveryModelEventOffersTheSixTools() {
        PyDict log = SimulatedEvalLog.of(params("plan_exec"));
        List<PyObject> tools = InspectJson.tools(true);
        int grown = 0;
        for (PyDict s : samples(log)) {
            InspectLogChecks.conversationGrows(s);
            List<PyObject> messages = ((PyList) s.get("messages")).items();
            for (PyDict m : events(s, "model")) {
                List<PyObject> input = ((PyList) m.get("input")).items();
                assertThat(input).isEqualTo(messages.subList(0, input.size()));
                assertThat(m.get("tools")).isEqualTo(new PyList(tools));
                if (input.stream().anyMatch(x -> PyStr.of("tool").equals(((PyDict) x).get("role")))) {
                    grown++;
                }
            }
        }
        assertThat(grown).isPositive();
        assertThat(tools).hasSize(6);
        for (int i = 0; i < 6; i++) {
            PyDict t = (PyDict) tools.get(i);
            assertThat(t.get("name")).isEqualTo(PyStr.of(ToolSpecs.CORE.get(i).name()));
            assertThat(t.get("description"))
                    .isEqualTo(PyStr.of(ToolSpecs.CORE.get(i).description(true)));
            PyDict params = (PyDict) t.get("parameters");
            assertThat(params.get("properties"))
                    .isEqualTo(ToolSpecs.CORE.get(i).inputSchema().get("properties"));
            assertThat(params.get("required"))
                    .isEqualTo(ToolSpecs.CORE.get(i).inputSchema().get("required"));
        }
    }

    @Test
    void sampleInitAndSpansForSolverToolsAndScorerNest() {
        for (String config : List.of("plan_exec", "vote3")) {
            for (PyDict s : samples(SimulatedEvalLog.of(params(config)))) {
                InspectLogChecks.spansMatch(s);
                List<PyDict> ev = events(s);
                assertThat(str(ev.get(1).get("event"))).isEqualTo("sample_init");
                PyDict init = (PyDict) ev.get(1).get("sample");
                assertThat(init.get("input")).isEqualTo(s.get("input"));
                assertThat(init.get("id")).isEqualTo(s.get("id"));
                List<String> spans = events(s, "span_begin").stream()
                        .map(e -> str(e.get("type")) + ":" + str(e.get("name")))
                        .toList();
                long calls = events(s, "tool").size();
                assertThat(spans.stream().filter(x -> x.startsWith("tool:")).count())
                        .isEqualTo(calls);
                assertThat(spans.stream().filter(x -> !x.startsWith("tool:")).toList())
                        .containsExactly(
                                "init:init",
                                "solvers:solvers",
                                "solver:simulated_agent",
                                "scorers:scorers",
                                "scorer:outcome");
                // a tool event sits in its own tool span, named by the function
                for (PyDict t : events(s, "tool")) {
                    PyDict begin = events(s, "span_begin").stream()
                            .filter(b -> b.get("id").equals(t.get("span_id")))
                            .findFirst()
                            .orElseThrow();
                    assertThat(begin.get("name")).isEqualTo(t.get("function"));
                }
            }
        }
    }

    @Test
    void everyGroundTruthLabelIsAnInfoEventAtItsRootStepAndItsSymptomStep() {
        int checked = 0;
        for (String config : List.of("plan_exec", "react", "plan_exec+reflect")) {
            SimParams p = params(config);
            List<RunResult> runs = runs(p);
            List<PyDict> samples = samples(SimulatedEvalLog.of(p));
            for (int i = 0; i < samples.size(); i++) {
                Trace trace = runs.get(i).trace();
                // the step an info event sits at: the model events before it (one per step)
                List<String[]> seen = new ArrayList<>();
                int step = -1;
                for (PyDict e : events(samples.get(i))) {
                    String kind = str(e.get("event"));
                    if (kind.equals("model")) {
                        step++;
                    } else if (kind.equals("info")) {
                        assertThat(e.get("source")).isEqualTo(PyStr.of("ground_truth"));
                        PyDict d = (PyDict) e.get("data");
                        seen.add(new String[] {
                            str(d.get("label")),
                            "" + step,
                            str(d.get("category")),
                            str(d.get("mode")),
                            str(d.get("impact"))
                        });
                    }
                }
                Set<String> expected = new TreeSet<>();
                for (ErrorLabel l : trace.errors()) {
                    for (int at : new int[] {l.step(), l.symptom()}) {
                        expected.add(
                                l.id() + "@" + at + " " + l.metrics().get(0).name() + " "
                                        + l.mode().wireName() + " " + l.impact().wireName());
                    }
                }
                Set<String> actual = new TreeSet<>();
                for (String[] x : seen) {
                    actual.add(x[0] + "@" + x[1] + " " + x[2] + " " + x[3] + " " + x[4]);
                }
                assertThat(actual).as("%s sample %d", config, i).isEqualTo(expected);
                checked += expected.size();
            }
        }
        assertThat(checked).isPositive();
    }

    @Test
    void theFileNameIsInspects() {
        PyDict log = SimulatedEvalLog.of(params("plan_exec"));
        String name = EvalLogs.fileName(log);
        assertThat(name).matches("2025-01-01T00-00-00-00-00_agent-world_[0-9a-f]{32}\\.json");
        assertThat(name).contains(str(((PyDict) log.get("eval")).get("task_id")));
        // the pattern inspect view lists (log_file_pattern in inspect_ai/log/_file.py)
        assertThat(name).matches("^\\d{4}-\\d{2}-\\d{2}T\\d{2}[:-]\\d{2}[:-]\\d{2}.*$");
    }
}
