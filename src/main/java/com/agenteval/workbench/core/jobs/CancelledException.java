package com.agenteval.workbench.core.jobs;

/** Long work stopped because it was {@linkplain Cancellation#cancel() cancelled}, not because it failed. */
public final class CancelledException extends RuntimeException {

    public CancelledException() {
        super("cancelled");
    }
}
