package com.agenteval.workbench.core.judge.llm;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Impact;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.llm.JudgeRun.JudgeRuns;
import com.agenteval.workbench.core.llm.LlmClient;
import com.agenteval.workbench.core.llm.LlmClient.NativeTool;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stand-in for the model behind the LLM GPA judge, so the judges lesson has an LLM-judge run to replay offline. It
 * is NOT a language model, and its runs say so ({@link #PROVIDER}, {@link #MODEL}): it reads which metric each prompt
 * asks about and answers from the true labels of the trace being judged, imperfect on purpose, as the simulated
 * forecaster stands in for a forecasting model. Each label of that metric is reported at its root step with
 * probability 1 − {@link #MISS}; each reply adds a false alarm at a random step with probability
 * {@link #FALSE_ALARM}. Seeded, so a run is reproducible.
 *
 * <pre>{@code
 * List<Trace> traces = TraceSet.of(params).traces();
 * JudgeRun run = JudgeRuns.record(new SimulatedGpaJudge(traces, 26), SimulatedGpaJudge.PROVENANCE, params, 20, ...);
 * }</pre>
 *
 * It is handed the traces in the order {@link JudgeRuns#record} judges them, one prompt per GPA metric each.
 */
final class SimulatedGpaJudge implements LlmClient {

    public static final String PROVIDER = "simulated";
    public static final String MODEL = "simulated-gpa-judge (not a language model)";
    /** Where the replies came from: this class, on this machine. */
    public static final JudgeRun.Provenance PROVENANCE = new JudgeRun.Provenance(PROVIDER, MODEL, "offline");

    static final double MISS = 0.25;
    static final double FALSE_ALARM = 0.1;

    private static final Pattern ASKED = Pattern.compile("\"metric\": \"([A-Z]{2})\"");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final List<Trace> traces;
    private final Random random;
    private int calls;

    public SimulatedGpaJudge(List<Trace> traces, long seed) {
        this.traces = List.copyOf(Objects.requireNonNull(traces, "traces"));
        this.random = new Random(seed);
    }

    @Override
    public Message complete(List<Message> messages, boolean jsonMode, List<NativeTool> tools) {
        StringBuilder prompt = new StringBuilder();
        messages.forEach(
                m -> prompt.append(m.content() == null ? "" : m.content()).append('\n'));
        Matcher asked = ASKED.matcher(prompt);
        if (!asked.find()) {
            throw new IllegalArgumentException("not a GPA metric prompt");
        }
        Metric metric = Metric.valueOf(asked.group(1));
        int index = calls++ / Metric.values().length;
        if (index >= traces.size()) {
            throw new IllegalStateException("asked about more traces than it was given");
        }
        Trace trace = traces.get(index);
        ObjectNode reply = JSON.createObjectNode().put("metric", metric.name());
        ArrayNode issues = JSON.createArrayNode();
        int score = 3;
        for (ErrorLabel label : trace.errors()) {
            if (label.metrics().contains(metric) && random.nextDouble() >= MISS) {
                boolean high = label.impact() == Impact.HIGH;
                issues.addObject()
                        .put("step", label.step())
                        .put("severity", high ? "high" : "medium")
                        .put(
                                "evidence",
                                "simulated: the labels put a " + label.mode().wireName() + " error here");
                score = Math.min(score, high ? 0 : 1);
            }
        }
        if (!trace.steps().isEmpty() && random.nextDouble() < FALSE_ALARM) {
            issues.addObject()
                    .put("step", random.nextInt(trace.steps().size()))
                    .put("severity", "low")
                    .put("evidence", "simulated: a false alarm, on purpose");
            score = Math.min(score, 2);
        }
        reply.put("score", score).set("issues", issues);
        String text = reply.toString();
        return Message.assistant(text, List.of(), TokenUsage.of(prompt.length() / 4, text.length() / 4));
    }

    @Override
    public String modelName() {
        return MODEL;
    }
}
