package com.agenteval.workbench.core.agent.live;

/** A live run stopped before it finished: cancelled, or a model call failed. The message says why, in words. */
public final class LiveAgentStoppedException extends RuntimeException {

    private final boolean cancelled;

    public LiveAgentStoppedException(String message, boolean cancelled, Throwable cause) {
        super(message, cause);
        this.cancelled = cancelled;
    }

    public static LiveAgentStoppedException byCancel() {
        return new LiveAgentStoppedException("the run was cancelled", true, null);
    }

    public static LiveAgentStoppedException failed(String reason, Throwable cause) {
        return new LiveAgentStoppedException(reason, false, cause);
    }

    public boolean wasCancelled() {
        return cancelled;
    }
}
