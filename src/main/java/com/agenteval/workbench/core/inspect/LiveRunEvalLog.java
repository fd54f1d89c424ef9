package com.agenteval.workbench.core.inspect;

import com.agenteval.workbench.core.agent.live.LiveRunFile.SavedLiveRun;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.llm.Message.ToolOutput;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.sim.SimParams;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A saved live world-agent run as an Inspect eval log: one sample with the run's real messages (system prompt,
 * question, every assistant turn with its tool calls, every tool result, an error result as a tool error), the real
 * token usage, and the {@code outcome} score. A live run has no ground-truth labels, so the metadata says so.
 */
final class LiveRunEvalLog {

    private LiveRunEvalLog() {}

    public static PyDict of(SavedLiveRun saved) {
        LiveRunSetup setup = saved.run().setup();
        String model = setup.provider() + "/" + setup.model();
        String taskId0 = setup.taskId();
        String key = PyJson.dumps(PyStr.of(model + "/" + taskId0 + "/" + saved.createdAt()));
        // a live run keeps each turn's usage but not its time: the times are left out rather than made up
        Transcript t = new Transcript(
                model, saved.createdAt(), InspectJson.tools(setup.settings().preciseDescriptions()), key + "/sample");
        t.begin("solvers", null).begin("live_world_agent", "solver");
        Map<String, PyDict> argsById = new HashMap<>();
        for (Message m : saved.run().conversation()) {
            String text = m.content() == null ? "" : m.content();
            switch (m.role()) {
                case Message.SYSTEM -> t.system(text);
                case Message.USER -> t.user(text);
                case Message.ASSISTANT -> {
                    PyDict turn =
                            InspectJson.usage(m.usage().inputTokens(), m.usage().outputTokens());
                    if (m.toolUses().isEmpty()) {
                        t.assistant(text, turn, null);
                    } else {
                        List<PyDict> calls = new ArrayList<>();
                        for (ToolUse u : m.toolUses()) {
                            PyDict args = arguments(u.arguments());
                            argsById.put(u.id(), args == null ? PyDict.of() : args);
                            calls.add(Transcript.call(
                                    u.id(),
                                    u.name(),
                                    args == null ? PyDict.of() : args,
                                    args == null ? "the arguments are not a JSON object: " + u.arguments() : null));
                        }
                        t.assistantCalls(text, calls, turn, null);
                    }
                }
                default -> {
                    for (ToolOutput o : m.toolResults()) {
                        t.toolResult(
                                o.id(),
                                o.name(),
                                argsById.getOrDefault(o.id(), PyDict.of()),
                                o.content(),
                                o.error() ? o.content() : null,
                                null);
                    }
                }
            }
        }
        boolean correct = saved.run().trace().correct();
        String answer = SimulatedEvalLog.text(saved.run().trace().answer());
        String target = SimulatedEvalLog.text(saved.run().trace().task().answer());
        PyDict score = InspectJson.score(
                PyStr.of(correct ? "C" : "I"),
                answer,
                correct ? "the answer equals the reference answer" : "the reference answer is " + target,
                PyDict.of());
        t.end().end();
        t.begin("scorers", null)
                .begin(SimulatedEvalLog.SCORER, "scorer")
                .score(score, target)
                .end()
                .end();
        TokenUsage u = saved.run().usage();
        PyDict usage = InspectJson.usage(u.inputTokens(), u.outputTokens());
        List<PyObject> messages = t.messages();
        PyDict last = (PyDict) messages.get(messages.size() - 1);
        PyDict output = InspectJson.modelOutput(
                model,
                last.require("role").equals(PyStr.of("assistant"))
                        ? last
                        : InspectJson.assistantMessage("", PyNone.NONE, model),
                "stop",
                usage);
        Map<String, PyObject> meta = new LinkedHashMap<>();
        meta.put("stop", PyStr.of(saved.run().stop().toString()));
        meta.put("turns", PyInt.of(saved.run().turns()));
        meta.put(
                "cost",
                saved.run().cost().isPresent() ? PyFloat.of(saved.run().cost().getAsDouble()) : PyNone.NONE);
        meta.put("ground_truth_labels", PyBool.FALSE);
        String taskId = taskId0;
        PyDict sample = InspectJson.sample(
                taskId,
                1,
                saved.run().trace().task().question(),
                target,
                t,
                output,
                PyDict.of(SimulatedEvalLog.SCORER, score),
                new PyDict(meta),
                PyDict.of(model, usage),
                SimulatedEvalLog.uuid(key + "/sample"));
        PyDict taskArgs = SimulatedEvalLog.taskArgs(SimParams.defaults("results")
                .withWorld(
                        setup.world().seed(),
                        setup.world().nStale(),
                        setup.world().memoryAcc(),
                        setup.world().webExact(),
                        setup.world().webRounded())
                .withTasks(setup.tasks(), setup.taskSeed(), setup.newData()));
        Map<String, PyObject> metrics = new LinkedHashMap<>();
        metrics.put("accuracy", PyFloat.of(correct ? 1.0 : 0.0));
        PyDict results = PyDict.of(
                "total_samples",
                PyInt.of(1),
                "completed_samples",
                PyInt.of(1),
                "scores",
                PyList.of(InspectJson.evalScore(SimulatedEvalLog.SCORER, null, 1, 0, metrics)),
                "metadata",
                PyNone.NONE);
        String created = InspectJson.timestamp(saved.createdAt());
        PyDict spec = EvalLogs.spec(
                SimulatedEvalLog.uuid(key + "/eval"),
                SimulatedEvalLog.uuid(key + "/run"),
                created,
                "agent_world",
                taskArgs,
                "live_world_agent",
                PyDict.of("task", PyStr.of(taskId)),
                "make_tasks",
                List.of(taskId),
                model,
                1,
                PyDict.of("live", PyBool.TRUE),
                List.of(InspectJson.scorer(SimulatedEvalLog.SCORER, List.of("accuracy"))));
        return EvalLogs.log(
                spec,
                "live_world_agent",
                PyDict.of(),
                results,
                created,
                InspectJson.timestamp(t.now()),
                PyDict.of(model, usage),
                List.of(sample));
    }

    /** The model's arguments as a JSON object, or null when they are not one. */
    private static @Nullable PyDict arguments(String text) {
        try {
            return PyJson.loads(text) instanceof PyDict d ? d : null;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
