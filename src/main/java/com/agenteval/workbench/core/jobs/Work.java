package com.agenteval.workbench.core.jobs;

/**
 * What a job runs on a worker thread: it reports progress, stops when cancelled (throwing {@link CancelledException},
 * or returning a result that says so), and returns its result or throws why there is none.
 *
 * @param <E> one progress event
 * @param <R> the result
 */
@FunctionalInterface
public interface Work<E, R> {

    R run(Progress<E> progress, Cancellation cancellation) throws Exception;
}
