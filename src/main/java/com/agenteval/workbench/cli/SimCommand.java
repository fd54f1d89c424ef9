package com.agenteval.workbench.cli;

import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyStrings;
import com.agenteval.workbench.core.sim.SimDump;
import com.agenteval.workbench.core.sim.SimParams;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code java -jar workbench.jar sim --mode world|tasks|traces|results|selector|configs [options]}: prints the
 * simulation as one JSON document {@code {"mode", "params", "data", "meta"}} whose {@code data} is byte-identical to
 * ref_dump.py's for the same options. {@code --mode bench [--rounds N] [--warmup N]} times the pass^k workload
 * instead.
 */
public final class SimCommand implements Command {

    static final String USAGE = """
            usage: sim [-h] --mode {configs,results,selector,tasks,traces,world,bench}
                       [--world-seed WORLD_SEED] [--n-stale N_STALE] [--memory-acc MEMORY_ACC]
                       [--web-exact WEB_EXACT] [--web-rounded WEB_ROUNDED] [--tasks N] [--task-seed S]
                       [--new-data] [--config CONFIG] [--run-seed R] [--repeats K]
                       [--distractors DISTRACTORS] [--precise | --vague] [--poisoned]
                       [--temperature TEMPERATURE] [--avoid-weight AVOID_WEIGHT] [--intents N]
                       [--intent-seed INTENT_SEED] [--internals] [--format-trace] [--pretty] [--self-check]
                       [--rounds N] [--warmup N] [--format {json,csv}]

            The simulated agent world of lecture 14, exactly as agent_world.py computes it. Prints one JSON
            document {"mode", "params", "data", "meta"}; "data" equals ref_dump.py's for the same options.

            modes:
              world      truth / db / web / memory rows and the stale keys        (--world-seed --n-stale
                         --memory-acc --web-exact --web-rounded)
              tasks      make_tasks with every field                               (--tasks --task-seed --new-data)
              traces     run_agent for every task, one shared Random(run_seed)     (--config --run-seed --format-trace)
              results    run_config for every standard config (or --config), with --repeats K runs per task and
                         pass^k / pass@k
              selector   tool selection on make_intents                            (--distractors 0-18 --precise|--vague
                         --poisoned --temperature --avoid-weight --intents --intent-seed --run-seed)
              configs    the seven standard configs and 'perfect'
              bench      times the pass^k workload (world 14; 200 familiar tasks seed 1 + 200 new-data tasks seed 2;
                         all seven configs through run_config; 8 runs per task): --rounds N timed rounds (default
                         50) after a warm-up of at least 50 rounds and 5 s that lasts until the JIT has been quiet
                         for 5 rounds, or exactly --warmup N rounds

            options:
              --config CONFIG   a standard config name, 'perfect', or JSON of AgentConfig fields with optional
                                'base' and 'name', e.g. '{"base":"plan_exec","name":"noisy","p_plan":0.3}';
                                the names: {configs}
              --pretty          indent the JSON
              --internals       add every Chance call and the generator's word counts
              --self-check      also check that --internals does not change the output
              --format csv      --mode results only: one CSV row per config instead of the JSON document
                                (config, n_runs, n_correct, accuracy, tokens_total, mean_tokens, cost_sum_seq,
                                mean_cost, episodes, then pass_hat_k and pass_at_k for k = 1..repeats)
            """.replace("{configs}", String.join(", ", Parameters.CONFIG.options()));

    /** The output formats: the JSON document, or (results only) CSV. */
    private static final List<String> FORMATS = List.of("json", "csv");

    @Override
    public String name() {
        return "sim";
    }

    @Override
    public String summary() {
        return "print the simulated world, tasks, traces, results or tool selection as JSON (see sim --help)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        SimOptions o;
        try {
            o = SimOptions.parse(args);
            if (o.flag("help", false)) {
                out.print(USAGE);
                return 0;
            }
            if (!o.has("mode")) {
                throw new SimOptions.UsageError("the following arguments are required: --mode");
            }
            if (o.string("mode", "").equals("bench")) {
                return bench(o, out);
            }
            if (o.has("rounds") || o.has("warmup")) {
                throw new SimOptions.UsageError(
                        (o.has("rounds") ? "--rounds" : "--warmup") + " is only for --mode bench");
            }
            String format = o.string("format", "json");
            if (!FORMATS.contains(format)) {
                throw new SimOptions.UsageError("argument --format: invalid choice: " + PyStrings.repr(format)
                        + " (choose from 'json', 'csv')");
            }
            SimParams p = o.params();
            if (format.equals("csv")) {
                if (!p.mode().equals("results")) {
                    throw new SimOptions.UsageError("--format csv is only for --mode results");
                }
                out.print(SimDump.resultsCsv(p));
                out.flush();
                return 0;
            }
            PyDict doc = SimDump.document(p);
            if (o.flag("self_check", false)) {
                PyObject other = SimDump.data(p.withOutput(p.formatTrace(), !p.internals()));
                if (!PyJson.dumps(stripInternals(doc.require("data"))).equals(PyJson.dumps(stripInternals(other)))) {
                    err.println("sim: SELF-CHECK FAILED: --internals changed the output");
                    return 1;
                }
                err.println("sim: self-check ok");
            }
            out.print((o.flag("pretty", false) ? PyJson.dumpsPretty(doc) : PyJson.dumps(doc)) + "\n");
            out.flush();
            return 0;
        } catch (SimOptions.UsageError e) {
            err.println("sim: error: " + e.getMessage());
            return 2;
        }
    }

    private static int bench(SimOptions o, PrintStream out) {
        List<String> extra = o.givenExcept(List.of("--mode", "--rounds", "--warmup", "--pretty"));
        if (!extra.isEmpty()) {
            throw new SimOptions.UsageError("--mode bench runs a fixed workload; it takes only --rounds and --warmup"
                    + " (got " + String.join(", ", extra) + ")");
        }
        int rounds = o.smallInt("--rounds", "rounds", 50);
        if (rounds < 1 || rounds > 10_000) {
            throw new SimOptions.UsageError("--rounds must be between 1 and 10000, got " + rounds);
        }
        Integer warmup = o.has("warmup") ? o.smallInt("--warmup", "warmup", 0) : null;
        if (warmup != null && (warmup < 0 || warmup > 10_000)) {
            throw new SimOptions.UsageError("--warmup must be between 0 and 10000, got " + warmup);
        }
        PassKBenchmark.Result r = warmup == null ? PassKBenchmark.run(rounds) : PassKBenchmark.run(rounds, warmup);
        PyDict params = PyDict.of("rounds", PyInt.of(rounds));
        if (warmup != null) {
            params = params.with("warmup", PyInt.of(warmup));
        }
        PyDict doc = PyDict.of(
                "mode",
                PyStr.of("bench"),
                "params",
                params,
                "data",
                r.toPy(),
                "meta",
                PyDict.of(
                        "java",
                        PyStr.of(System.getProperty("java.version")),
                        "processors",
                        PyInt.of(Runtime.getRuntime().availableProcessors())));
        out.print((o.flag("pretty", false) ? PyJson.dumpsPretty(doc) : PyJson.dumps(doc)) + "\n");
        out.flush();
        return 0;
    }

    /** ref_dump's strip_internals: drop chance / rng_words / weights everywhere. */
    static PyObject stripInternals(PyObject x) {
        if (x instanceof PyDict d) {
            Map<String, PyObject> m = new LinkedHashMap<>();
            d.entries().forEach((k, v) -> {
                if (!k.equals("chance") && !k.equals("rng_words") && !k.equals("weights")) {
                    m.put(k, stripInternals(v));
                }
            });
            return new PyDict(m);
        }
        if (x instanceof PyList l) {
            return new PyList(l.items().stream().map(SimCommand::stripInternals).toList());
        }
        return x;
    }
}
