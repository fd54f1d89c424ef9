package com.agenteval.workbench.core.llm;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Thrown by a model client ({@link LlmClient}) when an agent cannot go on: a call that failed for good (retries exhausted, a refused
 * key), or a run the user cancelled. The forecasting agent catches it, keeps every step taken so far, and ends the
 * agent with {@link #status()} and {@link #reason()}; the agent did not forecast; the live world agent ends its run unsaved. A reply that arrives but is empty or
 * malformed is not a stop: the agent's parser handles it as the notebook does, at the cost of a turn.
 *
 * <pre>{@code
 * throw AgentStoppedException.failed("Anthropic did not answer after 4 attempts: HTTP 503 Service Unavailable");
 * }</pre>
 */
public final class AgentStoppedException extends RuntimeException {

    public static final String FAILED = "failed";
    public static final String CANCELLED = "cancelled";

    private final String status;
    private final String reason;

    private AgentStoppedException(String status, String reason, @Nullable Throwable cause) {
        super(reason, cause);
        this.status = status;
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    /** A call that cannot be completed; {@code reason} says why in words a student can act on. */
    public static AgentStoppedException failed(String reason) {
        return new AgentStoppedException(FAILED, reason, null);
    }

    public static AgentStoppedException failed(String reason, Throwable cause) {
        return new AgentStoppedException(FAILED, reason, cause);
    }

    public static AgentStoppedException cancelled(String reason) {
        return new AgentStoppedException(CANCELLED, reason, null);
    }

    /** {@value #FAILED} or {@value #CANCELLED}, as the artifact's and the run's {@code status} record it. */
    public String status() {
        return status;
    }

    public String reason() {
        return reason;
    }

    public boolean cancelled() {
        return CANCELLED.equals(status);
    }
}
