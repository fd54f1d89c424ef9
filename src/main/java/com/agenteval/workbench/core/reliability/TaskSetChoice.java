package com.agenteval.workbench.core.reliability;

import com.agenteval.workbench.core.params.Parameters;
import java.util.List;

/** Which tasks the configs run on: the familiar set, the new-data set (every task touches 2024), or both. */
public enum TaskSetChoice {
    FAMILIAR("familiar"),
    NEW_DATA("new"),
    BOTH("both");

    private final String key;

    TaskSetChoice(String key) {
        this.key = key;
    }

    /** The URL value, e.g. {@code task_set=new}. */
    public String key() {
        return key;
    }

    /** The choice a {@code task_set} value (one of {@link Parameters#TASK_SET_CHOICE}'s options) names. */
    public static TaskSetChoice of(String key) {
        for (TaskSetChoice s : values()) {
            if (s.key.equals(key)) {
                return s;
            }
        }
        throw new IllegalArgumentException(
                Parameters.TASK_SET_CHOICE.problem(key).orElse("no task set " + key));
    }

    /** The single sets this choice runs, familiar first. */
    public List<TaskSetChoice> parts() {
        return this == BOTH ? List.of(FAMILIAR, NEW_DATA) : List.of(this);
    }

    public boolean newData() {
        return this == NEW_DATA;
    }
}
