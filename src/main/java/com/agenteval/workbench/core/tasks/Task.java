package com.agenteval.workbench.core.tasks;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A task the agent must solve (the module's task dict).
 *
 * @param id        {@code F007} (familiar data) or {@code N007} (new data, involving 2024)
 * @param type      the task type
 * @param question  the natural-language question
 * @param subtasks  the reference plan
 * @param answer    the reference answer, computed from truth
 * @param dbAnswer  what a perfect process gets from the db (differs from answer when a used record is stale)
 * @param ideal     every variable's value in the perfect process (v1, v2, r / v1, c), in plan order
 * @param stale     {@code db_answer != answer}: a correct process still gets it wrong
 */
public record Task(
        String id,
        TaskType type,
        String question,
        List<Subtask> subtasks,
        PyObject answer,
        PyObject dbAnswer,
        Map<String, PyObject> ideal,
        boolean stale) {

    public Task {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(question, "question");
        subtasks = List.copyOf(subtasks);
        Objects.requireNonNull(answer, "answer");
        Objects.requireNonNull(dbAnswer, "dbAnswer");
        ideal = Collections.unmodifiableMap(new LinkedHashMap<>(ideal));
        if (subtasks.isEmpty()) {
            throw new IllegalArgumentException("a task needs a plan");
        }
    }

    /** {@code FINAL_VAR[type]}. */
    public String finalVar() {
        return type.finalVar();
    }

    /** The subtask that produces a variable. */
    public Subtask producerOf(String var) {
        for (Subtask s : subtasks) {
            if (s.var().equals(var)) {
                return s;
            }
        }
        throw new IllegalArgumentException("no subtask produces " + var);
    }

    /** The module's task dict (the fields ref_dump prints). */
    public PyDict toPy() {
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("id", PyStr.of(id));
        m.put("type", PyStr.of(type.wireName()));
        m.put("question", PyStr.of(question));
        m.put(
                "subtasks",
                new PyList(subtasks.stream().map(s -> (PyObject) s.toPy()).toList()));
        m.put("final_var", PyStr.of(finalVar()));
        m.put("answer", answer);
        m.put("db_answer", dbAnswer);
        m.put("ideal", new PyDict(ideal));
        m.put("stale", PyBool.of(stale));
        return new PyDict(m);
    }
}
