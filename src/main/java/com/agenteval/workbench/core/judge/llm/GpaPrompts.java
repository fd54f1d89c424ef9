package com.agenteval.workbench.core.judge.llm;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.tools.ToolSpecs;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The LLM GPA judge's prompts, one per GPA metric, in the style of TruLens' Agent GPA judges: what the metric means,
 * its scope boundaries (what it must not judge), the 0–3 rubric, "for each step with an issue, cite the step and say
 * what is wrong", and a strict JSON reply. The trace is {@link JudgeInput#transcript()}: numbered steps, no labels,
 * no reference answer.
 *
 * <pre>{@code
 * List<Message> messages = GpaPrompts.messages(Metric.TC, JudgeInput.of(trace));
 * GpaPrompts.VERSION;   // recorded in every judge-run file, with hash()
 * }</pre>
 */
final class GpaPrompts {

    /** Bump whenever a prompt's text changes; {@link #hash()} changes with the text anyway. */
    public static final String VERSION = "1";

    static final String RUBRIC = """
            Score the trace on this metric from 0 to 3:
              3 = no issue on this metric anywhere in the trace.
              2 = a minor issue that changes no value (it costs tokens or breaks a format).
              1 = an issue that may change a value the answer depends on.
              0 = an issue that probably makes a value or the final answer wrong.
            The score is that of the worst issue you report. For EACH step with an issue, cite the step by its
            number in brackets (e.g. 3 for [3]) and say in one sentence what is wrong at that step, with its
            severity: "low" (score 2), "medium" (score 1) or "high" (score 0). Cite the step where the problem
            starts, not only where it shows. Report nothing outside this metric's scope. If there is no issue,
            give score 3 and an empty list.""";

    static final String REPLY_FORMAT = """
            Reply with one JSON object and nothing else:
            {"metric": "%s", "score": <0-3>, "issues": [{"step": <step number>, "severity": "low|medium|high", \
            "evidence": "<what is wrong at that step>"}]}""";

    private static final Map<Metric, String[]> DEFINITIONS = definitions();

    private GpaPrompts() {}

    private static Map<Metric, String[]> definitions() {
        Map<Metric, String[]> d = new EnumMap<>(Metric.class);
        d.put(Metric.GF, new String[] {
            "Goal fulfillment",
            "Does the final answer answer the question that was asked (the quantity, the unit, the entities and "
                    + "the years the question names), and is it the value the trace's own steps computed?",
            "Judge only the final answer against the question and the values the trace obtained. You cannot see "
                    + "the true data: do not guess whether a tool's output was true. Do not judge the plan, the tool "
                    + "choice, the arguments or efficiency."
        });
        d.put(Metric.LC, new String[] {
            "Logical consistency",
            "Does each step follow from what came before? A value the agent records must be the value the tool "
                    + "returned; a value must not be produced from memory or estimation where a tool result was "
                    + "needed or had failed; the plan must follow the system's format instruction (end with "
                    + "<end_plan>).",
            "Do not judge which tool was chosen, whether a call's arguments were right, or efficiency."
        });
        d.put(Metric.EE, new String[] {
            "Execution efficiency",
            "Did the agent avoid wasted work: a call repeated with the same arguments after it had succeeded, or a "
                    + "value fetched and never used?",
            "Judge only cost. Do not judge whether values or the answer are correct, the tool choice or the plan's "
                    + "quality."
        });
        d.put(Metric.PQ, new String[] {
            "Plan quality",
            "Is the plan (the planner's PLAN step) a good plan for the question: does it fetch every value the "
                    + "calculation, chart or answer needs, and in an order where each input is fetched before it is "
                    + "used?",
            "Judge the plan only, as written. Do not judge whether execution followed it (that is plan adherence), "
                    + "the tools it names (that is tool selection) or the plan's format tag. With no plan step, "
                    + "give 3."
        });
        d.put(Metric.TS, new String[] {
            "Tool selection",
            "Was the right tool chosen for each sub-task? The database tools give exact figures the database "
                    + "holds; web_search gives snippets that may be rounded or out of date; the calculator computes.",
            "Judge only which tool was chosen, where it was chosen (the plan, or the call when there is no plan). "
                    + "Do not judge the arguments passed, whether the call succeeded, or whether the agent used it at "
                    + "all."
        });
        d.put(Metric.PA, new String[] {
            "Plan adherence",
            "Did the executor carry out the plan: every planned call made, in the planned order, and no planned "
                    + "value taken from memory instead of from its planned call?",
            "Judge execution against the plan only. Do not judge the plan's quality, the tool choice or the "
                    + "arguments. With no plan step, give 3."
        });
        d.put(Metric.TC, new String[] {
            "Tool calling",
            "Was each tool called correctly: arguments that match the question (entity, year, start and end "
                    + "year, k), of the right type, a calculator given an expression; errors handled by a corrected "
                    + "call; and the tool's output read correctly?",
            "Tool calling does not judge tool choice (that is tool selection) and does not judge whether a call "
                    + "should have been made at all (plan adherence)."
        });
        return d;
    }

    private static String[] definition(Metric metric) {
        return Objects.requireNonNull(DEFINITIONS.get(metric), "every metric has a definition");
    }

    /** The metric's name as the prompts spell it, e.g. "Tool calling". */
    public static String title(Metric metric) {
        return definition(metric)[0];
    }

    /** The system prompt for one metric: role, definition, scope boundaries, rubric, reply format. */
    public static String system(Metric metric) {
        String[] d = definition(metric);
        return "You are an expert evaluator of LLM agent traces. You judge ONE metric of the GPA framework: "
                + metric.name() + " (" + d[0] + ").\n\n"
                + "Definition: " + d[1] + "\n\n"
                + "Scope: " + d[2] + "\n\n"
                + RUBRIC + "\n\n"
                + REPLY_FORMAT.formatted(metric.name());
    }

    /** The user prompt: the metric named again and the trace as text, numbered steps, no labels. */
    public static String user(Metric metric, JudgeInput input) {
        return "Judge " + metric.name() + " (" + title(metric) + ") on this trace of a planner-executor agent. "
                + "Steps are numbered [0], [1], ...\n\n" + input.transcript() + "\n\nReply with the JSON object only.";
    }

    /** The two messages sent for one metric. */
    public static List<Message> messages(Metric metric, JudgeInput input) {
        return List.of(Message.of("system", system(metric)), Message.of("user", user(metric, input)));
    }

    /**
     * The first 16 hex digits of the SHA-256 of every prompt template: a judge-run file records it, so a replay
     * knows whether the prompts it would send are those that were sent.
     */
    public static String hash() {
        StringBuilder all = new StringBuilder(VERSION);
        for (Metric m : Metric.values()) {
            all.append('\u0000').append(system(m)).append('\u0000').append(user(m, EMPTY));
        }
        try {
            byte[] digest =
                    MessageDigest.getInstance("SHA-256").digest(all.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this JVM", e);
        }
    }

    /** A trace with no steps, to hash the user template (the transcript's own format is part of it). */
    private static final JudgeInput EMPTY = new JudgeInput("-", "?", ToolSpecs.CORE, List.of(), PyNone.NONE);
}
