package com.agenteval.workbench.core.stats;

import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyBool;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.reliability.ConfigResults;
import com.agenteval.workbench.core.stats.ConfigScoreIntervals.PairedDifference;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The JSON of the {@code stats} command (issue 25's field names are a contract): {@code interval}, {@code coverage}
 * and {@code compare}. Numbers print as Python's {@code json.dumps} does (intervals.py's output for the same run).
 */
public final class StatsJson {

    private StatsJson() {}

    /** [lo, hi]. */
    public static PyList interval(Interval i) {
        return PyList.pair(PyFloat.of(i.lo()), PyFloat.of(i.hi()));
    }

    /**
     * {@code stats interval} of a config's runs: mean, n_runs, n_tasks, naive_se, clustered_se, the three ci95s
     * (the bootstrap's with {@code resamples} resamples from {@code statsSeed}), pass_hat_k by k.
     */
    public static PyDict interval(String config, ConfigResults runs, int resamples, long statsSeed) {
        return interval(config, ConfigIntervals.of(runs, resamples, statsSeed), statsSeed);
    }

    /** {@code stats interval}: mean, n_runs, n_tasks, naive_se, clustered_se, the three ci95s, pass_hat_k by k. */
    static PyDict interval(String config, ConfigIntervals ci, long statsSeed) {
        ClusteredMean m = ci.accuracy();
        Map<String, PyObject> out = new LinkedHashMap<>();
        out.put("config", PyStr.of(config));
        out.put("mean", PyFloat.of(m.mean()));
        out.put("n_runs", PyInt.of(m.nRuns()));
        out.put("n_tasks", PyInt.of(m.nTasks()));
        out.put("naive_se", PyFloat.of(m.naiveSe()));
        out.put("clustered_se", PyFloat.of(m.clusteredSe()));
        out.put("ci95_naive", interval(m.ci95Naive()));
        out.put("ci95_clustered", interval(m.ci95Clustered()));
        out.put("ci95_bootstrap", interval(ci.accuracyBootstrap()));
        if (m.clusteredProblem() != null) {
            out.put("clustered_problem", PyStr.of(m.clusteredProblem()));
        }
        Map<String, PyObject> ks = new LinkedHashMap<>();
        for (ConfigIntervals.PassKInterval p : ci.passK()) {
            ks.put(
                    Integer.toString(p.point().k()),
                    PyDict.of(
                            "pass_hat_k",
                            PyFloat.of(p.point().passHat()),
                            "ci95_bootstrap",
                            interval(p.passHatCi95()),
                            "pass_at_k",
                            PyFloat.of(p.point().passAt()),
                            "pass_at_k_ci95_bootstrap",
                            interval(p.passAtCi95())));
        }
        out.put("pass_hat_k", new PyDict(ks));
        out.put("mean_cost", PyFloat.of(ci.meanCost()));
        out.put("mean_cost_ci95_bootstrap", interval(ci.meanCostBootstrap()));
        out.put("bootstrap", PyInt.of(ci.resamples()));
        out.put("stats_seed", PyInt.of(statsSeed));
        return new PyDict(out);
    }

    /** {@code stats coverage}: truth, truth_mc_se, coverage_* and mean_width_* of the three methods. */
    public static PyDict coverage(String config, CoverageLab.Coverage c, long statsSeed) {
        Map<String, PyObject> out = new LinkedHashMap<>();
        out.put("config", PyStr.of(config));
        out.put("truth", PyFloat.of(c.truth().mean()));
        out.put("truth_mc_se", PyFloat.of(c.truth().mcSe()));
        out.put("truth_tasks", PyInt.of(c.truth().tasks()));
        out.put("tasks", PyInt.of(c.tasks()));
        out.put("repeats", PyInt.of(c.repeats()));
        out.put("replications", PyInt.of(c.replications()));
        method(out, "naive", c.naive());
        method(out, "clustered", c.clustered());
        method(out, "bootstrap", c.bootstrap());
        out.put("lab_bootstrap", PyInt.of(CoverageLab.LAB_RESAMPLES));
        out.put("stats_seed", PyInt.of(statsSeed));
        return new PyDict(out);
    }

    private static void method(Map<String, PyObject> out, String name, CoverageLab.MethodCoverage m) {
        out.put("coverage_" + name, PyFloat.of(m.coverage()));
        out.put("coverage_mc_error_" + name, PyFloat.of(m.mcError()));
        out.put("mean_width_" + name, PyFloat.of(m.meanWidth()));
    }

    /** {@code stats compare}: the paired difference, its CI, the correlation and tasks_for_80pct_power. */
    public static PyDict compare(String a, String b, double meanA, double meanB, PairedDifference d) {
        Map<String, PyObject> out = new LinkedHashMap<>();
        out.put("a", PyStr.of(a));
        out.put("b", PyStr.of(b));
        out.put("mean_a", PyFloat.of(meanA));
        out.put("mean_b", PyFloat.of(meanB));
        out.put("n_tasks", PyInt.of(d.nTasks()));
        out.put("difference", PyFloat.of(d.meanDifference()));
        out.put("sd_difference", PyFloat.of(d.sdDifference()));
        out.put("se", PyFloat.of(d.se()));
        out.put("ci95", interval(d.ci95()));
        out.put("correlation", number(d.correlation()));
        out.put("distinguishes", PyBool.of(d.distinguishes()));
        Integer n = d.tasksFor80PctPower();
        out.put("tasks_for_80pct_power", n == null ? PyNone.NONE : PyInt.of(n));
        if (d.problem() != null) {
            out.put("problem", PyStr.of(d.problem()));
        }
        return new PyDict(out);
    }

    /** A float, or null where it is undefined (JSON has no NaN). */
    static PyObject number(double x) {
        return Double.isNaN(x) ? PyNone.NONE : PyFloat.of(x);
    }
}
