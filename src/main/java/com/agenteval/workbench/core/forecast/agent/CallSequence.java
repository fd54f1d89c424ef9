package com.agenteval.workbench.core.forecast.agent;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * The global numbering of model calls shared by every tracer of one run, so calls from several agents can be put
 * back in the order they happened. The book keeps one counter per process; here it is passed in, so two runs in one
 * process do not share numbers.
 */
public final class CallSequence {

    private final AtomicInteger next = new AtomicInteger();

    /** The next number, starting at 0. */
    public int next() {
        return next.getAndIncrement();
    }
}
