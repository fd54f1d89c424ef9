package com.agenteval.workbench.core.judge.llm;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An in-memory model for the core tests: reads which metric the system prompt asks for and answers with
 * {@link #reply(Metric)} — TC cites step 1 (high), EE cites a step no trace has, GF answers off-format, the rest
 * find nothing.
 */
final class ScriptedJudgeModel implements LlmClient {

    final AtomicInteger calls = new AtomicInteger();

    static String reply(Metric m) {
        return switch (m) {
            case TC ->
                "```json\n{\"metric\":\"TC\",\"score\":0,\"issues\":[{\"step\":1,\"severity\":\"high\","
                        + "\"evidence\":\"the arguments do not match the question\"}]}\n```";
            case EE ->
                "{\"metric\":\"EE\",\"score\":2,\"issues\":[{\"step\":99,\"severity\":\"low\",\"evidence\":\"x\"}]}";
            case GF -> "The answer looks right to me.";
            default -> "{\"metric\":\"" + m.name() + "\",\"score\":3,\"issues\":[]}";
        };
    }

    static Metric metricOf(List<Message> messages) {
        String system = messages.get(0).content();
        for (Metric m : Metric.values()) {
            if (system.contains("framework: " + m.name() + " (")) {
                return m;
            }
        }
        throw new AssertionError("no metric in " + system);
    }

    @Override
    public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
        calls.incrementAndGet();
        return Message.assistant(
                reply(metricOf(messages)),
                List.of(),
                TokenUsage.of(1000 + messages.get(1).content().length(), 40));
    }

    @Override
    public String modelName() {
        return "scripted-judge";
    }
}
