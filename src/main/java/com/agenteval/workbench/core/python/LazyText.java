package com.agenteval.workbench.core.python;

/**
 * Text that is rendered only when somebody reads it. The simulation's hot path produces many strings that are only
 * ever printed (tool texts, calculator expressions); repr of a float is exact but slow, so they stay lazy.
 */
@FunctionalInterface
public interface LazyText {

    /** The text, exactly as the reference module would have built it eagerly. */
    String render();
}
