package com.agenteval.workbench.core.agent.live;

import org.jspecify.annotations.Nullable;

/** A file that is not a readable live-agent run; the message says what is wrong and where, in one line. */
public final class InvalidLiveRunException extends Exception {

    private static final long serialVersionUID = 1L;

    public InvalidLiveRunException(@Nullable String reason) {
        super(reason);
    }

    public InvalidLiveRunException(@Nullable String reason, Throwable cause) {
        super(reason, cause);
    }
}
