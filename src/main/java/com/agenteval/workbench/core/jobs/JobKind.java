package com.agenteval.workbench.core.jobs;

/**
 * Which long work a job does, e.g. the run page's forecast panel. A session has at most one job of a kind at a time,
 * and a page finds its session's job by kind when it is opened again. The type parameters tie the kind to its
 * progress events and result, so a page gets back the job it started.
 *
 * @param name      a short stable name, also the worker thread's
 * @param computing whether the job is computation that belongs on the fair compute pool ({@link ComputeLanes}, in
 *                  its session's lane, beside the session's other outputs) rather than on the job runner's own
 *                  workers, which wait on models, searches and networks
 * @param <E>       one progress event
 * @param <R>       the result
 */
public record JobKind<E, R>(String name, boolean computing) {

    public JobKind {
        if (name == null || !name.matches("[a-z0-9-]{1,40}")) {
            throw new IllegalArgumentException("a job kind is 1 to 40 of a-z, 0-9 and '-': " + name);
        }
    }

    public static <E, R> JobKind<E, R> of(String name) {
        return new JobKind<>(name, false);
    }

    /** A kind of long computation (e.g. the error-bar lab): its jobs run on the compute pool. */
    public static <E, R> JobKind<E, R> computing(String name) {
        return new JobKind<>(name, true);
    }
}
