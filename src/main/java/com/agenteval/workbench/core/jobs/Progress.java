package com.agenteval.workbench.core.jobs;

/**
 * Hears long work as it goes: one event per step (an agent's search, a judged trace, a model turn). The work calls
 * {@link #report} on its own thread; whoever listens (the job runner, a command's stderr) decides where it goes.
 *
 * <pre>{@code
 * Progress<String> progress = line -> System.err.println(line);
 * progress.report("trace 3 of 5 judged");
 * }</pre>
 *
 * @param <E> what one event is
 */
@FunctionalInterface
public interface Progress<E> {

    void report(E event);

    /** Hears nothing. */
    static <E> Progress<E> none() {
        return event -> {};
    }
}
