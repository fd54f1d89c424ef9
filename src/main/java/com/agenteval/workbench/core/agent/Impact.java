package com.agenteval.workbench.core.agent;

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
