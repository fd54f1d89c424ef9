package com.agenteval.workbench.core.judge.llm;

import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A model that answers from a judge-run file's recorded calls, matched by the exact request (every message's role and
 * content): the same request gets the recorded reply, a request the file does not hold is an error that says so.
 * Identical requests (two traces that read the same) are answered in recorded order. Makes no network call.
 */
final class ReplayLlmClient implements LlmClient {

    private final String model;
    private final Map<String, Deque<JudgeRun.Call>> byRequest = new HashMap<>();
    private int answered;

    public ReplayLlmClient(JudgeRun run) {
        this.model = run.provenance().model();
        for (JudgeRun.Call c : run.calls()) {
            byRequest
                    .computeIfAbsent(key(c.messages()), k -> new ArrayDeque<>())
                    .add(c);
        }
    }

    @Override
    public synchronized Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
        Deque<JudgeRun.Call> calls = byRequest.get(key(messages));
        JudgeRun.Call c = calls == null ? null : calls.poll();
        if (c == null) {
            throw new MissingReplyException("the judge-run file holds no reply to this request (" + describe(messages)
                    + "): it was not recorded, or the prompts differ from those recorded");
        }
        answered++;
        return Message.assistant(c.reply(), List.of(), c.usage() == null ? TokenUsage.ZERO : c.usage());
    }

    @Override
    public String modelName() {
        return model;
    }

    /** Recorded calls not asked for (e.g. the unfinished trace of a cancelled run). */
    public synchronized int unused() {
        return byRequest.values().stream().mapToInt(Deque::size).sum();
    }

    public synchronized int answered() {
        return answered;
    }

    private static String key(List<Message> messages) {
        StringBuilder sb = new StringBuilder();
        for (Message m : messages) {
            sb.append(m.role()).append('\u0000').append(m.content()).append('\u0001');
        }
        return sb.toString();
    }

    private static String describe(List<Message> messages) {
        String first = messages.isEmpty() ? "" : messages.get(0).content();
        if (first == null) {
            return messages.size() + " messages";
        }
        int at = first.indexOf("metric of the GPA framework: ");
        return at < 0
                ? messages.size() + " messages"
                : "the " + first.substring(at + 29, Math.min(first.length(), at + 31)) + " prompt";
    }

    /** A request the file holds no reply to. */
    public static final class MissingReplyException extends RuntimeException {
        public MissingReplyException(String message) {
            super(message);
        }
    }
}
