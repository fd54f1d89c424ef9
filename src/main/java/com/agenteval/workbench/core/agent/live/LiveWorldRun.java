package com.agenteval.workbench.core.agent.live;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * One live run: what decided it, the whole conversation (every model turn with its tool calls and usage, every tool
 * result), and the resulting trace in the simulated agent's step structure, graded against the task's truth.
 *
 * <p>A live trace has <b>no ground-truth error labels</b>: {@link Trace#errors()} is empty because nobody injected the
 * mistakes, not because there were none. Judges can still be run on it; their findings cannot be scored.
 *
 * @param setup        what decided the run
 * @param conversation system prompt, question, and every turn in order
 * @param trace        the trace (plan if the model wrote one, one call step per tool call, final)
 * @param stop         why the run ended
 * @param usage        tokens over every model call
 */
public record LiveWorldRun(
        LiveRunSetup setup, List<Message> conversation, Trace trace, StopReason stop, TokenUsage usage) {

    public LiveWorldRun {
        Objects.requireNonNull(setup, "setup");
        conversation = List.copyOf(conversation);
        Objects.requireNonNull(trace, "trace");
        Objects.requireNonNull(stop, "stop");
        Objects.requireNonNull(usage, "usage");
        if (!trace.errors().isEmpty()) {
            throw new IllegalArgumentException("a live trace has no ground-truth labels");
        }
    }

    /** Always false: no error was injected, so no label says where the mistakes are. */
    public boolean hasGroundTruthLabels() {
        return false;
    }

    /** The real cost in US dollars at the recorded price; empty when the model's price is unknown. */
    public OptionalDouble cost() {
        return setup.price().cost(usage);
    }

    /** How many model calls the run made. */
    public int turns() {
        return (int) conversation.stream().filter(Message::isAssistant).count();
    }

    /** Why a live run ended. */
    public enum StopReason {
        /** The model answered with {@code FINAL: ...}. */
        FINAL("final"),
        /** The model stopped calling tools but gave no {@code FINAL:} line, even when reminded. */
        NO_FINAL("no_final"),
        /** The turn budget ran out before an answer. */
        TURN_BUDGET("turn_budget");

        private final String wireName;

        StopReason(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }

        public static StopReason byWireName(String name) {
            for (StopReason r : values()) {
                if (r.wireName.equals(name)) {
                    return r;
                }
            }
            throw new IllegalArgumentException("unknown stop reason '" + name + "'");
        }
    }
}
