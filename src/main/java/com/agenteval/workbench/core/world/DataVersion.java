package com.agenteval.workbench.core.world;

/**
 * The four versions of the same data, the core of the simulation (lecture §1.4): grading uses {@link #TRUTH}; the
 * agent's database {@link #DB} has a few stale records; {@link #WEB} search results are sometimes rounded or last
 * year's; the model's {@link #MEMORY} is right about 70% of the time before the knowledge cutoff and only knows last
 * year's value after it.
 */
public enum DataVersion {
    TRUTH("truth"),
    DB("db"),
    WEB("web"),
    MEMORY("memory");

    private final String wireName;

    DataVersion(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }
}
