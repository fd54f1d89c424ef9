package com.agenteval.workbench.core.agent;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A ground-truth error label, written at the moment the simulated mistake was injected.
 *
 * @param id        {@code e0}, {@code e1}, ... in order of injection
 * @param mode      what went wrong
 * @param metrics   the GPA dimensions, the first one primary
 * @param step      the step where the root cause is
 * @param symptom   the step where the symptom first shows (often the same)
 * @param impact    whether it changed a value of the perfect process
 * @param silent    bad_args only: the tool accepted the wrong arguments without an error (null otherwise)
 * @param recovered bad_args only: the agent fixed the arguments after an error (null otherwise)
 * @param fixed     reflection fixed this one
 */
public record ErrorLabel(
        String id,
        ErrorMode mode,
        List<Metric> metrics,
        int step,
        int symptom,
        Impact impact,
        @Nullable Boolean silent,
        @Nullable Boolean recovered,
        boolean fixed) {

    public ErrorLabel {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(mode, "mode");
        metrics = List.copyOf(metrics);
        Objects.requireNonNull(impact, "impact");
        if ((mode == ErrorMode.BAD_ARGS) != (silent != null) || (silent == null) != (recovered == null)) {
            throw new IllegalArgumentException("silent/recovered belong to bad_args labels only");
        }
    }

    /**
     * {@code is_benign(error)}: only cost or format, no value can have changed (loop, wasted, format, or bad_args
     * that the agent recovered from).
     */
    public boolean benign() {
        return mode.benignMode() || (mode == ErrorMode.BAD_ARGS && Boolean.TRUE.equals(recovered));
    }

    /** The module's label dict. */
    public PyDict toPy() {
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("id", PyStr.of(id));
        m.put("mode", PyStr.of(mode.wireName()));
        m.put(
                "metrics",
                new PyList(
                        metrics.stream().map(x -> (PyObject) PyStr.of(x.name())).toList()));
        m.put("step", PyInt.of(step));
        m.put("symptom", PyInt.of(symptom));
        m.put("impact", PyStr.of(impact.wireName()));
        if (silent != null) {
            m.put("silent", PyBool.of(silent));
            m.put("recovered", PyBool.of(Objects.requireNonNull(recovered, "set with silent")));
        }
        if (fixed) {
            m.put("fixed", PyBool.TRUE);
        }
        return new PyDict(m);
    }

    /** What went wrong, as the module names it in a label's {@code mode}. */
    public enum ErrorMode {
        PLAN_MISSING("plan_missing"),
        PLAN_ORDER("plan_order"),
        WRONG_TOOL("wrong_tool"),
        FORMAT("format"),
        SKIP("skip"),
        SHORTCUT("shortcut"),
        ESTIMATE("estimate"),
        BAD_ARGS("bad_args"),
        IGNORE("ignore"),
        WASTED("wasted"),
        LOOP("loop"),
        GOAL("goal");

        private final String wireName;

        ErrorMode(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }

        /** {@code VISIBLE_MODES}: mistakes the agent can see in its own trace (reflection and the verifier find them). */
        public boolean visible() {
            return this == SKIP || this == SHORTCUT || this == ESTIMATE || this == IGNORE;
        }

        /** {@code BENIGN_MODES}: they only cost tokens or break format, never change a value. */
        public boolean benignMode() {
            return this == LOOP || this == WASTED || this == FORMAT;
        }
    }

    /** Whether a mistake moved some variable away from the perfect process's value ({@code ideal}). */
    public enum Impact {
        HIGH("high"),
        LOW("low");

        private final String wireName;

        Impact(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }
    }
}
