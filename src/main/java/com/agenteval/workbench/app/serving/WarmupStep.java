package com.agenteval.workbench.app.serving;

/**
 * One hot path the background {@link Warmup} runs once after start-up, so that the first student to open a page
 * does not pay for the JIT. A step computes what a page computes at its defaults and throws the result away; it
 * must not change any state a session can see.
 */
public interface WarmupStep {

    /** A short name for the log, e.g. {@code "configs"}. */
    String name();

    /**
     * Runs the hot path once.
     *
     * @param first whether this is the first round: a step whose result the shared cache keeps computes it through
     *              the cache then, so the first student's default page is already computed; later rounds compute it
     *              uncached, to warm the code for other parameters
     */
    void run(boolean first);
}
