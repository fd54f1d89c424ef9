package com.agenteval.workbench.core.agent.live;

/** A file that is not a readable live-agent run; the message says what is wrong and where, in one line. */
public final class InvalidLiveRunException extends Exception {

    private static final long serialVersionUID = 1L;

    public InvalidLiveRunException(String reason) {
        super(reason);
    }

    public InvalidLiveRunException(String reason, Throwable cause) {
        super(reason, cause);
    }
}
