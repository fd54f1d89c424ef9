package com.agenteval.workbench.serving;

/**
 * One hot path the background {@link Warmup} runs once after start-up, so that the first student to open a page
 * does not pay for the JIT. A step computes what a page computes at its defaults and throws the result away; it
 * must not change any state a session can see.
 */
public interface WarmupStep {

    /** A short name for the log, e.g. {@code "configs"}. */
    String name();

    /** Runs the hot path once. */
    void run();
}
