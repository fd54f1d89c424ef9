package com.agenteval.workbench.core.inspect;

import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A judge run as an Inspect eval log: one sample per judged trace, holding the judge's prompts and replies, and one
 * score per GPA metric whose value is the judge's 0–3 score and whose metadata lists its findings (step, severity,
 * evidence). An unreadable reply is an unscored metric ({@code "unreadable"}, with the reason). The results give each
 * metric's mean over the read scores. Beside each verdict, in its scorer span, an {@code info} event holds the judged
 * trace's true labels on that metric (the traces remade from the file's trace set, {@link JudgeRun#judgedTraces}).
 */
final class JudgeRunEvalLog {

    private JudgeRunEvalLog() {}

    /** A call's recorded return time, or null when it is not an ISO time. */
    private static @Nullable Instant parse(@Nullable String timestamp) {
        try {
            return timestamp == null ? null : OffsetDateTime.parse(timestamp).toInstant();
        } catch (DateTimeParseException e) {
            try {
                return Instant.parse(timestamp);
            } catch (DateTimeParseException e2) {
                return null;
            }
        }
    }

    /**
     * The truth beside one verdict, as an info event in the metric's scorer span: the judge's score, and the trace's
     * true labels on that metric (each as the simulated log's label info: id, category, mode, impact, root and
     * symptom step), with {@code flawed} when there is one.
     */
    static PyDict truthBeside(String metric, PyDict verdict, Trace truth) {
        List<PyObject> on = new ArrayList<>();
        for (ErrorLabel l : truth.errors()) {
            if (l.metrics().stream().anyMatch(m -> m.name().equals(metric))) {
                on.add(SimulatedEvalLog.labelInfo(l, l.step()));
            }
        }
        return PyDict.of(
                "metric",
                PyStr.of(metric),
                "judge_score",
                verdict.require("value"),
                "true_labels",
                new PyList(on),
                "flawed",
                PyBool.of(!on.isEmpty()));
    }

    /** The judge's name, and, when the judged trace could be remade, all its true labels (the module's dicts). */
    private static PyDict sampleMetadata(JudgeRun run, @Nullable Trace truth) {
        return PyDict.of(
                "judge",
                PyStr.of(run.judge().name()),
                "ground_truth_labels",
                PyBool.of(truth != null),
                "labels",
                truth == null
                        ? PyNone.NONE
                        : new PyList(truth.errors().stream()
                                .map(l -> (PyObject) l.toPy())
                                .toList()));
    }

    public static PyDict of(JudgeRun run) {
        String model = run.provenance().provider() + "/" + run.provenance().model();
        Instant created0 = OffsetDateTime.parse(run.createdAt()).toInstant();
        Instant start = created0;
        Map<String, List<JudgeRun.Call>> byTrace = new LinkedHashMap<>();
        for (JudgeRun.Call c : run.calls()) {
            byTrace.computeIfAbsent(c.trace(), k -> new ArrayList<>()).add(c);
        }
        // the judged traces remade from the file's trace set: their true labels go beside the judge's verdicts
        Map<String, Trace> judged = run.judgedTraces();
        Map<String, double[]> sums = new LinkedHashMap<>();
        Map<String, int[]> unscored = new LinkedHashMap<>();
        List<PyObject> samples = new ArrayList<>();
        long in = 0;
        long out = 0;
        for (Map.Entry<String, List<JudgeRun.Call>> e : byTrace.entrySet()) {
            // the judge's real calls: each metric's prompt is its own conversation, with the call's usage and latency
            Transcript t = new Transcript(model, start, List.of(), run.runId() + "/" + e.getKey() + "/events");
            t.begin("solvers", null).begin(run.judge().name(), "solver");
            Map<String, PyObject> scores = new LinkedHashMap<>();
            String input = "";
            long sIn = 0;
            long sOut = 0;
            List<PyDict> verdicts = new ArrayList<>();
            List<String> verdictMetrics = new ArrayList<>();
            for (JudgeRun.Call c : e.getValue()) {
                t.newConversation();
                Instant returned = parse(c.timestamp());
                if (returned != null) {
                    t.advanceTo(returned.minusMillis(c.latencyMs()));
                }
                for (Message m : c.messages()) {
                    String text = m.content() == null ? "" : m.content();
                    if (m.role().equals(Message.SYSTEM)) {
                        t.system(text);
                    } else {
                        t.user(text);
                        input = input.isEmpty() ? text : input;
                    }
                }
                t.assistant(
                        c.reply() == null ? "" : c.reply(),
                        InspectJson.usage(c.usage().inputTokens(), c.usage().outputTokens()),
                        Duration.ofMillis(c.latencyMs()));
                sIn += c.usage().inputTokens();
                sOut += c.usage().outputTokens();
                JudgeRun.Parsed p = c.parsed();
                Integer readScore = JudgeRun.Parsed.READ.equals(p.status()) ? p.score() : null; // null: unreadable
                List<PyObject> findings = new ArrayList<>();
                StringBuilder why = new StringBuilder();
                for (JudgeRun.FindingEntry f : p.findings()) {
                    findings.add(PyDict.of(
                            "step",
                            PyInt.of(f.step()),
                            "severity",
                            PyStr.of(f.severity()),
                            "evidence",
                            PyStr.of(f.evidence())));
                    why.append(why.length() == 0 ? "" : "; ")
                            .append("step ")
                            .append(f.step())
                            .append(" (")
                            .append(f.severity())
                            .append("): ")
                            .append(f.evidence());
                }
                PyObject value = readScore != null ? PyInt.of(readScore) : PyStr.of(JudgeRun.Parsed.UNREADABLE);
                @Nullable
                String explanation =
                        readScore != null ? (why.length() == 0 ? "no findings" : why.toString()) : p.reason();
                PyDict score = InspectJson.score(
                        value,
                        c.reply(),
                        explanation,
                        PyDict.of("findings", new PyList(findings), "status", PyStr.of(p.status())));
                scores.put(c.metric(), score);
                verdicts.add(score);
                verdictMetrics.add(c.metric());
                double[] sum = sums.computeIfAbsent(c.metric(), k -> new double[2]);
                int[] none = unscored.computeIfAbsent(c.metric(), k -> new int[1]);
                if (readScore != null) {
                    sum[0] += readScore;
                    sum[1] += 1;
                } else {
                    none[0]++;
                }
            }
            t.end().end();
            Trace truth = judged.get(e.getKey());
            t.begin("scorers", null);
            for (int k = 0; k < verdicts.size(); k++) {
                t.begin(verdictMetrics.get(k), "scorer").score(verdicts.get(k), "");
                if (truth != null) {
                    t.info(SimulatedEvalLog.GROUND_TRUTH, truthBeside(verdictMetrics.get(k), verdicts.get(k), truth));
                }
                t.end();
            }
            t.end();
            start = t.now();
            in += sIn;
            out += sOut;
            PyDict usage = InspectJson.usage(sIn, sOut);
            List<PyObject> messages = t.messages();
            PyDict output = t.lastOutput() != null
                    ? t.lastOutput()
                    : InspectJson.modelOutput(model, (PyDict) messages.get(messages.size() - 1), "stop", usage);
            samples.add(InspectJson.sample(
                    e.getKey(),
                    1,
                    input,
                    "",
                    t,
                    output,
                    new PyDict(scores),
                    sampleMetadata(run, truth),
                    PyDict.of(model, usage),
                    SimulatedEvalLog.uuid(run.runId() + "/" + e.getKey())));
        }
        List<PyObject> evalScores = new ArrayList<>();
        List<PyDict> scorers = new ArrayList<>();
        for (Map.Entry<String, double[]> e : sums.entrySet()) {
            String metric = e.getKey();
            double[] s = e.getValue();
            Map<String, PyObject> m = new LinkedHashMap<>();
            m.put("mean", PyFloat.of(s[1] == 0 ? 0.0 : s[0] / s[1]));
            int none = Objects.requireNonNull(unscored.get(metric), "counted with its sums")[0];
            evalScores.add(InspectJson.evalScore(metric, null, (int) s[1], none, m));
            scorers.add(InspectJson.scorer(metric, List.of("mean")));
        }
        PyDict taskArgs = SimulatedEvalLog.params(run.traceSet().toSimParams().withMode("results"));
        PyDict results = PyDict.of(
                "total_samples",
                PyInt.of(samples.size()),
                "completed_samples",
                PyInt.of(samples.size()),
                "scores",
                new PyList(evalScores),
                "metadata",
                PyDict.of(
                        "status",
                        PyStr.of(run.status()),
                        "reason",
                        run.reason() == null ? PyNone.NONE : PyStr.of(run.reason())));
        String created = InspectJson.timestamp(created0);
        Map<String, PyObject> judgeParams = new LinkedHashMap<>();
        if (run.judge().params() != null) {
            run.judge().params().forEach((k, v) -> judgeParams.put(k, PyStr.of(v)));
        }
        PyDict spec = EvalLogs.spec(
                SimulatedEvalLog.uuid(run.runId() + "/eval"),
                run.runId(),
                created,
                "gpa_judge",
                taskArgs,
                run.judge().name(),
                new PyDict(judgeParams),
                "judged_traces",
                List.copyOf(byTrace.keySet()),
                model,
                1,
                PyDict.of("judge_run", PyStr.of(run.runId())),
                scorers);
        return EvalLogs.log(
                spec,
                run.judge().name(),
                new PyDict(judgeParams),
                results,
                created,
                InspectJson.timestamp(start),
                PyDict.of(model, InspectJson.usage(in, out)),
                samples);
    }
}
