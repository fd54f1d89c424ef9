package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.forecast.ChatMessage;
import com.agenteval.workbench.core.forecast.TokenUsage;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/** A model that replies from a script and remembers what it was sent. */
final class ScriptedLlm implements LlmClient {

    private final Deque<String> replies;
    final List<List<ChatMessage>> received = new ArrayList<>();

    ScriptedLlm(String... replies) {
        this.replies = new ArrayDeque<>(List.of(replies));
    }

    @Override
    public Completion completeWithUsage(List<ChatMessage> messages, boolean jsonMode) {
        received.add(List.copyOf(messages));
        String reply = replies.isEmpty() ? "{\"action\":\"search\",\"query\":\"more\"}" : replies.poll();
        return new Completion(reply, TokenUsage.of(100, 10));
    }

    @Override
    public String modelName() {
        return "scripted";
    }
}
