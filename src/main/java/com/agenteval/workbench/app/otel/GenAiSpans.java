package com.agenteval.workbench.app.otel;

import com.agenteval.workbench.core.agent.Agent.TokenCosts;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.agent.live.LiveWorldRun;
import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.judge.Judge.Verdict.JudgeSpec;
import com.agenteval.workbench.core.judge.Scorecard.TraceComparison;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.judge.llm.JudgeRun.GpaReply;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.llm.Message.ToolOutput;
import com.agenteval.workbench.core.llm.Message.ToolUse;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession.ExternalCall;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.common.AttributesBuilder;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * Turns the workbench's runs into OpenTelemetry GenAI spans on a {@link Tracer}, with explicit start and end times:
 * one {@code invoke_workflow} root per run (a simulated task, a forecasting run), one {@code invoke_agent} span per
 * agent, one {@code chat} span per model call, one {@code execute_tool} span per tool call or search, and the
 * ground-truth GPA labels as {@code gpa.root_cause} / {@code gpa.symptom} events on their steps' spans.
 *
 * <p>Times come from the run where it has them (a model call's timestamp, an MCP call's arrival, a judge call's
 * latency); where it has none (the simulated agent, a live run's turns) the spans are laid out in one-second steps
 * from a fixed start, so the same input gives the same spans.
 *
 * <pre>{@code
 * new GenAiSpans(tracer).runTrace(RunTraceJson.read(path, readers));
 * }</pre>
 */
public final class GenAiSpans {

    /** Where laid-out times start when a run has no time of its own: 2026-01-01T00:00:00Z. */
    public static final Instant LAYOUT_START = Instant.parse("2026-01-01T00:00:00Z");

    private static final Duration STEP = Duration.ofSeconds(1);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Tracer tracer;
    private final UnaryOperator<String> text;
    /** On, off, or null: as the run's kind has it. */
    private final @Nullable Boolean content;

    public GenAiSpans(Tracer tracer) {
        this(tracer, UnaryOperator.identity(), null);
    }

    /**
     * Spans whose every text attribute first passes {@code text}: the live export's redaction of the session's
     * keys, so a reply or tool result that quotes a key never carries it into a span.
     */
    public GenAiSpans(Tracer tracer, UnaryOperator<String> text) {
        this(tracer, text, null);
    }

    /**
     * As above, with the conventions' opt-in content (the messages, a tool call's arguments and result) on, off, or
     * (null) as the run's kind has it by default: on for simulated runs and the book's traces, off for live runs (a
     * live world run, an MCP session, an LLM judge's run), whose prompts and replies may hold what a student typed.
     */
    public GenAiSpans(Tracer tracer, UnaryOperator<String> text, @Nullable Boolean content) {
        this.tracer = Objects.requireNonNull(tracer, "tracer");
        this.text = Objects.requireNonNull(text, "text");
        this.content = content;
    }

    /** Whether a live run's spans carry content: only when asked for. */
    private boolean liveContent() {
        return content == Boolean.TRUE;
    }

    // ---- the simulated agent -------------------------------------------------------------------------------------

    /**
     * One simulated run of one task, laid out from {@code start}, one second per step; returns when it ends. The
     * root is {@code invoke_workflow <config>}; the planner and the executor are the agents; each step is a model
     * turn ({@code chat}, no provider called) with the token model's split ({@link TokenCosts#turns}), and a call
     * step's turn is followed by its {@code execute_tool} span. The rule judge's verdict is on the spans it judges:
     * each finding a {@code gen_ai.evaluation.result} event on the step it cites, each metric's score one on the
     * root, with the true labels beside them ({@code workbench.truth.*}).
     */
    public Instant simTrace(Trace trace, int epoch, Instant start) {
        boolean content = this.content != Boolean.FALSE;
        Instant end = start.plus(STEP.multipliedBy(trace.steps().size() + 1L));
        Span root = start(
                GenAi.INVOKE_WORKFLOW + " " + trace.config(),
                null,
                SpanKind.INTERNAL,
                start,
                Attributes.builder()
                        .put(GenAi.OPERATION, GenAi.INVOKE_WORKFLOW)
                        .put(GenAi.SOURCE, "sim")
                        .put(GenAi.WORKFLOW_NAME, trace.config())
                        .put(GenAi.TASK_ID, trace.task().id())
                        .put(GenAi.CONFIG, trace.config())
                        .put(GenAi.EPOCH, epoch)
                        .put(GenAi.CORRECT, trace.correct())
                        .put(GenAi.TOKENS, trace.tokens())
                        .put(GenAi.COST, trace.cost())
                        .build());
        Map<Integer, Span> byStep = new HashMap<>();
        Map<Integer, Instant> stepStart = new HashMap<>();
        Map<String, List<TokenCosts.Turn>> byAgent = new LinkedHashMap<>();
        TokenCosts.turns(trace)
                .forEach(t -> byAgent.computeIfAbsent(t.step().agent(), a -> new ArrayList<>())
                        .add(t));
        String model = "simulated:" + trace.config();
        Duration half = STEP.dividedBy(2);
        TraceComparison judged = TraceComparison.of(trace, Judges.rules().judge(JudgeInput.of(trace)));
        for (Map.Entry<String, List<TokenCosts.Turn>> e : byAgent.entrySet()) {
            List<TokenCosts.Turn> turns = e.getValue();
            Instant agentStart =
                    start.plus(STEP.multipliedBy(position(trace, turns.get(0).step())));
            Instant agentEnd = start.plus(STEP.multipliedBy(
                    position(trace, turns.get(turns.size() - 1).step()) + 1L));
            Span agent = start(
                    GenAi.INVOKE_AGENT + " " + e.getKey(),
                    root,
                    SpanKind.INTERNAL,
                    agentStart,
                    Attributes.builder()
                            .put(GenAi.OPERATION, GenAi.INVOKE_AGENT)
                            .put(GenAi.AGENT_NAME, e.getKey())
                            .put(GenAi.PROVIDER, GenAi.SIMULATED)
                            .put(GenAi.REQUEST_MODEL, model)
                            .build());
            for (TokenCosts.Turn turn : turns) {
                Step s = turn.step();
                Instant t0 = start.plus(STEP.multipliedBy(position(trace, s)));
                List<Message> input = s instanceof Step.Plan
                        ? List.of(Message.user(trace.task().question()))
                        : List.of();
                Span span;
                if (s instanceof Step.Call c) {
                    ToolUse asked = new ToolUse(c.callId(), c.tool(), PyJson.dumps(c.args()));
                    startChat(
                                    agent,
                                    GenAi.SIMULATED,
                                    model,
                                    input,
                                    null,
                                    List.of(asked),
                                    turn.input(),
                                    turn.output(),
                                    t0,
                                    content)
                            .end(t0.plus(half));
                    span = tool(
                            agent,
                            c.tool(),
                            c.callId(),
                            PyJson.dumps(c.args()),
                            PyJson.dumps(c.output().toPy()),
                            c.output() instanceof ToolResult.Ok ? null : failure(c.output()),
                            t0.plus(half),
                            content);
                } else {
                    String said = s instanceof Step.Think t ? t.text() : PyJson.dumps(s.toPy());
                    span = startChat(
                            agent,
                            GenAi.SIMULATED,
                            model,
                            input,
                            said,
                            List.of(),
                            turn.input(),
                            turn.output(),
                            t0,
                            content);
                }
                span.setAttribute(GenAi.STEP, s.index());
                byStep.put(s.index(), span);
                stepStart.put(s.index(), t0);
            }
            for (TokenCosts.Turn turn : turns) {
                int i = turn.step().index();
                // the loop above made each turn's step span and its start
                Span span = Objects.requireNonNull(byStep.get(i), "a turn's step has its span");
                Instant at = Objects.requireNonNull(stepStart.get(i), "a turn's step has its start");
                labels(trace.errors(), i, span, at);
                findings(judged, i, span, at.plus(STEP));
                span.end(at.plus(STEP));
            }
            agent.end(agentEnd);
        }
        // a label on a step this trace does not have still shows, on the run itself
        for (ErrorLabel l : trace.errors()) {
            if (!byStep.containsKey(l.step())) {
                root.addEvent(GenAi.ROOT_EVENT, label(l), start);
            }
            if (!byStep.containsKey(l.symptom())) {
                root.addEvent(GenAi.SYMPTOM_EVENT, label(l), start);
            }
        }
        for (TraceComparison.FindingMatch f : judged.findings()) {
            if (!byStep.containsKey(f.finding().step())) {
                root.addEvent(GenAi.EVALUATION_EVENT, finding(judged, f), end);
            }
        }
        for (Metric m : Metric.values()) {
            Integer score = judged.verdict().scores().get(m);
            if (score != null) {
                root.addEvent(
                        GenAi.EVALUATION_EVENT,
                        metricScore(
                                judged.verdict().judge().name(),
                                m,
                                score,
                                judged.verdict().findingsOn(m).size() + " finding(s)",
                                trace.errors()),
                        end);
            }
        }
        root.end(end);
        return end;
    }

    /** The judge's findings citing {@code step}, as evaluation events on its span. */
    private static void findings(TraceComparison judged, int step, Span span, Instant at) {
        for (TraceComparison.FindingMatch f : judged.findings()) {
            if (f.finding().step() == step) {
                span.addEvent(GenAi.EVALUATION_EVENT, finding(judged, f), at);
            }
        }
    }

    /**
     * One finding: named by its metric ({@code gpa.PA}), its rubric score (0 to 3) and severity as the label, its
     * evidence as the explanation; beside it whether a true label backs it and which.
     */
    private static Attributes finding(TraceComparison judged, TraceComparison.FindingMatch f) {
        Finding x = f.finding();
        List<ErrorLabel> backing = judged.trace().errors().stream()
                .filter(l -> l.metrics().contains(x.metric())
                        && (f.backing() != TraceComparison.Backing.AGREES
                                || l.step() == x.step()
                                || l.symptom() == x.step()))
                .toList();
        return findingOnly(judged.verdict().judge().name(), x)
                .put(GenAi.TRUTH_BACKING, f.backing().wireName())
                .put(GenAi.TRUTH_LABELS, backing.stream().map(ErrorLabel::id).toList())
                .put(
                        GenAi.TRUTH_MODES,
                        backing.stream().map(l -> l.mode().wireName()).toList())
                .put(GenAi.TRUTH_FLAWED, !backing.isEmpty())
                .build();
    }

    private static AttributesBuilder findingOnly(String judge, Finding x) {
        return Attributes.builder()
                .put(GenAi.EVALUATION_NAME, evaluationName(x.metric()))
                .put(GenAi.EVALUATION_SCORE, (double) x.severity().rubricScore())
                .put(GenAi.EVALUATION_LABEL, x.severity().wireName())
                .put(GenAi.EVALUATION_EXPLANATION, x.evidence())
                .put(GenAi.JUDGE, judge)
                .put(GenAi.JUDGED_STEP, x.step());
    }

    /** A metric's score on the trace (0 to 3; 3 = no issue), with the true labels on that metric beside it. */
    private static Attributes metricScore(
            String judge, Metric m, int score, String explanation, List<ErrorLabel> truth) {
        List<ErrorLabel> on =
                truth.stream().filter(l -> l.metrics().contains(m)).toList();
        return Attributes.builder()
                .put(GenAi.EVALUATION_NAME, evaluationName(m))
                .put(GenAi.EVALUATION_SCORE, (double) score)
                .put(GenAi.EVALUATION_LABEL, score == 3 ? "pass" : "fail")
                .put(GenAi.EVALUATION_EXPLANATION, explanation)
                .put(GenAi.JUDGE, judge)
                .put(GenAi.TRUTH_LABELS, on.stream().map(ErrorLabel::id).toList())
                .put(
                        GenAi.TRUTH_MODES,
                        on.stream().map(l -> l.mode().wireName()).toList())
                .put(GenAi.TRUTH_FLAWED, !on.isEmpty())
                .build();
    }

    /** The evaluation's low-cardinality name: the GPA metric, {@code gpa.PA}. */
    static String evaluationName(Metric m) {
        return "gpa." + m.name();
    }

    private static long position(Trace trace, Step s) {
        return trace.steps().indexOf(s);
    }

    private static String failure(ToolResult r) {
        return r instanceof ToolResult.Raised x ? x.type() : "tool_error";
    }

    private static void labels(List<ErrorLabel> errors, int step, Span span, Instant at) {
        for (ErrorLabel l : errors) {
            if (l.step() == step) {
                span.addEvent(GenAi.ROOT_EVENT, label(l), at);
            }
            if (l.symptom() == step) {
                span.addEvent(GenAi.SYMPTOM_EVENT, label(l), at);
            }
        }
    }

    private static Attributes label(ErrorLabel l) {
        return Attributes.builder()
                .put(GenAi.LABEL_ID, l.id())
                .put(GenAi.LABEL_MODE, l.mode().wireName())
                .put(GenAi.LABEL_METRICS, l.metrics().stream().map(Metric::name).toList())
                .put(GenAi.LABEL_ROOT, l.step())
                .put(GenAi.LABEL_SYMPTOM, l.symptom())
                .put(GenAi.LABEL_IMPACT, l.impact().wireName())
                .put(GenAi.LABEL_BENIGN, l.benign())
                .build();
    }

    // ---- the book's run traces -----------------------------------------------------------------------------------

    /**
     * A forecasting run trace (the book's format): each agent's model calls are the {@code llm_calls} labelled with
     * its id, in order; step k of its loop is the reply of its k-th call, so a search step runs between that call and
     * the next. A call ends at its recorded time; it starts halfway from the previous event, and the first one a
     * second before it ends. Calls labelled with no agent (aggregation, supervisor) sit on the root.
     */
    public void runTrace(RunTrace run) {
        Instant base = parse(run.createdAt(), LAYOUT_START);
        List<LlmCall> calls = run.llmCalls();
        List<Instant> ends = run.callEnds(base);
        Instant first = ends.isEmpty()
                ? base
                : ends.stream().min(Instant::compareTo).orElseThrow().minus(STEP);
        Instant runEnd = ends.stream().max(Instant::compareTo).orElse(base);
        String workflow = nonNull(run.notebook(), "forecast");
        Span root = start(
                GenAi.INVOKE_WORKFLOW + " " + workflow,
                null,
                SpanKind.INTERNAL,
                first,
                Attributes.builder()
                        .put(GenAi.OPERATION, GenAi.INVOKE_WORKFLOW)
                        .put(GenAi.SOURCE, "run_trace")
                        .put(GenAi.WORKFLOW_NAME, workflow)
                        .put(GenAi.CONVERSATION_ID, nonNull(run.runId(), ""))
                        .build());
        List<String> agentIds =
                run.agents().stream().map(ForecastArtifact::agentId).toList();
        for (ForecastArtifact a : run.agents()) {
            List<Integer> mine = new ArrayList<>();
            for (int i = 0; i < calls.size(); i++) {
                if (Objects.equals(calls.get(i).label(), a.agentId())) {
                    mine.add(i);
                }
            }
            Instant aStart = mine.isEmpty() ? first : ends.get(mine.get(0)).minus(STEP);
            Instant aEnd = mine.isEmpty() ? first : ends.get(mine.get(mine.size() - 1));
            List<AgentTrace> steps = a.traces();
            if (steps.size() > mine.size()) {
                aEnd = aEnd.plus(STEP); // searches after the last recorded call
            }
            Span agent = start(
                    GenAi.INVOKE_AGENT + " " + a.agentId(),
                    root,
                    SpanKind.INTERNAL,
                    aStart,
                    Attributes.builder()
                            .put(GenAi.OPERATION, GenAi.INVOKE_AGENT)
                            .put(GenAi.AGENT_NAME, a.agentId())
                            .put(GenAi.AGENT_ID, a.agentId())
                            .put(GenAi.PROVIDER, provider(run.provider(), run.params()))
                            .put(GenAi.REQUEST_MODEL, nonNull(run.provider(), "unknown"))
                            .build());
            Instant prev = aStart;
            for (int k = 0; k < Math.max(mine.size(), steps.size()); k++) {
                if (k < mine.size()) {
                    LlmCall c = calls.get(mine.get(k));
                    Instant end = ends.get(mine.get(k));
                    Instant start = k == 0 ? end.minus(STEP) : halfway(prev, end);
                    chat(agent, c, run, start, end);
                    prev = end;
                }
                if (k < steps.size() && steps.get(k).searchStep()) {
                    AgentTrace s = steps.get(k);
                    Instant next = k + 1 < mine.size() ? ends.get(mine.get(k + 1)) : prev.plus(STEP);
                    Instant end = halfway(prev, next);
                    Span t = tool(
                            agent,
                            "search",
                            "search_" + a.agentId() + "_" + s.step(),
                            json(Map.of("query", nonNull(s.query(), ""))),
                            json(s.results().stream().map(GenAiSpans::result).toList()),
                            null,
                            prev,
                            content != Boolean.FALSE);
                    t.setAttribute(GenAi.STEP, s.step());
                    t.end(end);
                    prev = end;
                }
            }
            agent.end(aEnd.isBefore(prev) ? prev : aEnd);
        }
        for (int i = 0; i < calls.size(); i++) {
            if (!agentIds.contains(calls.get(i).label())) {
                chat(root, calls.get(i), run, ends.get(i).minus(STEP), ends.get(i));
            }
        }
        root.end(runEnd);
    }

    private void chat(Span parent, LlmCall c, RunTrace run, Instant start, Instant end) {
        String model = nonNull(c.model(), nonNull(run.provider(), "unknown"));
        Span span = startChat(
                parent,
                provider(model, run.params()),
                model,
                c.messages(),
                c.response(),
                List.of(),
                c.inputTokens(),
                c.outputTokens(),
                start,
                content != Boolean.FALSE);
        span.end(end);
    }

    private static Map<String, Object> result(SearchResult r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("title", r.title());
        m.put("url", r.url());
        m.put("snippet", r.snippet());
        m.put("published", r.published());
        m.put("score", r.score());
        return m;
    }

    /**
     * The conventions' provider name for a recorded provider or model: a {@code provider} the run's params name, else
     * the family a model's name shows ({@code claude-*} is Anthropic's, {@code gpt-*} OpenAI's), else the text as
     * recorded.
     */
    static String provider(String recorded, Map<String, Object> params) {
        Object p = params == null ? null : params.get("provider");
        if (p instanceof String s && !s.isBlank()) {
            return s;
        }
        String r = nonNull(recorded, "unknown");
        if (r.contains("(simulated)")) {
            return GenAi.SIMULATED;
        }
        if (r.startsWith("claude")) {
            return "anthropic";
        }
        if (r.startsWith("gpt-") || r.matches("o[1-9].*")) {
            return "openai";
        }
        return r;
    }

    // ---- live world runs -----------------------------------------------------------------------------------------

    /**
     * A live world run: one agent, a {@code chat} span per model turn (its prompt the conversation so far, its
     * completion the reply and the tool calls it asked for), an {@code execute_tool} span per tool call with the
     * result the next message sent back. The file records no per-turn times: laid out from {@code createdAt}.
     */
    public void liveRun(LiveWorldRun run, Instant createdAt) {
        List<Message> conv = run.conversation();
        String provider = run.setup().provider();
        String model = run.setup().model();
        Span root = start(
                GenAi.INVOKE_AGENT + " world-agent",
                null,
                SpanKind.INTERNAL,
                createdAt,
                Attributes.builder()
                        .put(GenAi.OPERATION, GenAi.INVOKE_AGENT)
                        .put(GenAi.AGENT_NAME, "world-agent")
                        .put(GenAi.SOURCE, "live_world_run")
                        .put(GenAi.PROVIDER, provider)
                        .put(GenAi.REQUEST_MODEL, model)
                        .put(GenAi.TASK_ID, run.setup().taskId())
                        .put(GenAi.CORRECT, run.trace().correct())
                        .build());
        Instant t = createdAt;
        for (int i = 0; i < conv.size(); i++) {
            Message m = conv.get(i);
            if (!m.isAssistant()) {
                continue;
            }
            Span chat = startChat(
                    root,
                    provider,
                    model,
                    conv.subList(0, i),
                    m.text(),
                    m.toolUses(),
                    m.usage().inputTokens(),
                    m.usage().outputTokens(),
                    t,
                    liveContent());
            t = t.plus(STEP);
            chat.end(t);
            List<ToolOutput> results = i + 1 < conv.size() ? conv.get(i + 1).toolResults() : List.of();
            for (ToolUse u : m.toolUses()) {
                ToolOutput out = results.stream()
                        .filter(r -> Objects.equals(r.id(), u.id()))
                        .findFirst()
                        .orElse(null);
                Span tool = tool(
                        root,
                        u.name(),
                        u.id() == null ? "call_" + i : u.id(),
                        u.arguments(),
                        out == null ? null : out.content(),
                        out != null && out.error() ? "tool_error" : null,
                        t,
                        liveContent());
                t = t.plus(STEP);
                tool.end(t);
            }
        }
        root.end(t);
    }

    // ---- MCP sessions --------------------------------------------------------------------------------------------

    /** One tool call an external MCP client made: the server sees the call, never the client's model. */
    public record McpCall(
            Instant at,
            String tool,
            String arguments,
            String result,
            @Nullable String error) {

        /** A recorded call: its arguments and the module's output dict as JSON; a failed call is a tool error. */
        public static McpCall of(ExternalCall c) {
            return new McpCall(
                    c.at(),
                    c.tool(),
                    PyJson.dumps(c.step().args()),
                    PyJson.dumps(c.result().toPy()),
                    c.result() instanceof ToolResult.Ok ? null : "tool_error");
        }
    }

    /** A recorded MCP session: the client as one agent, one {@code execute_tool} span per call at its arrival. */
    public void mcpSession(String session, String client, Instant started, List<McpCall> calls) {
        Instant end =
                calls.isEmpty() ? started : calls.get(calls.size() - 1).at().plusMillis(1);
        String name = client == null || client.isBlank() ? "mcp-client" : client;
        Span root = start(
                GenAi.INVOKE_AGENT + " " + name,
                null,
                SpanKind.SERVER,
                started,
                Attributes.builder()
                        .put(GenAi.OPERATION, GenAi.INVOKE_AGENT)
                        .put(GenAi.AGENT_NAME, name)
                        .put(GenAi.SOURCE, "mcp_session")
                        .put(GenAi.CONVERSATION_ID, session)
                        .build());
        for (int i = 0; i < calls.size(); i++) {
            McpCall c = calls.get(i);
            Span span = tool(
                    root, c.tool(), session + "#" + i, c.arguments(), c.result(), c.error(), c.at(), liveContent());
            span.setAttribute(GenAi.STEP, i);
            span.end(c.at().plusMillis(1));
        }
        root.end(end.isBefore(started) ? started : end);
    }

    // ---- judge runs ----------------------------------------------------------------------------------------------

    /**
     * A run of the LLM GPA judge: the judge as one agent, one {@code chat} span per call, ending at its recorded
     * time and starting its recorded latency earlier.
     */
    public void judgeRun(JudgeRun run) {
        judgeRun(run, Map.of());
    }

    /**
     * As above, each call's verdict as {@code gen_ai.evaluation.result} events on its span (the metric's score, then
     * each finding), with the true labels of the judged trace from {@code judged} (by task id) beside them; a trace
     * it lacks gets the verdict alone.
     */
    public void judgeRun(JudgeRun run, Map<String, Trace> judged) {
        Instant base = parse(run.createdAt(), LAYOUT_START);
        String provider =
                run.provenance() == null ? "unknown" : nonNull(run.provenance().provider(), "unknown");
        String model =
                run.provenance() == null ? "unknown" : nonNull(run.provenance().model(), "unknown");
        List<Instant[]> times = new ArrayList<>();
        Instant prev = base;
        for (JudgeRun.Call c : run.calls()) {
            Instant end = parse(c.timestamp(), prev.plus(STEP));
            times.add(new Instant[] {end.minusMillis(Math.max(0, c.latencyMs())), end});
            prev = end;
        }
        Instant start = times.stream().map(x -> x[0]).min(Instant::compareTo).orElse(base);
        Instant end = times.stream().map(x -> x[1]).max(Instant::compareTo).orElse(base);
        String name = run.judge() == null ? "judge" : nonNull(run.judge().name(), "judge");
        Span root = start(
                GenAi.INVOKE_AGENT + " " + name,
                null,
                SpanKind.INTERNAL,
                start,
                Attributes.builder()
                        .put(GenAi.OPERATION, GenAi.INVOKE_AGENT)
                        .put(GenAi.AGENT_NAME, name)
                        .put(GenAi.SOURCE, "judge_run")
                        .put(GenAi.CONVERSATION_ID, nonNull(run.runId(), ""))
                        .put(GenAi.PROVIDER, provider)
                        .put(GenAi.REQUEST_MODEL, model)
                        .build());
        for (int i = 0; i < run.calls().size(); i++) {
            JudgeRun.Call c = run.calls().get(i);
            TokenUsage usage = c.usage() == null ? TokenUsage.ZERO : c.usage();
            Span span = startChat(
                    root,
                    provider,
                    model,
                    c.messages(),
                    c.reply(),
                    List.of(),
                    usage.inputTokens(),
                    usage.outputTokens(),
                    times.get(i)[0],
                    liveContent());
            span.setAttribute(GenAi.TASK_ID, nonNull(c.trace(), ""));
            span.setAttribute("workbench.judge.metric", nonNull(c.metric(), ""));
            if (c.parsed() != null && c.parsed().score() != null) {
                span.setAttribute("workbench.judge.score", c.parsed().score().longValue());
            }
            verdict(span, name, c, judged.get(c.trace()), times.get(i)[1]);
            span.end(times.get(i)[1]);
        }
        root.end(end);
    }

    /** One judge call's reading as evaluation events: the metric's score, each finding; an unreadable reply's label. */
    private static void verdict(Span span, String judge, JudgeRun.Call c, @Nullable Trace truth, Instant at) {
        Metric m;
        try {
            m = c.metricValue();
        } catch (IllegalArgumentException | NullPointerException e) {
            return; // a call on no GPA metric judges nothing the events can name
        }
        JudgeRun.Parsed parsed = c.parsed();
        if (parsed == null || !JudgeRun.Parsed.READ.equals(parsed.status()) || parsed.score() == null) {
            span.addEvent(
                    GenAi.EVALUATION_EVENT,
                    Attributes.builder()
                            .put(GenAi.EVALUATION_NAME, evaluationName(m))
                            .put(GenAi.EVALUATION_LABEL, "unreadable")
                            .put(GenAi.JUDGE, judge)
                            .put(
                                    GenAi.EVALUATION_EXPLANATION,
                                    parsed == null ? "no reading" : nonNull(parsed.reason(), ""))
                            .build(),
                    at);
            return;
        }
        List<Finding> findings = ((GpaReply.Read) parsed.toReply(m)).findings();
        List<ErrorLabel> labels = truth == null ? List.of() : truth.errors();
        String explanation = findings.isEmpty() ? "no issue found" : findings.size() + " finding(s)";
        Attributes score = metricScore(judge, m, parsed.score(), explanation, labels);
        span.addEvent(GenAi.EVALUATION_EVENT, truth == null ? withoutTruth(score) : score, at);
        if (truth == null) {
            findings.forEach(f ->
                    span.addEvent(GenAi.EVALUATION_EVENT, findingOnly(judge, f).build(), at));
            return;
        }
        TraceComparison cmp = TraceComparison.of(
                truth, Verdict.of(new JudgeSpec(judge, Map.of()), c.trace(), findings, EnumSet.of(m)));
        cmp.findings().forEach(f -> span.addEvent(GenAi.EVALUATION_EVENT, finding(cmp, f), at));
    }

    private static Attributes withoutTruth(Attributes a) {
        AttributesBuilder b = Attributes.builder();
        a.forEach((k, v) -> {
            if (!k.getKey().startsWith("workbench.truth.")) {
                putAny(b, k, v);
            }
        });
        return b.build();
    }

    // ---- the span kinds ------------------------------------------------------------------------------------------

    private Span start(String name, @Nullable Span parent, SpanKind kind, Instant at, Attributes attributes) {
        AttributesBuilder clean = Attributes.builder();
        attributes.forEach((key, value) -> {
            if (value instanceof String v) {
                clean.put(AttributeKey.stringKey(key.getKey()), text.apply(v));
            } else {
                putAny(clean, key, value);
            }
        });
        SpanBuilder b = tracer.spanBuilder(text.apply(name))
                .setSpanKind(kind)
                .setStartTimestamp(at)
                .setAllAttributes(clean.build());
        if (parent == null) {
            b.setNoParent();
        } else {
            b.setParent(Context.root().with(parent));
        }
        return b.startSpan();
    }

    @SuppressWarnings("unchecked")
    private static void putAny(AttributesBuilder b, AttributeKey<?> key, Object value) {
        b.put((AttributeKey<Object>) key, value);
    }

    /**
     * A {@code chat} span: always its model and its tokens (ints; a call whose provider reported none has 0), its
     * messages only with {@code content}.
     */
    private Span startChat(
            Span parent,
            String provider,
            String model,
            List<Message> input,
            @Nullable String output,
            List<ToolUse> toolCalls,
            long inputTokens,
            long outputTokens,
            Instant at,
            boolean content) {
        AttributesBuilder a = Attributes.builder()
                .put(GenAi.OPERATION, GenAi.CHAT)
                .put(GenAi.PROVIDER, provider)
                .put(GenAi.REQUEST_MODEL, model)
                .put(GenAi.INPUT_TOKENS, inputTokens)
                .put(GenAi.OUTPUT_TOKENS, outputTokens);
        if (content) {
            a.put(GenAi.OUTPUT_MESSAGES, outputMessages(output, toolCalls));
            if (!input.isEmpty()) {
                a.put(GenAi.INPUT_MESSAGES, inputMessages(input));
            }
        }
        return start(GenAi.CHAT + " " + model, parent, SpanKind.CLIENT, at, a.build());
    }

    /** An {@code execute_tool} span: always the tool's name and call id, its arguments and result only with content. */
    private Span tool(
            Span parent,
            String name,
            String callId,
            @Nullable String arguments,
            @Nullable String result,
            @Nullable String error,
            Instant at,
            boolean content) {
        AttributesBuilder a = Attributes.builder()
                .put(GenAi.OPERATION, GenAi.EXECUTE_TOOL)
                .put(GenAi.TOOL_NAME, name)
                .put(GenAi.TOOL_TYPE, "function");
        a.put(GenAi.TOOL_CALL_ID, Objects.requireNonNull(callId, "callId"));
        if (content && arguments != null) {
            a.put(GenAi.TOOL_ARGUMENTS, arguments);
        }
        if (content && result != null) {
            a.put(GenAi.TOOL_RESULT, result);
        }
        if (error != null) {
            a.put(GenAi.ERROR_TYPE, error);
        }
        Span span = start(GenAi.EXECUTE_TOOL + " " + name, parent, SpanKind.INTERNAL, at, a.build());
        if (error != null) {
            span.setStatus(StatusCode.ERROR);
        }
        return span;
    }

    /** The conventions' input messages: each message's role and its text as one text part. */
    private static String inputMessages(List<Message> messages) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Message m : messages) {
            List<Map<String, Object>> parts = new ArrayList<>();
            if (!m.text().isEmpty()) {
                parts.add(Map.of("type", "text", "content", m.text()));
            }
            m.toolUses().forEach(u -> parts.add(toolCall(u)));
            for (ToolOutput r : m.toolResults()) {
                Map<String, Object> p = new LinkedHashMap<>();
                p.put("type", "tool_call_response");
                p.put("id", r.id());
                p.put("response", r.content());
                parts.add(p);
            }
            out.add(Map.of("role", m.role(), "parts", parts));
        }
        return json(out);
    }

    private static String outputMessages(@Nullable String text, List<ToolUse> toolCalls) {
        List<Map<String, Object>> parts = new ArrayList<>();
        if (text != null && !text.isEmpty()) {
            parts.add(Map.of("type", "text", "content", text));
        }
        toolCalls.forEach(u -> parts.add(toolCall(u)));
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("role", "assistant");
        m.put("parts", parts);
        m.put("finish_reason", toolCalls.isEmpty() ? "stop" : "tool_call");
        return json(List.of(m));
    }

    private static Map<String, Object> toolCall(ToolUse u) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("type", "tool_call");
        p.put("id", u.id());
        p.put("name", u.name());
        p.put("arguments", u.arguments());
        return p;
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write span content as JSON", e);
        }
    }

    private static Instant halfway(Instant a, Instant b) {
        return b.isAfter(a) ? a.plus(Duration.between(a, b).dividedBy(2)) : a;
    }

    private static Instant parse(@Nullable String iso, Instant fallback) {
        if (iso == null || iso.isBlank()) {
            return fallback;
        }
        try {
            return OffsetDateTime.parse(iso).toInstant();
        } catch (DateTimeParseException e) {
            try {
                return Instant.parse(iso);
            } catch (DateTimeParseException e2) {
                return fallback;
            }
        }
    }

    private static String nonNull(@Nullable String s, String dflt) {
        return s == null ? dflt : s;
    }
}
