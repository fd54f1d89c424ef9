package com.agenteval.workbench.core.mcp;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.judge.Judge.Verdict;
import com.agenteval.workbench.core.judge.Judge.Verdict.Finding;
import com.agenteval.workbench.core.log.LogJson;
import com.agenteval.workbench.core.log.LogJson.LogRecord.LogEvent;
import com.agenteval.workbench.core.log.LogJson.PyNodes;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession;
import com.agenteval.workbench.core.mcp.ExternalCallLog.ExternalSession.ExternalCall;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyJson.NonFiniteFloats;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.tools.Tools.TruthCheck;
import com.agenteval.workbench.core.world.World.WorldSpec;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A recorded MCP session as JSON, in the saved files' envelope ({@code core/log}, version 2): the session, each call with its step dict (the core's trace step format), the
 * world it ran against, the data version that answered and the truth check, then the rule judge's verdict.
 *
 * <pre>{@code
 * String json = session.json();     // what the session file holds, through ExternalSessionJson.write
 * }</pre>
 */
final class ExternalSessionJson {

    /** Bump when the layout changes, and add the migration from the old one to {@code core/log/Migrations}. */
    static final int FORMAT = SavedFiles.CURRENT_VERSION;

    private ExternalSessionJson() {}

    /**
     * The session as the saved file holds it: pretty JSON with a final newline, each {@code inf} or {@code nan} a
     * tool returned (the calculator gives {@code inf} for {@code 1e308*10}) written as null with its text beside it
     * ({@link NonFiniteFloats}), so one such call never stops the session from saving.
     */
    static String write(ExternalSession s) {
        return LogJson.write(PyNodes.node(NonFiniteFloats.encode(of(s))));
    }

    /**
     * The session in the saved files' envelope (docs/formats.md): no spec parameters, since each call names the
     * world it ran against; one {@code tool_call} event per call.
     */
    static PyDict of(ExternalSession s) {
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("format", PyStr.of(SavedFiles.MCP_SESSION));
        m.put("version", PyInt.of(FORMAT));
        m.put("spec", PyDict.of("name", PyStr.of("mcp_session"), "params", new PyDict(Map.of())));
        m.put(
                "events",
                new PyList(s.calls().stream().map(c -> (PyObject) call(c)).toList()));
        m.put("session", PyStr.of(s.id()));
        m.put("client", PyStr.of(s.client()));
        m.put("started", PyStr.of(s.started().toString()));
        m.put("dropped_calls", PyInt.of(s.dropped()));
        m.put("judge", verdict(s.verdict()));
        return new PyDict(m);
    }

    private static PyDict call(ExternalCall c) {
        Map<String, PyObject> m = new LinkedHashMap<>();
        m.put("type", PyStr.of(LogEvent.ToolCall.TYPE));
        m.put("at", PyStr.of(c.at().toString()));
        m.put("world", world(c.world()));
        m.put("step", c.step().toPy());
        m.put("validation_failed", PyBool.of(c.validationFailed()));
        m.put(
                "read_from",
                c.readFrom() == null ? PyNone.NONE : PyStr.of(c.readFrom().wireName()));
        m.put("truth", truth(c.truth()));
        return new PyDict(m);
    }

    private static PyDict world(WorldSpec w) {
        return PyDict.of(
                Parameters.WORLD_SEED.name(),
                PyInt.of(w.seed()),
                Parameters.N_STALE.name(),
                PyInt.of(w.nStale()),
                Parameters.MEMORY_ACC.name(),
                PyFloat.of(w.memoryAcc()),
                Parameters.WEB_EXACT.name(),
                PyFloat.of(w.webExact()),
                Parameters.WEB_ROUNDED.name(),
                PyFloat.of(w.webRounded()));
    }

    private static PyDict truth(TruthCheck t) {
        PyList diffs = new PyList(t.differences().stream()
                .map(d -> (PyObject) PyDict.of(
                        "table",
                        PyStr.of(d.key().table().wireName()),
                        "entity",
                        PyStr.of(d.key().entity()),
                        "year",
                        PyInt.of(d.key().year()),
                        "read",
                        PyFloat.of(d.read()),
                        "truth",
                        PyFloat.of(d.truth()),
                        "reason",
                        PyStr.of(d.reason().name().toLowerCase(Locale.ROOT))))
                .toList());
        return PyDict.of(
                "status",
                PyStr.of(t.status().name().toLowerCase(Locale.ROOT)),
                "differences",
                diffs,
                "ranking_differs",
                PyBool.of(t.rankingDiffers()));
    }

    private static PyDict verdict(Verdict v) {
        Map<String, PyObject> scores = new LinkedHashMap<>();
        for (Map.Entry<Metric, Integer> e : v.scores().entrySet()) {
            scores.put(e.getKey().name(), PyInt.of(e.getValue()));
        }
        return PyDict.of(
                "judge",
                PyStr.of(v.judge().name()),
                "findings",
                new PyList(v.findings().stream().map(f -> (PyObject) finding(f)).toList()),
                "scores",
                new PyDict(scores));
    }

    private static PyDict finding(Finding f) {
        return PyDict.of(
                "metric",
                PyStr.of(f.metric().name()),
                "step",
                PyInt.of(f.step()),
                "severity",
                PyStr.of(f.severity().wireName()),
                "evidence",
                PyStr.of(f.evidence()),
                "source",
                PyStr.of(f.source()));
    }
}
