package com.agenteval.workbench.core.judge.llm;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.judge.Judge.Verdict.Severity;
import com.agenteval.workbench.core.judge.llm.JudgeRun.GpaReply;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Reads a metric prompt's reply into a {@link GpaReply}. Tolerant of what models do around JSON (a code fence, a
 * sentence before or after the object); strict about what it means: a score must be 0–3, a reply for another metric
 * is not this metric's, and an issue citing a step the trace does not have is rejected with its reason, never
 * silently dropped. Anything it cannot read becomes {@link GpaReply.Unreadable} with the reason.
 *
 * <pre>{@code
 * GpaReply r = GpaReplyParser.parse(Metric.TC, "```json\n{\"score\":0,\"issues\":[...]}\n```", 6);
 * }</pre>
 */
final class GpaReplyParser {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern FENCE = Pattern.compile("```(?:json|JSON)?\\s*\\n?(.*?)```", Pattern.DOTALL);
    private static final Pattern STEP_TEXT =
            Pattern.compile("\\s*(?:step\\s*)?\\[?\\s*(\\d{1,6})\\s*\\]?\\s*", Pattern.CASE_INSENSITIVE);

    private GpaReplyParser() {}

    /** The prefix of a finding's source: {@code llm-gpa:TC} names the metric prompt that produced it. */
    public static String source(Metric metric) {
        return "llm-gpa:" + metric.name();
    }

    /**
     * @param asked     the metric the prompt asked about
     * @param reply     the raw reply text
     * @param stepCount the trace's number of steps; a cited step must be in {@code 0..stepCount-1}
     */
    public static GpaReply parse(Metric asked, String reply, int stepCount) {
        if (reply == null || reply.isBlank()) {
            return new GpaReply.Unreadable(asked, "the reply is empty");
        }
        JsonNode root = object(reply);
        if (root == null) {
            return new GpaReply.Unreadable(asked, "no JSON object in the reply");
        }
        JsonNode metric = root.get("metric");
        if (metric != null && !metric.isNull()) {
            String m = metric.asText().strip();
            if (!m.equalsIgnoreCase(asked.name())) {
                return new GpaReply.Unreadable(
                        asked, "the reply is for metric '" + m + "', the prompt asked for " + asked.name());
            }
        }
        Integer score = integer(root.get("score"));
        if (score == null) {
            return new GpaReply.Unreadable(
                    asked,
                    root.has("score")
                            ? "the score " + root.get("score") + " is not a whole number"
                            : "no \"score\" in the reply");
        }
        if (score < 0 || score > 3) {
            return new GpaReply.Unreadable(asked, "the score " + score + " is outside the rubric's 0–3");
        }
        JsonNode issues = root.get("issues");
        if (issues != null && !issues.isNull() && !issues.isArray()) {
            return new GpaReply.Unreadable(asked, "\"issues\" is not a list");
        }
        List<Finding> findings = new ArrayList<>();
        List<GpaReply.Rejected> rejected = new ArrayList<>();
        if (issues != null && issues.isArray()) {
            for (JsonNode issue : issues) {
                String why = accept(asked, issue, stepCount, findings);
                if (why != null) {
                    rejected.add(new GpaReply.Rejected(issue.toString(), why));
                }
            }
        }
        return new GpaReply.Read(asked, score, findings, rejected);
    }

    /** Adds the issue's finding, or returns why it cannot be one. */
    private static @Nullable String accept(Metric asked, JsonNode issue, int stepCount, List<Finding> findings) {
        if (!issue.isObject()) {
            return "an issue is not a JSON object";
        }
        JsonNode stepNode = issue.get("step");
        Integer step = integer(stepNode);
        if (step == null && stepNode != null && stepNode.isTextual()) {
            Matcher m = STEP_TEXT.matcher(stepNode.asText());
            step = m.matches() ? Integer.valueOf(m.group(1)) : null;
        }
        if (step == null) {
            return stepNode == null || stepNode.isNull()
                    ? "cites no step"
                    : "the step " + stepNode + " is not a step number";
        }
        if (step < 0 || step >= stepCount) {
            return "cites step " + step + "; the trace has steps 0–" + (stepCount - 1);
        }
        JsonNode sev = issue.get("severity");
        Severity severity;
        try {
            severity = Severity.of(
                    sev == null || sev.isNull() ? "" : sev.asText().strip().toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return sev == null || sev.isNull() ? "no severity" : "unknown severity " + sev + " (low, medium, high)";
        }
        JsonNode ev = issue.get("evidence");
        String evidence = ev == null || ev.isNull() || ev.asText().isBlank()
                ? "(the judge gave no evidence)"
                : ev.asText().strip();
        findings.add(Finding.of(asked, step, severity, evidence, source(asked)));
        return null;
    }

    /** A whole number from a JSON number (2 or 2.0) or a numeric string ("2"); null otherwise. */
    private static @Nullable Integer integer(JsonNode n) {
        if (n == null || n.isNull()) {
            return null;
        }
        try {
            BigDecimal d = n.isNumber()
                    ? n.decimalValue()
                    : n.isTextual() ? new BigDecimal(n.asText().strip()) : null;
            if (d == null || d.stripTrailingZeros().scale() > 0) {
                return null;
            }
            return d.intValueExact();
        } catch (NumberFormatException | ArithmeticException e) {
            return null;
        }
    }

    /**
     * The reply's JSON object: the whole text, else the first fenced block, else the text from the first '{' to the
     * last '}'.
     */
    static @Nullable JsonNode object(String reply) {
        List<String> candidates = new ArrayList<>();
        candidates.add(reply.strip());
        Matcher fence = FENCE.matcher(reply);
        if (fence.find()) {
            candidates.add(fence.group(1).strip());
        }
        int open = reply.indexOf('{');
        int close = reply.lastIndexOf('}');
        if (open >= 0 && close > open) {
            candidates.add(reply.substring(open, close + 1));
        }
        for (String c : candidates) {
            try {
                JsonNode n = JSON.readTree(c);
                if (n != null && n.isObject()) {
                    return n;
                }
            } catch (JsonProcessingException e) {
                // try the next reading
            }
        }
        return null;
    }
}
