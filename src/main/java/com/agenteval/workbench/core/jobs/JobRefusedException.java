package com.agenteval.workbench.core.jobs;

/** A job was not started: the session's cap is reached, one of its kind is under way, or the server is busy. */
public final class JobRefusedException extends RuntimeException {

    public JobRefusedException(String message) {
        super(message);
    }
}
