package com.agenteval.workbench.app.live;

/** A live call that did not succeed within its retries, with the reason in words (keys removed). */
final class CallFailedException extends RuntimeException {

    private final String reason;
    private final int attempts;
    private final boolean interrupted;

    CallFailedException(String reason, int attempts, boolean interrupted, Throwable cause) {
        super(reason, cause);
        this.reason = reason;
        this.attempts = attempts;
        this.interrupted = interrupted;
    }

    public String reason() {
        return reason;
    }

    public int attempts() {
        return attempts;
    }

    /** The thread was interrupted (a cancel), rather than the provider failing. */
    public boolean interrupted() {
        return interrupted;
    }
}
