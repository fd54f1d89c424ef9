package com.agenteval.workbench.core.inspect;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.Python;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.LlmCall;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import com.agenteval.workbench.core.forecast.replay.ReplayAnalysis.Aggregation;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.log.LogJson;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.stats.ClusteredMean;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The book's run traces (the forecasting research agent's RunTrace JSON) as one Inspect eval log: each run trace, one
 * question, is a sample. Each agent is an {@code agent} span in the solver span holding its ReAct loop as Inspect
 * records one: every recorded model call ({@code llm_calls} with the agent's label) is a model event whose input is
 * the conversation that call was sent (system prompt, question, the earlier replies, the search results sent back as
 * tool messages), with the call's real token usage; every search step is a {@code search} tool call (id
 * {@code search_<agent>_<step>}, as in the OpenTelemetry export) with the results the agent was sent. The score is the
 * run's forecast ({@code final_probability}, else the agents' mean {@code p_yes} over those that forecast) and, for a
 * resolved question, its Brier score.
 *
 * <p>Times: a call's {@code timestamp} is when it returned. As in the OpenTelemetry export, the first call of an
 * agent starts one second before it returns, a later one halfway back to the call before, and the search between
 * two calls runs in the other half. A call with no readable time returns one second after the one before.
 *
 * <pre>{@code
 * PyDict log = BookTraceEvalLog.of(List.of(RunTraceJson.read(path, readers)));
 * }</pre>
 */
final class BookTraceEvalLog {

    /** The search tool the book's agent is offered, as Inspect's ToolInfo lists it. */
    static final String SEARCH = "search";
    /** The info events' source for what the forecasting loop records beside its model calls. */
    static final String LOOP = "forecast_loop";

    static final String FORECAST = "forecast";
    static final String BRIER = "brier";
    private static final Duration SECOND = Duration.ofSeconds(1);

    private BookTraceEvalLog() {}

    /** The search tool as the book's system prompt describes it: one query, web results back. */
    static List<PyObject> tools() {
        return List.of(PyDict.of(
                "name",
                PyStr.of(SEARCH),
                "description",
                PyStr.of("Search the web for evidence on the question; returns the top results "
                        + "(title, URL, snippet)."),
                "parameters",
                PyDict.of(
                        "type",
                        PyStr.of("object"),
                        "properties",
                        PyDict.of(
                                "query",
                                PyDict.of("type", PyStr.of("string"), "description", PyStr.of("the search query"))),
                        "required",
                        PyList.of(PyStr.of("query")),
                        "additionalProperties",
                        PyBool.FALSE)));
    }

    /** A sample and what the log's totals need from it. */
    private record Built(
            PyDict sample,
            Instant start,
            Instant end,
            String model,
            long input,
            long output,
            @Nullable Double p,
            @Nullable Double brier) {}

    /** The runs as one log, a sample each, in the order given (at least one). */
    public static PyDict of(List<RunTrace> runs) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("no run traces to export");
        }
        List<Built> built = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (RunTrace run : runs) {
            String id = Objects.requireNonNullElse(run.runId(), "run");
            String unique = id;
            for (int k = 2; !ids.add(unique); k++) {
                unique = id + "-" + k;
            }
            built.add(sample(run, unique));
        }
        String model = built.get(0).model();
        Map<String, long[]> usageByModel = new LinkedHashMap<>();
        List<PyObject> samples = new ArrayList<>();
        List<Double> ps = new ArrayList<>();
        List<Double> briers = new ArrayList<>();
        Instant started = built.get(0).start();
        Instant completed = built.get(0).end();
        for (Built b : built) {
            samples.add(b.sample());
            long[] u = usageByModel.computeIfAbsent(b.model(), k -> new long[2]);
            u[0] += b.input();
            u[1] += b.output();
            started = b.start().isBefore(started) ? b.start() : started;
            completed = b.end().isAfter(completed) ? b.end() : completed;
            if (b.p() != null) {
                ps.add(b.p());
            }
            if (b.brier() != null) {
                briers.add(b.brier());
            }
        }
        List<PyObject> evalScores = new ArrayList<>();
        List<PyDict> scorers = new ArrayList<>();
        Map<String, PyObject> fm = new LinkedHashMap<>();
        fm.put(
                "mean",
                PyFloat.of(
                        ps.isEmpty()
                                ? 0.0
                                : ps.stream().mapToDouble(Double::doubleValue).sum() / ps.size()));
        evalScores.add(InspectJson.evalScore(FORECAST, null, ps.size(), samples.size() - ps.size(), fm));
        scorers.add(InspectJson.scorer(FORECAST, List.of("mean")));
        if (!briers.isEmpty()) {
            ClusteredMean m =
                    ClusteredMean.of(briers.stream().map(x -> new double[] {x}).toArray(double[][]::new));
            Map<String, PyObject> bm = new LinkedHashMap<>();
            bm.put("mean", PyFloat.of(m.mean()));
            bm.put("stderr", PyFloat.of(m.naiveSe()));
            evalScores.add(InspectJson.evalScore(BRIER, null, briers.size(), samples.size() - briers.size(), bm));
            scorers.add(InspectJson.scorer(BRIER, List.of("mean", "stderr")));
        }
        Map<String, PyObject> usage = new LinkedHashMap<>();
        usageByModel.forEach((k, u) -> usage.put(k, InspectJson.usage(u[0], u[1])));
        RunTrace first = runs.get(0);
        String notebook = Objects.requireNonNullElse(first.notebook(), "forecast");
        String key = "book/"
                + String.join(
                        "/",
                        built.stream()
                                .map(b -> PyJson.dumps(b.sample().require("id")))
                                .toList());
        List<String> sampleIds = built.stream()
                .map(b -> ((PyStr) b.sample().require("id")).value())
                .toList();
        PyDict taskArgs = PyDict.of("notebook", PyStr.of(notebook));
        PyDict solverArgs = first.params().isEmpty()
                ? PyDict.of()
                : (PyDict) withoutNulls(
                        PyJson.loads(LogJson.write(LogJson.mapper().<JsonNode>valueToTree(first.params()))));
        PyDict results = PyDict.of(
                "total_samples",
                PyInt.of(samples.size()),
                "completed_samples",
                PyInt.of(samples.size()),
                "scores",
                new PyList(evalScores),
                "metadata",
                PyDict.of("resolved", PyInt.of(briers.size()), "forecasts", PyInt.of(ps.size())));
        String created = InspectJson.timestamp(started);
        PyDict spec = EvalLogs.spec(
                SimulatedEvalLog.uuid(key + "/eval"),
                SimulatedEvalLog.uuid(key + "/run"),
                created,
                notebook,
                taskArgs,
                "research_agent",
                solverArgs,
                "run_traces",
                sampleIds,
                model,
                1,
                PyDict.of(
                        "run_ids",
                        new PyList(runs.stream()
                                .map(r -> (PyObject) PyStr.of(Objects.requireNonNullElse(r.runId(), "")))
                                .toList())),
                scorers);
        return EvalLogs.log(
                spec,
                "research_agent",
                solverArgs,
                results,
                created,
                InspectJson.timestamp(completed),
                new PyDict(usage),
                samples);
    }

    private static Built sample(RunTrace run, String id) {
        String model = Objects.requireNonNullElse(run.provider(), "unknown");
        Instant base = parse(run.createdAt(), SimulatedEvalLog.START);
        List<LlmCall> calls = run.llmCalls();
        List<Instant> ends = run.callEnds(base);
        Instant start = ends.isEmpty()
                ? base
                : ends.stream().min(Instant::compareTo).orElseThrow().minus(SECOND);
        String question = run.question() == null
                ? ""
                : Objects.requireNonNullElse(run.question().question(), "");
        Double outcome = run.question() == null ? null : run.question().resolvedOutcome();
        String target = outcome == null ? "" : outcome == 1.0 ? "YES" : outcome == 0.0 ? "NO" : Python.repr(outcome);
        Transcript t = new Transcript(model, start, tools(), "book/" + id + "/" + run.createdAt());
        Map<String, PyObject> dataset = new LinkedHashMap<>();
        dataset.put("run_id", PyStr.of(Objects.requireNonNullElse(run.runId(), "")));
        if (run.question() != null && run.question().resolutionDate() != null) {
            dataset.put("resolution_date", PyStr.of(run.question().resolutionDate()));
        }
        t.begin("init", "init")
                .sampleInit(
                        PyDict.of(
                                "input",
                                PyStr.of(question),
                                "target",
                                PyStr.of(target),
                                "id",
                                PyStr.of(id),
                                "metadata",
                                new PyDict(dataset)),
                        PyDict.of(
                                "messages",
                                PyList.of(InspectJson.userMessage(question)),
                                "tools",
                                new PyList(tools()),
                                "tool_choice",
                                PyStr.of("auto"),
                                "store",
                                PyDict.of(),
                                "output",
                                PyDict.of("model", PyStr.of(model), "choices", PyList.of(), "completion", PyStr.of("")),
                                "completed",
                                PyBool.FALSE,
                                "metadata",
                                new PyDict(dataset)))
                .end();
        t.begin("solvers", null).begin("research_agent", "solver");
        Map<String, PyObject> agentPs = new LinkedHashMap<>();
        List<Double> forecasts = new ArrayList<>();
        for (ForecastArtifact a : run.agents()) {
            agent(t, a, calls, ends);
            agentPs.put(a.agentId(), a.pYes() == null ? PyNone.NONE : PyFloat.of(a.pYes()));
            if (a.forecastProduced() && a.pYes() != null) {
                forecasts.add(a.pYes());
            }
        }
        t.end().end();
        // the run's forecast: the recorded final probability, else the agents' mean (the panel's "mean agent")
        Double p = run.finalProbability() != null
                ? run.finalProbability()
                : forecasts.isEmpty() ? null : Aggregation.mean(forecasts);
        String how = run.finalProbability() != null
                ? "final_probability"
                : forecasts.size() == 1
                        ? "the one agent's p_yes"
                        : "the mean p_yes of the " + forecasts.size() + " agents that forecast";
        Map<String, PyObject> scores = new LinkedHashMap<>();
        Double brier = null;
        t.begin("scorers", null);
        if (p != null) {
            PyDict forecast = InspectJson.score(
                    PyFloat.of(p),
                    Python.repr(p),
                    how,
                    PyDict.of(
                            "agents",
                            new PyDict(agentPs),
                            "source",
                            PyStr.of(run.finalProbability() != null ? "final_probability" : "mean_agent")));
            scores.put(FORECAST, forecast);
            t.begin(FORECAST, "scorer").score(forecast, target).end();
            if (outcome != null) {
                brier = (p - outcome) * (p - outcome);
                PyDict b = InspectJson.score(
                        PyFloat.of(brier),
                        Python.repr(p),
                        "(p - outcome)^2 with p " + Python.repr(p) + " and outcome " + target,
                        PyDict.of("p", PyFloat.of(p), "outcome", PyFloat.of(outcome)));
                scores.put(BRIER, b);
                t.begin(BRIER, "scorer").score(b, target).end();
            }
        } else {
            t.info(LOOP, PyDict.of("forecast", PyStr.of("none: no agent committed to a probability")));
        }
        t.end();
        long in = 0;
        long out = 0;
        for (LlmCall c : calls) {
            in += c.inputTokens();
            out += c.outputTokens();
        }
        Map<String, PyObject> meta = new LinkedHashMap<>(dataset);
        meta.put("notebook", run.notebook() == null ? PyNone.NONE : PyStr.of(run.notebook()));
        meta.put("agents", PyInt.of(run.agents().size()));
        meta.put("llm_calls", PyInt.of(calls.size()));
        meta.put("tokens", PyInt.of(run.totalTokens()));
        meta.put("outcome", outcome == null ? PyNone.NONE : PyFloat.of(outcome));
        meta.put(
                "market_price",
                run.question() == null || run.question().currentMarketPrice() == null
                        ? PyNone.NONE
                        : PyFloat.of(run.question().currentMarketPrice()));
        PyDict usage = InspectJson.usage(in, out);
        List<PyObject> messages = t.messages();
        PyDict output = t.lastOutput() != null
                ? t.lastOutput()
                : InspectJson.modelOutput(model, InspectJson.assistantMessage("", PyNone.NONE, model), "stop", usage);
        PyDict sample = InspectJson.sample(
                id,
                1,
                question,
                target,
                t,
                output,
                new PyDict(scores),
                new PyDict(meta),
                PyDict.of(model, usage),
                SimulatedEvalLog.uuid("book/" + id + "/sample/" + run.createdAt()));
        return new Built(sample, start, t.now(), model, in, out, p, brier);
    }

    /** One agent's loop: its model calls and searches in turn, then what it forecast, in its own span. */
    private static void agent(Transcript t, ForecastArtifact a, List<LlmCall> calls, List<Instant> ends) {
        List<Integer> mine = new ArrayList<>();
        for (int i = 0; i < calls.size(); i++) {
            if (Objects.equals(calls.get(i).label(), a.agentId())) {
                mine.add(i);
            }
        }
        String agentId = Objects.requireNonNullElse(a.agentId(), "agent");
        t.begin(agentId, "agent").newConversation();
        List<AgentTrace> steps = a.traces();
        if (!mine.isEmpty()) {
            // the prompt the loop starts from: every message the first call was sent (system prompt, question)
            for (Message m : calls.get(mine.get(0)).messages()) {
                String text = Objects.requireNonNullElse(m.content(), "");
                if (Message.SYSTEM.equals(m.role())) {
                    t.system(text);
                } else {
                    t.user(text);
                }
            }
            t.advanceTo(ends.get(mine.get(0)).minus(SECOND));
        }
        Instant prev = t.now();
        for (int k = 0; k < Math.max(mine.size(), steps.size()); k++) {
            AgentTrace step = k < steps.size() ? steps.get(k) : null;
            AgentTrace searched = step != null && step.searchStep() ? step : null;
            if (k < mine.size()) {
                LlmCall c = calls.get(mine.get(k));
                Instant end = ends.get(mine.get(k));
                if (k > 0) {
                    // after a search the clock is already halfway back; else the call starts halfway back
                    t.advanceTo(halfway(prev, end));
                }
                Duration took = end.isAfter(t.now()) ? Duration.between(t.now(), end) : Duration.ZERO;
                String reply = Objects.requireNonNullElse(c.response(), "");
                PyDict usage = InspectJson.usage(c.inputTokens(), c.outputTokens());
                if (searched != null) {
                    t.assistantCalls(
                            reply,
                            List.of(Transcript.call(callId(agentId, searched), SEARCH, query(searched), null)),
                            usage,
                            took);
                } else {
                    t.assistant(reply, usage, took);
                }
                prev = t.now();
            }
            if (searched != null) {
                Instant next = k + 1 < mine.size() ? ends.get(mine.get(k + 1)) : prev.plus(SECOND);
                Duration took = Duration.between(prev, halfway(prev, next));
                t.toolResult(
                        callId(agentId, searched),
                        SEARCH,
                        query(searched),
                        sent(searched, k, mine, calls),
                        null,
                        took.isNegative() ? Duration.ZERO : took);
            } else if (step != null && !step.forecastStep()) {
                // the forced default (the steps ran out) or an action the book does not know: no tool ran
                t.info(
                        LOOP,
                        PyDict.of(
                                "agent",
                                PyStr.of(agentId),
                                "step",
                                PyInt.of(step.step()),
                                "action",
                                PyStr.of(Objects.requireNonNullElse(step.action(), ""))));
            }
        }
        t.info(
                LOOP,
                PyDict.of(
                        "agent",
                        PyStr.of(agentId),
                        "p_yes",
                        a.pYes() == null ? PyNone.NONE : PyFloat.of(a.pYes()),
                        "forecast_produced",
                        PyBool.of(a.forecastProduced()),
                        "confidence",
                        a.confidence() == null ? PyNone.NONE : PyFloat.of(a.confidence()),
                        "evidence_quality",
                        a.evidenceQuality() == null ? PyNone.NONE : PyStr.of(a.evidenceQuality()),
                        "input_tokens",
                        PyInt.of(a.tokenUsage().inputTokens()),
                        "output_tokens",
                        PyInt.of(a.tokenUsage().outputTokens())));
        t.end();
    }

    /** The id of a search step's tool call. */
    private static String callId(String agentId, AgentTrace search) {
        return "search_" + agentId + "_" + search.step();
    }

    private static PyDict query(AgentTrace step) {
        return PyDict.of("query", PyStr.of(Objects.requireNonNullElse(step.query(), "")));
    }

    /**
     * What the agent was sent back for search step {@code k}: the tool message of the next call's conversation (the
     * loop's own rendering of the results), or, when no call followed, the results as JSON.
     */
    private static String sent(AgentTrace step, int k, List<Integer> mine, List<LlmCall> calls) {
        if (k + 1 < mine.size() && k < mine.size()) {
            List<Message> before = calls.get(mine.get(k)).messages();
            List<Message> after = calls.get(mine.get(k + 1)).messages();
            int at = before.size() + 1;
            if (at < after.size() && Message.TOOL.equals(after.get(at).role())) {
                return Objects.requireNonNullElse(after.get(at).content(), "");
            }
        }
        List<PyObject> results = new ArrayList<>();
        for (SearchResult r : step.results()) {
            results.add(withoutNulls(PyDict.of(
                    "title",
                    str(r.title()),
                    "url",
                    str(r.url()),
                    "snippet",
                    str(r.snippet()),
                    "published",
                    str(r.published()),
                    "score",
                    r.score() == null ? PyNone.NONE : PyFloat.of(r.score()))));
        }
        return PyJson.dumps(new PyList(results));
    }

    private static PyObject str(@Nullable String s) {
        return s == null ? PyNone.NONE : PyStr.of(s);
    }

    private static PyObject withoutNulls(PyObject v) {
        return InspectJson.withoutNones(v);
    }

    private static Instant halfway(Instant a, Instant b) {
        return b.isAfter(a) ? a.plus(Duration.between(a, b).dividedBy(2)) : a;
    }

    private static Instant parse(String text, Instant otherwise) {
        if (text == null) {
            return otherwise;
        }
        try {
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeParseException e) {
            return otherwise;
        }
    }
}
