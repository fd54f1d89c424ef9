package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.LlmCall;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Wraps a model client and records every call: a global sequence number, this tracer's label, the model, JSON mode,
 * a copy of the messages sent, the reply, tokens and the time, and the reply's extras (what the live bounds cut of it,
 * {@code truncated}). The book's {@code trace_llm} and {@code merge_calls}.
 *
 * <pre>{@code
 * CallSequence seq = new CallSequence();
 * TracingLlmClient tracer0 = new TracingLlmClient(llm, "agent_0", seq, clock);
 * TracingLlmClient tracer1 = new TracingLlmClient(llm, "agent_1", seq, clock);
 * ... run both agents ...
 * List<LlmCall> calls = TracingLlmClient.merge(tracer0, tracer1);   // ordered by sequence number
 * }</pre>
 */
public final class TracingLlmClient implements LlmClient {

    private final LlmClient inner;
    private final String label;
    private final CallSequence sequence;
    private final Clock clock;
    private final List<LlmCall> calls = new ArrayList<>();

    public TracingLlmClient(LlmClient inner, String label, CallSequence sequence, Clock clock) {
        this.inner = inner;
        this.label = label;
        this.sequence = sequence;
        this.clock = clock;
    }

    @Override
    public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
        List<Message> sent = List.copyOf(messages);
        Message reply = inner.complete(sent, jsonMode, tools);
        synchronized (calls) {
            calls.add(new LlmCall(
                    sequence.next(),
                    label,
                    inner.modelName(),
                    jsonMode,
                    sent,
                    reply.text(),
                    reply.usage().inputTokens(),
                    reply.usage().outputTokens(),
                    reply.usage().totalTokens(),
                    RunTrace.isoSeconds(clock.instant()),
                    reply.extras()));
        }
        return reply;
    }

    @Override
    public String modelName() {
        return inner.modelName();
    }

    public String label() {
        return label;
    }

    /** The calls recorded so far, in the order this tracer made them. */
    public List<LlmCall> calls() {
        synchronized (calls) {
            return List.copyOf(calls);
        }
    }

    /** Every tracer's calls in one list, ordered by their global sequence number. */
    public static List<LlmCall> merge(TracingLlmClient... tracers) {
        return merge(Arrays.asList(tracers));
    }

    public static List<LlmCall> merge(List<TracingLlmClient> tracers) {
        return tracers.stream()
                .flatMap(t -> t.calls().stream())
                .sorted(Comparator.comparingInt(LlmCall::seq))
                .toList();
    }

    /**
     * The global numbering of model calls shared by every tracer of one run, so calls from several agents can be put
     * back in the order they happened. The book keeps one counter per process; here it is passed in, so two runs in one
     * process do not share numbers.
     */
    public static final class CallSequence {

        private final AtomicInteger next = new AtomicInteger();

        /** The next number, starting at 0. */
        public int next() {
            return next.getAndIncrement();
        }
    }
}
