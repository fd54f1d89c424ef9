package com.agenteval.workbench.core.forecast.agent;

import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/** A model that replies from a script and remembers what it was sent. */
final class ScriptedLlm implements LlmClient {

    private final Deque<String> replies;
    final List<List<Message>> received = new ArrayList<>();

    ScriptedLlm(String... replies) {
        this.replies = new ArrayDeque<>(List.of(replies));
    }

    @Override
    public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
        received.add(List.copyOf(messages));
        String reply = replies.isEmpty() ? "{\"action\":\"search\",\"query\":\"more\"}" : replies.poll();
        return Message.assistant(reply, List.of(), TokenUsage.of(100, 10));
    }

    @Override
    public String modelName() {
        return "scripted";
    }
}
