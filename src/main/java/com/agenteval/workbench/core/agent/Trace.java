package com.agenteval.workbench.core.agent;

import com.agenteval.workbench.core.agent.ErrorLabel.ErrorMode;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tasks.Answers;
import com.agenteval.workbench.core.tasks.Task;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One run of one task ({@code run_agent}'s trace): the steps, the ground-truth error labels, and the outcome.
 *
 * @param task     the task
 * @param config   the config's name
 * @param steps    plan / call / think / final steps, in order
 * @param errors   ground-truth labels in order of injection (a wrong answer ends with a {@code goal} label)
 * @param answer   the final answer ({@code final})
 * @param correct  {@code answer_equal(final, task.answer)}: the outcome
 * @param slip     the final answer misstated the computed value
 * @param tokens   tokens spent
 * @param cost     {@code tokens * price / 1e6}
 * @param hasPlan  the config has a planner
 */
public record Trace(
        Task task,
        String config,
        List<Step> steps,
        List<ErrorLabel> errors,
        PyObject answer,
        boolean correct,
        boolean slip,
        int tokens,
        double cost,
        boolean hasPlan) {

    public Trace {
        Objects.requireNonNull(task, "task");
        Objects.requireNonNull(config, "config");
        steps = List.copyOf(steps);
        errors = List.copyOf(errors);
        Objects.requireNonNull(answer, "answer");
    }

    /**
     * No process error other than benign ones (the outcome's own {@code goal} label does not count): the process was
     * clean. Lucky-correct traces are correct but not clean.
     */
    public boolean processClean() {
        return errors.stream().allMatch(e -> e.benign() || e.mode() == ErrorMode.GOAL);
    }

    /** Correct, but with a mistake that could have changed a value (lecture demonstration 01's "lucky" traces). */
    public boolean luckyCorrect() {
        return correct && !processClean();
    }

    /**
     * Wrong only because the db is stale: the task's db answer differs from the truth, every label other than the
     * final goal label is benign, no slip misstated the result, and the final answer is exactly the perfect process's
     * {@code db_answer}.
     */
    public boolean failedOnStaleData() {
        return !correct && task.stale() && !slip && processClean() && Answers.answerEqual(answer, task.dbAnswer());
    }

    /**
     * The process was flawed: a non-benign process label, or a wrong answer the agent caused by misstating its own
     * result (a slip). A wrong answer from an otherwise clean process (a stale db record) is not a flawed process.
     */
    public boolean processFlawed() {
        return !processClean() || (!correct && slip);
    }

    /** ref_dump's trace dict: the module's trace with the task replaced by its id. */
    public PyDict toPy() {
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("task", PyStr.of(task.id()));
        m.put("config", PyStr.of(config));
        m.put("steps", new PyList(steps.stream().map(s -> (PyObject) s.toPy()).toList()));
        m.put("errors", new PyList(errors.stream().map(e -> (PyObject) e.toPy()).toList()));
        m.put("final", answer);
        m.put("correct", PyBool.of(correct));
        m.put("slip", PyBool.of(slip));
        m.put("tokens", PyInt.of(tokens));
        m.put("cost", PyFloat.of(cost));
        m.put("has_plan", PyBool.of(hasPlan));
        return new PyDict(m);
    }
}
