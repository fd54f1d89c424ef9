package com.agenteval.workbench.core.inspect;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.util.List;

/** Assembles an Inspect {@code EvalLog}: the spec of what ran, the plan, the results, the stats and the samples. */
final class EvalLogs {

    /** The workbench as Inspect's {@code packages} entry names it. */
    public static final String PACKAGE = "agent-evaluation-workbench";

    private EvalLogs() {}

    /**
     * EvalSpec: what ran, with the parameters that reproduce it.
     *
     * @param taskArgs   the task's parameters (the world and the task set)
     * @param solverArgs the solver's parameters (the config and the run seed)
     * @param metadata   anything else that reproduces the run (the command line)
     */
    public static PyDict spec(
            String evalId,
            String runId,
            String created,
            String task,
            PyDict taskArgs,
            String solver,
            PyDict solverArgs,
            String dataset,
            List<String> sampleIds,
            String model,
            int epochs,
            PyDict metadata,
            List<PyDict> scorers) {
        return PyDict.of(
                "eval_set_id",
                PyNone.NONE,
                "eval_id",
                PyStr.of(evalId),
                "run_id",
                PyStr.of(runId),
                "created",
                PyStr.of(created),
                "task",
                PyStr.of(task),
                // Inspect reads a log's task id back from its file name up to the first '-' (its ids have none)
                "task_id",
                PyStr.of(evalId.replace("-", "")),
                "task_version",
                PyInt.of(0),
                "task_file",
                PyNone.NONE,
                "task_display_name",
                PyStr.of(task),
                "task_registry_name",
                PyNone.NONE,
                "task_attribs",
                PyDict.of(),
                "task_args",
                taskArgs,
                "task_args_passed",
                taskArgs,
                "solver",
                PyStr.of(solver),
                "solver_args",
                solverArgs,
                "tags",
                PyList.of(PyStr.of(PACKAGE)),
                "dataset",
                PyDict.of(
                        "name",
                        PyStr.of(dataset),
                        "location",
                        PyNone.NONE,
                        "samples",
                        PyInt.of(sampleIds.size()),
                        "sample_ids",
                        new PyList(sampleIds.stream()
                                .map(s -> (PyObject) PyStr.of(s))
                                .toList()),
                        "shuffled",
                        PyBool.FALSE),
                "sandbox",
                PyNone.NONE,
                "model",
                PyStr.of(model),
                "model_generate_config",
                InspectJson.generateConfig(),
                "model_base_url",
                PyNone.NONE,
                "model_args",
                PyDict.of(),
                "model_roles",
                PyNone.NONE,
                "config",
                InspectJson.evalConfig(epochs),
                "revision",
                PyNone.NONE,
                "packages",
                PyDict.of(PACKAGE, PyStr.of("0.1.0")),
                "metadata",
                metadata,
                "scorers",
                new PyList(scorers),
                "metrics",
                PyNone.NONE);
    }

    /**
     * The file name Inspect gives a log, {@code {created}_{task}_{id}.json}, each part cleaned as Inspect's
     * {@code clean_filename_component} does ({@code _ / : +} become {@code -}), e.g.
     * {@code 2025-01-01T00-00-00-00-00_agent-world_0f3c....json}: {@code inspect view} lists only names that start
     * with the time.
     */
    public static String fileName(PyDict log) {
        PyDict spec = (PyDict) log.require("eval");
        return clean(spec.require("created")) + "_" + clean(spec.require("task")) + "_" + clean(spec.require("task_id"))
                + ".json";
    }

    private static String clean(PyObject part) {
        return ((PyStr) part)
                .value()
                .replace('_', '-')
                .replace('/', '-')
                .replace(':', '-')
                .replace('+', '-');
    }

    /** The whole log, status {@code success}, without its None values (as Inspect writes it). */
    public static PyDict log(
            PyDict spec,
            String solver,
            PyDict solverParams,
            PyDict results,
            String startedAt,
            String completedAt,
            PyDict modelUsage,
            List<PyObject> samples) {
        return (PyDict) InspectJson.withoutNones(PyDict.of(
                "version",
                PyInt.of(InspectJson.LOG_VERSION),
                "status",
                PyStr.of("success"),
                "eval",
                spec,
                "plan",
                PyDict.of(
                        "name",
                        PyStr.of("plan"),
                        "steps",
                        PyList.of(PyDict.of("solver", PyStr.of(solver), "params", solverParams)),
                        "finish",
                        PyNone.NONE,
                        "config",
                        InspectJson.generateConfig()),
                "results",
                results,
                "stats",
                PyDict.of(
                        "started_at",
                        PyStr.of(startedAt),
                        "completed_at",
                        PyStr.of(completedAt),
                        "model_usage",
                        modelUsage),
                "error",
                PyNone.NONE,
                "samples",
                new PyList(samples),
                "reductions",
                PyNone.NONE,
                "location",
                PyStr.of(""),
                "etag",
                PyNone.NONE,
                "eval_set_info",
                PyNone.NONE));
    }
}
