package com.agenteval.workbench.core.inspect;

import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.agent.Agent.TokenCosts;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.reliability.ConfigResults;
import com.agenteval.workbench.core.reliability.ConfigResults.TaskRuns;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.stats.ClusteredMean;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.world.World;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * A simulated run as an Inspect eval log: {@code run_config} for one config over the task set, {@code repeats}
 * times per task (Inspect's epochs), with the same draws as {@code sim --mode results --config C}, so the log's
 * accuracy is that command's. One sample per task and epoch, scored C or I by an {@code outcome} scorer; the
 * ground-truth GPA labels, tokens and cost go in each sample's metadata, with the task id ({@code task_id}), which the
 * results' {@code stderr} takes as its cluster.
 *
 * <pre>{@code
 * PyDict log = SimulatedEvalLog.of(SimParams.defaults("results").withRepeats(3));
 * String json = PyJson.dumps(log);      // opens in `inspect view`
 * }</pre>
 */
final class SimulatedEvalLog {

    /**
     * A simulated run has no clock: its timestamps start here and move by each call's simulated duration
     * ({@link SimulatedTimes}), so exports are reproducible.
     */
    public static final Instant START = Instant.parse("2025-01-01T00:00:00Z");

    /** The sample metadata key holding the task id: the cluster of {@code stderr}. */
    public static final String CLUSTER = "task_id";

    /** The scorer's name, as the lecture calls the outcome metric. */
    public static final String SCORER = "outcome";

    private SimulatedEvalLog() {}

    /** Samples in one log at most: a sample with its transcript is some 28 kB, and the log is built in memory. */
    public static final int MAX_SAMPLES = 2_000;

    /** The log of {@code p}'s world, task set, config ({@code plan_exec} when none is given) and run. */
    public static PyDict of(SimParams p) {
        Parameters.REPEATS
                .within(1, Parameters.MAX_REPEATS)
                .check(BigInteger.valueOf(p.repeats()), Parameters.REPEATS.option());
        long n = (long) p.tasks() * p.repeats();
        if (n > MAX_SAMPLES) {
            throw new IllegalArgumentException("--tasks \u00d7 --repeats must be at most " + MAX_SAMPLES
                    + " for an Inspect log (one sample per task and epoch), got " + n);
        }
        World w = p.worldSpec().make();
        List<Task> tasks = Tasks.make(w, p.tasks(), p.taskSeed(), p.newData());
        AgentConfig cfg = p.agentConfig();
        ConfigResults r = ConfigResults.run(w, tasks, cfg, p.runSeed(), p.repeats(), true, null);
        String model = "simulated/" + cfg.name();
        String runKey = PyJson.dumps(params(p));
        List<PyObject> samples = new ArrayList<>();
        long input = 0;
        long output = 0;
        // the samples one after the other: each starts when the one before it ends
        Instant clock = START;
        for (TaskRuns tr : r.perTask()) {
            int epoch = 0;
            for (RunResult rr : tr.runs()) {
                epoch++;
                Timed s = sample(
                        tr.task(),
                        epoch,
                        rr,
                        model,
                        clock,
                        uuid(runKey + "/" + tr.task().id() + "/" + epoch));
                samples.add(s.sample());
                clock = s.end();
                input += s.input();
                output += s.output();
            }
        }
        Map<String, PyObject> metrics = new LinkedHashMap<>();
        metrics.put("accuracy", r.accuracy() == null ? PyFloat.of(0.0) : PyFloat.of(r.accuracy()));
        // Inspect's stderr(cluster="task_id"): the epochs of a task are one cluster (with one epoch per task it
        // equals the plain stderr()); the same number as core/stats and intervals.py
        metrics.put(
                "stderr",
                PyFloat.of(ClusteredMean.ofCounts(
                                r.perTask().stream().mapToInt(TaskRuns::correct).toArray(), p.repeats())
                        .clusteredSe()));
        Map<String, PyDict> metricParams = Map.of("stderr", PyDict.of("cluster", PyStr.of(CLUSTER)));
        PyDict results = PyDict.of(
                "total_samples",
                PyInt.of(samples.size()),
                "completed_samples",
                PyInt.of(samples.size()),
                "scores",
                PyList.of(InspectJson.evalScore(SCORER, null, samples.size(), 0, metrics, metricParams)),
                "metadata",
                PyDict.of(
                        "n_runs",
                        PyInt.of(r.nRuns()),
                        "n_correct",
                        PyInt.of(r.nCorrect()),
                        "tokens_total",
                        PyInt.of(r.tokensTotal()),
                        "cost_sum_seq",
                        PyFloat.of(r.costSumSeq())));
        PyDict usage = PyDict.of(model, InspectJson.usage(input, output));
        String created = InspectJson.timestamp(START);
        PyDict spec = EvalLogs.spec(
                uuid(runKey + "/eval"),
                uuid(runKey + "/run"),
                created,
                "agent_world",
                taskArgs(p),
                "simulated_agent",
                PyDict.of("config", cfg.toPy(), "run_seed", PyInt.of(p.runSeed())),
                "make_tasks",
                tasks.stream().map(Task::id).toList(),
                model,
                p.repeats(),
                PyDict.of(
                        "params",
                        params(p),
                        "command",
                        PyStr.of(p.withMode("results").commandLine())),
                List.of(InspectJson.scorer(SCORER, List.of("accuracy", "stderr"), metricParams)));
        return EvalLogs.log(
                spec,
                "simulated_agent",
                PyDict.of("config", cfg.toPy()),
                results,
                created,
                InspectJson.timestamp(clock),
                usage,
                samples);
    }

    /** The parameters that reproduce the run: the world's, the task set's, the config and the run's. */
    static PyDict params(SimParams p) {
        PyDict all = p.withMode("results").toPy();
        Map<String, PyObject> m = new LinkedHashMap<>();
        for (ParamSpec<?> s : exported()) {
            m.put(s.name(), all.get(s.name()));
        }
        return new PyDict(m);
    }

    static PyDict taskArgs(SimParams p) {
        PyDict all = params(p);
        Map<String, PyObject> m = new LinkedHashMap<>();
        for (ParamSpec<?> s : Parameters.WORLD) {
            m.put(s.name(), all.get(s.name()));
        }
        for (ParamSpec<?> s : Parameters.TASK_SET) {
            m.put(s.name(), all.get(s.name()));
        }
        return new PyDict(m);
    }

    /** The sim options an export takes: the world, the task set, the config and the run (issue 17). */
    public static List<ParamSpec<?>> exported() {
        List<ParamSpec<?>> out = new ArrayList<>(Parameters.WORLD);
        out.addAll(Parameters.TASK_SET);
        out.add(Parameters.CONFIG);
        out.addAll(Parameters.RUN);
        return List.copyOf(out);
    }

    /** The tools the simulated agent is offered: the six, with their precise descriptions (as on /tools). */
    static final boolean PRECISE = true;

    /** The info events' source: the labels were written when the simulation injected the mistakes. */
    public static final String GROUND_TRUTH = "ground_truth";

    /** A sample and when its transcript ends (the next sample of the run starts there). */
    private record Timed(PyDict sample, Instant end, long input, long output) {}

    private static Timed sample(Task task, int epoch, RunResult rr, String model, Instant start, String uuid) {
        List<PyObject> tools = InspectJson.tools(PRECISE);
        Transcript t = new Transcript(model, start, tools, uuid);
        String target = text(task.answer());
        Map<String, PyObject> dataset = new LinkedHashMap<>();
        dataset.put(CLUSTER, PyStr.of(task.id()));
        dataset.put("task_type", PyStr.of(task.type().wireName()));
        dataset.put("stale", PyBool.of(task.stale()));
        PyDict question = InspectJson.userMessage(task.question());
        t.begin("init", "init")
                .sampleInit(
                        PyDict.of(
                                "input",
                                PyStr.of(task.question()),
                                "target",
                                PyStr.of(target),
                                "id",
                                PyStr.of(task.id()),
                                "metadata",
                                new PyDict(dataset)),
                        PyDict.of(
                                "messages",
                                PyList.of(question),
                                "tools",
                                new PyList(tools),
                                "tool_choice",
                                PyStr.of("auto"),
                                "store",
                                PyDict.of(),
                                "output",
                                PyDict.of("model", PyStr.of(model), "choices", PyList.of(), "completion", PyStr.of("")),
                                "completed",
                                PyBool.FALSE,
                                "metadata",
                                new PyDict(dataset)))
                .end();
        t.begin("solvers", null).begin("simulated_agent", "solver");
        t.user(task.question());
        Trace trace = rr.trace();
        if (trace != null) {
            steps(t, trace);
        } else {
            // vote and direct runs keep no trace: only the answer they settled on, with all their tokens
            t.assistant(text(rr.answer()), InspectJson.usage(0, rr.tokens()), SimulatedTimes.model(rr.tokens()));
        }
        t.end().end();
        String answer = text(rr.answer());
        PyDict score = InspectJson.score(
                PyStr.of(rr.correct() ? "C" : "I"),
                answer,
                rr.correct() ? "the answer equals the reference answer" : "the reference answer is " + target,
                PyDict.of());
        t.begin("scorers", null)
                .begin(SCORER, "scorer")
                .score(score, target)
                .end()
                .end();
        // earlier attempts and the verifier (retry configs) cost tokens the transcript of the last attempt does not
        // show: the sample's usage is all of them, as metadata.tokens
        long input = t.inputTokens();
        long output = rr.tokens() - input;
        PyDict usage = InspectJson.usage(input, output);
        Map<String, PyObject> meta = new LinkedHashMap<>(dataset);
        meta.put("tokens", PyInt.of(rr.tokens()));
        meta.put("cost", PyFloat.of(rr.cost()));
        meta.put("attempts", rr.attempts() == null ? PyNone.NONE : PyInt.of(rr.attempts()));
        meta.put(
                "labels",
                trace == null
                        ? PyNone.NONE
                        : new PyList(trace.errors().stream()
                                .map(e -> (PyObject) label(e))
                                .toList()));
        PyDict lastOutput = Objects.requireNonNull(t.lastOutput(), "a sample's transcript has a model call");
        PyDict sample = InspectJson.sample(
                task.id(),
                epoch,
                task.question(),
                target,
                t,
                lastOutput,
                PyDict.of(SCORER, score),
                new PyDict(meta),
                PyDict.of(model, usage),
                uuid);
        return new Timed(sample, t.now(), input, output);
    }

    /**
     * The trace's steps as model and tool calls, with the token model's split of each turn
     * ({@link TokenCosts#turns}), so the model events add up to the trace's tokens. Each ground-truth label is an
     * info event after its root step and after its symptom step.
     */
    private static void steps(Transcript t, Trace trace) {
        for (TokenCosts.Turn turn : TokenCosts.turns(trace)) {
            Step s = turn.step();
            PyDict usage = InspectJson.usage(turn.input(), turn.output());
            var time = SimulatedTimes.model(turn.output());
            if (s instanceof Step.Plan p) {
                t.assistant(
                        "PLAN: "
                                + String.join(
                                        "; ",
                                        p.plan().stream()
                                                .map(i -> i.tool() + " \u2192 " + i.var())
                                                .toList())
                                + (p.endTag() ? " <end_plan>" : ""),
                        usage,
                        time);
            } else if (s instanceof Step.Call c) {
                t.assistantCalls("", List.of(Transcript.call(c.callId(), c.tool(), c.args(), null)), usage, time);
                t.toolResult(
                        c.callId(),
                        c.tool(),
                        c.args(),
                        c.output().ok() ? resultText(c.output()) : null,
                        error(c.output()),
                        SimulatedTimes.tool(c.tool()));
            } else if (s instanceof Step.Think th) {
                t.assistant(th.var() + " = " + text(th.read()) + " (" + th.text() + ")", usage, time);
            } else if (s instanceof Step.Final f) {
                t.assistant(text(f.answer()), usage, time);
            }
            for (ErrorLabel e : trace.errors()) {
                if (e.step() == s.index() || e.symptom() == s.index()) {
                    t.info(GROUND_TRUTH, labelInfo(e, s.index()));
                }
            }
        }
    }

    /** What the viewer shows at a labelled step: the GPA category (the first metric), the mode and the impact. */
    static PyDict labelInfo(ErrorLabel e, int step) {
        List<PyObject> at = new ArrayList<>();
        if (e.step() == step) {
            at.add(PyStr.of("root"));
        }
        if (e.symptom() == step) {
            at.add(PyStr.of("symptom"));
        }
        return PyDict.of(
                "label",
                PyStr.of(e.id()),
                "at",
                new PyList(at),
                "category",
                PyStr.of(e.metrics().isEmpty() ? "" : e.metrics().get(0).name()),
                "mode",
                PyStr.of(e.mode().wireName()),
                "impact",
                PyStr.of(e.impact().wireName()),
                "step",
                PyInt.of(e.step()),
                "symptom",
                PyInt.of(e.symptom()),
                "metrics",
                new PyList(e.metrics().stream()
                        .map(m -> (PyObject) PyStr.of(m.name()))
                        .toList()));
    }

    /** A ground-truth label: mode, metrics, root and symptom step, impact (the module's label dict). */
    private static PyDict label(ErrorLabel e) {
        return e.toPy();
    }

    private static String resultText(ToolResult out) {
        PyObject text = out.toPy().get("text");
        return text instanceof PyStr s ? s.value() : text(out.value());
    }

    private static @Nullable String error(ToolResult out) {
        if (out instanceof ToolResult.Failed f) {
            return f.error();
        }
        return out instanceof ToolResult.Raised r ? r.type() + ": " + r.message() : null;
    }

    /** A value as the module's JSON prints it (numbers as Python writes them, a chart as its dict). */
    static String text(PyObject v) {
        return v instanceof PyStr s ? s.value() : PyJson.dumps(v);
    }

    /** A stable id: the same options give the same ids, so two exports of one run are the same bytes. */
    static String uuid(String key) {
        return UUID.nameUUIDFromBytes(key.getBytes(StandardCharsets.UTF_8)).toString();
    }
}
