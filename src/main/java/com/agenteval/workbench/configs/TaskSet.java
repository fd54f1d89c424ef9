package com.agenteval.workbench.configs;

import java.util.List;

/** Which tasks the configs run on: the familiar set, the new-data set (every task touches 2024), or both. */
enum TaskSet {
    FAMILIAR("familiar"),
    NEW_DATA("new"),
    BOTH("both");

    private final String key;

    TaskSet(String key) {
        this.key = key;
    }

    /** The URL value, e.g. {@code task_set=new}. */
    String key() {
        return key;
    }

    /** The single sets this choice runs, familiar first. */
    List<TaskSet> parts() {
        return this == BOTH ? List.of(FAMILIAR, NEW_DATA) : List.of(this);
    }

    boolean newData() {
        return this == NEW_DATA;
    }
}
