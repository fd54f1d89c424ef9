package com.agenteval.workbench.app.live;

import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.AgentStoppedException;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The overall deadline of one live run ({@link LiveBounds#runDeadline()}): per-call timeouts bound one read, but a
 * server that answers each read just in time, or a run of many slow calls with their retries, could go on for hours
 * (issue 23: a reply that never ended failed only after 4 × 120 s). Once the deadline passes, the thread running
 * the run is interrupted, as a cancel interrupts it, and the run's model client then stops the agent as failed with
 * {@link #reason()}. One timer thread serves every run ({@link LiveThreads#deadlines()}, from the one factory);
 * closing the deadline (when the run is over) disarms it, so a late deadline never interrupts the save that follows.
 *
 * <pre>{@code
 * try (RunDeadline deadline = RunDeadline.start(http)) {   // http.bounds().runDeadline() from now
 *     run = cancel.interruptibly(() -> panel.run(...));   // the clients check deadline.passed()
 * }
 * }</pre>
 */
public final class RunDeadline implements AutoCloseable {

    private final Duration deadline;
    private final Thread runner;
    private final ScheduledFuture<?> timer;
    private volatile boolean passed;
    private boolean closed;

    private RunDeadline(Duration deadline, Thread runner, ScheduledExecutorService timers) {
        this.deadline = deadline;
        this.runner = runner;
        this.timer = timers.schedule(this::pass, deadline.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** The deadline of {@code http} ({@link LiveBounds#runDeadline()}) from now for the calling thread's run. */
    public static RunDeadline start(LiveHttp http) {
        return new RunDeadline(
                http.bounds().runDeadline(),
                Thread.currentThread(),
                http.threads().deadlines());
    }

    private synchronized void pass() {
        if (!closed) {
            passed = true;
            runner.interrupt();
        }
    }

    public boolean passed() {
        return passed;
    }

    /** Why the run stopped, in words, with the setting that sets the deadline. */
    public String reason() {
        return "the run took longer than its deadline of " + Retries.seconds(deadline)
                + " (workbench.live.run-deadline), so the call under way was stopped";
    }

    /** Throws the agent's stop once the deadline has passed. */
    public void check() {
        if (passed) {
            throw AgentStoppedException.failed(reason());
        }
    }

    /** {@code model}, stopping the agent as failed before a call once the deadline passed, and when a call fails for it. */
    public LlmClient watching(LlmClient model) {
        return new LlmClient() {
            @Override
            public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
                check();
                try {
                    return model.complete(messages, jsonMode, tools);
                } catch (AgentStoppedException e) {
                    check();
                    throw e;
                }
            }

            @Override
            public String modelName() {
                return model.modelName();
            }
        };
    }

    @Override
    public void close() {
        synchronized (this) {
            closed = true;
            timer.cancel(false);
        }
        if (passed && Thread.currentThread() == runner) {
            Thread.interrupted(); // the interrupt was for the run, not for what follows it
        }
    }
}
