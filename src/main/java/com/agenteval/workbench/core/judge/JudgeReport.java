package com.agenteval.workbench.core.judge;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.judge.Judge.Verdict.JudgeSpec;
import com.agenteval.workbench.core.judge.Scorecard.Confusion;
import com.agenteval.workbench.core.judge.Scorecard.TraceComparison;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.sim.SimParams;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The {@code judge} command's JSON document, as a {@link PyObject} tree (print it with {@code PyJson.dumps}):
 * {@code judge}, {@code spec}, {@code params}, {@code traces}, {@code labels}, {@code metrics}, {@code localization},
 * {@code joint}, {@code flawed}, {@code lucky_correct}, {@code stale_clean}, {@code benign},
 * {@code metric_confusion}, {@code unparseable}, and, unless left out, {@code verdicts} (one per trace, with the
 * labels beside the findings). Shares are floats, or null where nothing was counted.
 *
 * <pre>{@code
 * String json = PyJson.dumps(scorecard.report(params, true));   // the way in from outside
 * }</pre>
 */
final class JudgeReport {

    private JudgeReport() {}

    /** The whole document for a scorecard on the traces of {@code params}. */
    static PyDict document(SimParams params, Scorecard card, boolean withVerdicts) {
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("judge", PyStr.of(card.judge().name()));
        m.put("spec", spec(card.judge()));
        m.put("params", params(params));
        m.put("traces", PyInt.of(card.traces()));
        m.put("labels", PyInt.of(card.labels()));
        Map<String, PyObject> metrics = new LinkedHashMap<>();
        card.metrics()
                .forEach((metric, s) -> metrics.put(
                        metric.name(),
                        PyDict.of(
                                "precision",
                                share(s.precision()),
                                "recall",
                                share(s.recall()),
                                "f1",
                                share(s.f1()),
                                "support",
                                PyInt.of(s.support()),
                                "tp",
                                PyInt.of(s.tp()),
                                "fp",
                                PyInt.of(s.fp()),
                                "fn",
                                PyInt.of(s.fn()),
                                "located",
                                share(s.located().share()))));
        m.put("metrics", new PyDict(metrics));
        m.put(
                "localization",
                PyDict.of(
                        "root",
                        share(card.rootLocated().share()),
                        "symptom",
                        share(card.symptomLocated().share())));
        m.put("joint", share(card.joint().share()));
        Confusion f = card.flawed();
        m.put(
                "flawed",
                PyDict.of(
                        "tp",
                        PyInt.of(f.tp()),
                        "fp",
                        PyInt.of(f.fp()),
                        "fn",
                        PyInt.of(f.fn()),
                        "tn",
                        PyInt.of(f.tn())));
        m.put(
                "lucky_correct",
                PyDict.of(
                        "caught",
                        PyInt.of(card.luckyCorrect().hits()),
                        "total",
                        PyInt.of(card.luckyCorrect().total())));
        m.put(
                "stale_clean",
                PyDict.of(
                        "flagged",
                        PyInt.of(card.staleClean().hits()),
                        "total",
                        PyInt.of(card.staleClean().total())));
        Map<String, PyObject> benign = new LinkedHashMap<>();
        card.benign()
                .forEach((k, r) -> benign.put(k, PyDict.of("found", PyInt.of(r.hits()), "total", PyInt.of(r.total()))));
        m.put("benign", new PyDict(benign));
        Map<String, PyObject> confusion = new LinkedHashMap<>();
        card.metricConfusion().forEach((row, cols) -> {
            Map<String, PyObject> c = new LinkedHashMap<>();
            cols.forEach((k, n) -> c.put(k, PyInt.of(n)));
            confusion.put(row.name(), new PyDict(c));
        });
        m.put("metric_confusion", new PyDict(confusion));
        m.put(
                "unparseable",
                PyDict.of(
                        "verdicts",
                        PyInt.of(card.unparseableVerdicts()),
                        "metrics",
                        PyInt.of(card.unparseableMetrics())));
        if (withVerdicts) {
            List<PyObject> verdicts = new ArrayList<>();
            card.comparisons().forEach(c -> verdicts.add(comparison(c)));
            m.put("verdicts", new PyList(verdicts));
        }
        return new PyDict(m);
    }

    static PyDict spec(JudgeSpec spec) {
        Map<String, PyObject> p = new LinkedHashMap<>();
        spec.params().forEach((k, v) -> p.put(k, PyStr.of(v)));
        return PyDict.of("name", PyStr.of(spec.name()), "params", new PyDict(p));
    }

    /** The trace-set options (the {@code sim} names) that reproduce the traces. */
    static PyDict params(SimParams p) {
        PyDict all = p.toPy();
        Map<String, PyObject> m = new LinkedHashMap<>();
        Stream.of(Parameters.WORLD, Parameters.TASK_SET, List.of(Parameters.CONFIG, Parameters.RUN_SEED))
                .flatMap(List::stream)
                .forEach(spec -> m.put(spec.name(), all.get(spec.name())));
        return new PyDict(m);
    }

    /** One trace: the verdict (scores, findings with their backing, unread replies) and the labels with how found. */
    static PyDict comparison(TraceComparison c) {
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("trace", PyStr.of(c.traceId()));
        m.put("correct", PyBool.of(c.trace().correct()));
        m.put("flawed", PyBool.of(c.flawed()));
        m.put("judge_flawed", PyBool.of(c.judgeFlawed()));
        Map<String, PyObject> scores = new LinkedHashMap<>();
        c.verdict().scores().forEach((k, v) -> scores.put(k.name(), PyInt.of(v)));
        m.put("scores", new PyDict(scores));
        List<PyObject> findings = new ArrayList<>();
        for (TraceComparison.FindingMatch f : c.findings()) {
            Finding x = f.finding();
            findings.add(PyDict.of(
                    "metric",
                    PyStr.of(x.metric().name()),
                    "step",
                    PyInt.of(x.step()),
                    "severity",
                    PyStr.of(x.severity().wireName()),
                    "evidence",
                    PyStr.of(x.evidence()),
                    "source",
                    PyStr.of(x.source()),
                    "backing",
                    PyStr.of(f.backing().wireName())));
        }
        m.put("findings", new PyList(findings));
        List<PyObject> labels = new ArrayList<>();
        for (TraceComparison.LabelMatch l : c.labels()) {
            ErrorLabel e = l.label();
            labels.add(PyDict.of(
                    "id",
                    PyStr.of(e.id()),
                    "mode",
                    PyStr.of(e.mode().wireName()),
                    "metrics",
                    new PyList(e.metrics().stream()
                            .map(x -> (PyObject) PyStr.of(x.name()))
                            .toList()),
                    "step",
                    PyInt.of(e.step()),
                    "symptom",
                    PyInt.of(e.symptom()),
                    "impact",
                    PyStr.of(e.impact().wireName()),
                    "benign",
                    PyBool.of(e.benign()),
                    "found",
                    PyStr.of(l.found().wireName())));
        }
        m.put("labels", new PyList(labels));
        if (!c.verdict().parsed()) {
            List<PyObject> unparsed = new ArrayList<>();
            for (Verdict.Unparsed u : c.verdict().unparsed()) {
                unparsed.add(PyDict.of(
                        "metric",
                        u.metric() == null ? PyNone.NONE : PyStr.of(u.metric().name()),
                        "reply",
                        PyStr.of(u.reply()),
                        "reason",
                        PyStr.of(u.reason())));
            }
            m.put("unparsed", new PyList(unparsed));
        }
        return new PyDict(m);
    }

    /** A share as a float, or null when nothing was counted. */
    static PyObject share(double x) {
        return Double.isNaN(x) ? PyNone.NONE : PyFloat.of(x);
    }
}
