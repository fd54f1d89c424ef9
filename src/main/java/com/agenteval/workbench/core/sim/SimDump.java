package com.agenteval.workbench.core.sim;

import com.agenteval.workbench.core.agent.Agent;
import com.agenteval.workbench.core.agent.Agent.ChanceRecord;
import com.agenteval.workbench.core.agent.Agent.RunResult;
import com.agenteval.workbench.core.agent.Trace;
import com.agenteval.workbench.core.agent.Trace.TraceFormatter;
import com.agenteval.workbench.core.csv.Csv;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.reliability.ConfigResults;
import com.agenteval.workbench.core.reliability.ConfigResults.PassK;
import com.agenteval.workbench.core.reliability.ConfigResults.TaskRuns;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolCatalog;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolCatalog.CatalogEntry;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.RecordKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * ref_dump.py's {@code data} for each mode, as a {@link PyObject} tree: printed with {@code PyJson.dumps} it is the
 * oracle's text byte for byte. This is what the {@code sim} command prints and what pages can show as JSON.
 *
 * <pre>{@code
 * PyObject data = SimDump.data(SimParams.defaults("world"));
 * String json = PyJson.dumps(SimDump.document(SimParams.defaults("world")));
 * }</pre>
 */
public final class SimDump {

    private SimDump() {}

    /** The whole document {@code {"mode", "params", "data", "meta"}}. */
    public static PyDict document(SimParams p) {
        return PyDict.of(
                "mode",
                PyStr.of(p.mode()),
                "params",
                p.toPy(),
                "data",
                data(p),
                "meta",
                PyDict.of(
                        "implementation",
                        PyStr.of("agent-evaluation-workbench (Java port)"),
                        "java",
                        PyStr.of(System.getProperty("java.version")),
                        "internals",
                        PyBool.of(p.internals())));
    }

    /** The {@code data} object of one mode. */
    public static PyObject data(SimParams p) {
        return switch (p.mode()) {
            case "world" -> world(p);
            case "tasks" -> tasks(p);
            case "traces" -> traces(p);
            case "results" -> results(p);
            case "selector" -> selector(p);
            case "configs" -> configs();
            default -> throw new IllegalArgumentException("unknown mode " + p.mode());
        };
    }

    private static PyList rows(World w, DataVersion v) {
        List<PyObject> rows = new ArrayList<>(World.RECORDS);
        for (RecordKey k : World.keys()) {
            rows.add(PyList.of(
                    PyStr.of(k.table().wireName()),
                    PyStr.of(k.entity()),
                    PyInt.of(k.year()),
                    PyFloat.of(w.value(v, k))));
        }
        return new PyList(rows);
    }

    static PyDict world(SimParams p) {
        World w = p.worldSpec().make();
        List<PyObject> stale = new ArrayList<>();
        for (RecordKey k : w.stale()) {
            stale.add(PyList.of(PyStr.of(k.table().wireName()), PyStr.of(k.entity()), PyInt.of(k.year())));
        }
        return PyDict.of(
                "seed",
                PyInt.of(w.seed()),
                "truth",
                rows(w, DataVersion.TRUTH),
                "db",
                rows(w, DataVersion.DB),
                "web",
                rows(w, DataVersion.WEB),
                "memory",
                rows(w, DataVersion.MEMORY),
                "stale",
                new PyList(stale));
    }

    private static List<Task> taskList(SimParams p, World w) {
        return Tasks.make(w, p.tasks(), p.taskSeed(), p.newData());
    }

    static PyList tasks(SimParams p) {
        World w = p.worldSpec().make();
        return new PyList(taskList(p, w).stream().map(t -> (PyObject) t.toPy()).toList());
    }

    static PyDict traces(SimParams p) {
        World w = p.worldSpec().make();
        List<Task> tasks = taskList(p, w);
        AgentConfig cfg = p.agentConfig();
        Agent agent = Agent.of(cfg);
        PyRandom rng = new PyRandom(p.runSeed());
        List<PyObject> out = new ArrayList<>(tasks.size());
        for (Task t : tasks) {
            List<ChanceRecord> rec = p.internals() ? new ArrayList<>() : null;
            Trace tr = agent.runAgent(w, t, rng, rec);
            PyDict j = tr.toPy();
            if (p.formatTrace()) {
                j = j.with("formatted", PyStr.of(TraceFormatter.format(tr)));
            }
            if (rec != null) {
                j = j.with("chance", chance(rec)).with("rng_words", PyInt.of(rng.words()));
            }
            out.add(j);
        }
        PyDict doc = PyDict.of("config", cfg.toPy(), "traces", new PyList(out));
        if (!cfg.tools()) {
            doc = doc.with(
                    "note", PyStr.of("cfg.tools is False: run_agent ignores it (run_config would call run_direct)"));
        }
        return doc;
    }

    /**
     * The traces of {@code --mode traces}, one trace dict per line, each exactly as ref_dump.py prints it inside
     * {@code data.traces} (what {@code export jsonl} writes).
     */
    public static String jsonl(SimParams p) {
        PyList traces = (PyList) traces(p.withMode("traces")).require("traces");
        StringBuilder sb = new StringBuilder();
        for (PyObject t : traces.items()) {
            sb.append(PyJson.dumps(t)).append('\n');
        }
        return sb.toString();
    }

    /** The columns of {@link #resultsCsv} before the pass^k ones: a results block's numbers, in its order. */
    public static final List<String> RESULTS_COLUMNS = List.of(
            "n_runs", "n_correct", "accuracy", "tokens_total", "mean_tokens", "cost_sum_seq", "mean_cost", "episodes");

    /**
     * {@code --mode results} as CSV ({@code sim --mode results --format csv}): one row per config, its name, then
     * {@link #RESULTS_COLUMNS} and, with {@code --repeats} above 1, pass^k and pass@k for every k; each number as
     * Python prints it in the JSON ({@code repr}), an empty field for None.
     */
    public static String resultsCsv(SimParams p) {
        PyDict data = results(p.withMode("results"));
        List<String> header = new ArrayList<>(List.of("config"));
        header.addAll(RESULTS_COLUMNS);
        for (int k = 1; k <= p.repeats() && p.repeats() > 1; k++) {
            header.add("pass_hat_" + k);
        }
        for (int k = 1; k <= p.repeats() && p.repeats() > 1; k++) {
            header.add("pass_at_" + k);
        }
        List<List<String>> rows = new ArrayList<>();
        for (PyObject o : ((PyList) data.require("configs")).items()) {
            PyDict block = (PyDict) o;
            List<String> row = new ArrayList<>();
            row.add(((PyStr) ((PyDict) block.require("config")).require("name")).value());
            for (String c : RESULTS_COLUMNS) {
                row.add(cell(block.require(c)));
            }
            if (block.containsKey("pass_k")) {
                PyDict ks = (PyDict) block.require("pass_k");
                for (String k : ks.keys()) {
                    row.add(cell(((PyDict) ks.require(k)).require("pass_hat_k")));
                }
                for (String k : ks.keys()) {
                    row.add(cell(((PyDict) ks.require(k)).require("pass_at_k")));
                }
            }
            rows.add(row);
        }
        return Csv.of(header, rows);
    }

    private static String cell(PyObject v) {
        return v == PyNone.NONE ? "" : v.repr();
    }

    private static PyList chance(List<ChanceRecord> rec) {
        List<PyObject> out = new ArrayList<>(rec.size());
        for (ChanceRecord c : rec) {
            out.add(PyDict.of(
                    "key",
                    PyStr.of(c.key()),
                    "p",
                    PyFloat.of(c.p()),
                    "hit",
                    PyBool.of(c.hit()),
                    "a",
                    opt(c.a()),
                    "e",
                    opt(c.e()),
                    "z",
                    opt(c.z()),
                    "phi",
                    opt(c.phi())));
        }
        return new PyList(out);
    }

    private static PyObject opt(@Nullable Double d) {
        return d == null ? PyNone.NONE : PyFloat.of(d);
    }

    static PyDict results(SimParams p) {
        World w = p.worldSpec().make();
        List<Task> tasks = taskList(p, w);
        List<AgentConfig> cfgs = p.configGiven() ? List.of(p.agentConfig()) : AgentConfigs.standard();
        List<PyObject> blocks = new ArrayList<>();
        for (AgentConfig c : cfgs) {
            blocks.add(resultsBlock(p, w, tasks, c));
        }
        return PyDict.of("repeats", PyInt.of(p.repeats()), "configs", new PyList(blocks));
    }

    private static PyDict resultsBlock(SimParams p, World w, List<Task> tasks, AgentConfig c) {
        List<PyDict> internals = new ArrayList<>();
        ConfigResults r = ConfigResults.run(
                w,
                tasks,
                c,
                p.runSeed(),
                p.repeats(),
                p.internals()
                        ? (res, in) -> internals.add(
                                PyDict.of("chance", chance(in.chance()), "rng_words", PyInt.of(in.rngWords())))
                        : null);
        List<PyObject> perTask = new ArrayList<>(tasks.size());
        int runIndex = 0;
        for (TaskRuns tr : r.perTask()) {
            List<PyObject> runs = new ArrayList<>(tr.runs().size());
            for (RunResult rr : tr.runs()) {
                Map<String, PyObject> run = new LinkedHashMap<>();
                run.put("final", rr.answer());
                run.put("correct", PyBool.of(rr.correct()));
                run.put("tokens", PyInt.of(rr.tokens()));
                run.put("cost", PyFloat.of(rr.cost()));
                run.put("attempts", rr.attempts() == null ? PyNone.NONE : PyInt.of(rr.attempts()));
                if (p.internals()) {
                    run.putAll(internals.get(runIndex).entries());
                }
                runIndex++;
                runs.add(new PyDict(run));
            }
            PyDict entry = PyDict.of("task", PyStr.of(tr.task().id()), "runs", new PyList(runs));
            if (p.repeats() > 1) {
                entry = entry.with("c", PyInt.of(tr.correct()));
            }
            perTask.add(entry);
        }
        Map<String, PyObject> block = new LinkedHashMap<>();
        block.put("config", c.toPy());
        block.put("n_runs", PyInt.of(r.nRuns()));
        block.put("n_correct", PyInt.of(r.nCorrect()));
        block.put("accuracy", opt(r.accuracy()));
        block.put("tokens_total", PyInt.of(r.tokensTotal()));
        block.put("mean_tokens", opt(r.meanTokens()));
        block.put("cost_sum_seq", PyFloat.of(r.costSumSeq()));
        block.put("mean_cost", opt(r.meanCost()));
        block.put("episodes", PyInt.of(r.episodes()));
        block.put("per_task", new PyList(perTask));
        if (p.repeats() > 1) {
            Map<String, PyObject> ks = new LinkedHashMap<>();
            for (PassK k : r.passK()) {
                ks.put(
                        Integer.toString(k.k()),
                        PyDict.of(
                                "pass_hat_k",
                                PyFloat.of(k.passHat()),
                                "num",
                                PyInt.of(k.num()),
                                "den",
                                PyInt.of(k.den()),
                                "pass_at_k",
                                PyFloat.of(k.passAt()),
                                "num_at",
                                PyInt.of(k.numAt())));
            }
            block.put("pass_k", new PyDict(ks));
        }
        return new PyDict(block);
    }

    static PyDict selector(SimParams p) {
        List<CatalogEntry> cat = ToolCatalog.of(p.distractors(), p.precise(), p.poisoned());
        ToolSelector sel = new ToolSelector(cat, p.temperature(), p.avoidWeight());
        List<Intent> intents = Intents.make(p.intents(), p.intentSeed());
        PyRandom rng = new PyRandom(p.runSeed());
        List<PyObject> rows = new ArrayList<>(intents.size());
        int nOk = 0;
        int nGreedyOk = 0;
        int poison = 0;
        for (Intent it : intents) {
            List<Double> scores = sel.scores(it.text());
            String chosen = sel.select(it.text(), rng);
            String greedy = sel.greedy(scores);
            boolean ok = it.accept().contains(chosen);
            boolean gok = it.accept().contains(greedy);
            nOk += ok ? 1 : 0;
            nGreedyOk += gok ? 1 : 0;
            poison += chosen.equals(ToolCatalog.POISON.name()) ? 1 : 0;
            Map<String, PyObject> row = new LinkedHashMap<>();
            row.put("text", PyStr.of(it.text()));
            row.put("kind", PyStr.of(it.kind()));
            row.put("accept", strings(it.accept()));
            row.put("tokens", strings(Tokenizer.tokenize(it.text())));
            row.put(
                    "scores",
                    new PyList(
                            scores.stream().map(s -> (PyObject) PyFloat.of(s)).toList()));
            row.put("selected", PyStr.of(chosen));
            row.put("correct", PyBool.of(ok));
            row.put("greedy", PyStr.of(greedy));
            row.put("greedy_correct", PyBool.of(gok));
            if (p.internals()) {
                double[] wts = sel.weights(scores);
                List<PyObject> wl = new ArrayList<>();
                for (double x : wts) {
                    wl.add(PyFloat.of(x));
                }
                row.put("weights", new PyList(wl));
                row.put("rng_words", PyInt.of(rng.words()));
            }
            rows.add(new PyDict(row));
        }
        int n = intents.size();
        Map<String, PyObject> d = new LinkedHashMap<>();
        d.put("catalog", new PyList(cat.stream().map(c -> (PyObject) c.toPy()).toList()));
        d.put("names", strings(sel.names()));
        d.put("temperature", PyFloat.of(sel.temperature()));
        d.put("avoid_weight", PyFloat.of(sel.avoidWeight()));
        d.put("idf", vector(new TreeMap<>(sel.idf())));
        d.put(
                "use_vecs",
                new PyList(sel.useVecs().stream().map(v -> (PyObject) vector(v)).toList()));
        d.put(
                "avoid_vecs",
                new PyList(
                        sel.avoidVecs().stream().map(v -> (PyObject) vector(v)).toList()));
        d.put("intents", new PyList(rows));
        d.put("n", PyInt.of(n));
        d.put("n_correct", PyInt.of(nOk));
        d.put("accuracy", n == 0 ? PyNone.NONE : PyFloat.of((double) nOk / n));
        d.put("n_greedy_correct", PyInt.of(nGreedyOk));
        d.put("greedy_accuracy", n == 0 ? PyNone.NONE : PyFloat.of((double) nGreedyOk / n));
        d.put("poison_selected", PyInt.of(poison));
        return new PyDict(d);
    }

    private static PyList strings(List<String> xs) {
        return new PyList(xs.stream().map(s -> (PyObject) PyStr.of(s)).toList());
    }

    private static PyDict vector(Map<String, Double> v) {
        Map<String, PyObject> m = new LinkedHashMap<>();
        v.forEach((k, x) -> m.put(k, PyFloat.of(x)));
        return new PyDict(m);
    }

    static PyList configs() {
        List<PyObject> out = new ArrayList<>();
        AgentConfigs.standard().forEach(c -> out.add(c.toPy()));
        out.add(AgentConfigs.PERFECT.toPy());
        return new PyList(out);
    }
}
