package com.agenteval.workbench.core.agent;

import com.agenteval.workbench.core.agent.Agent.ChanceRecord;
import com.agenteval.workbench.core.python.PyNumbers.PyMath;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.tasks.Task;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLongArray;
import org.jspecify.annotations.Nullable;

/**
 * "Does this mistake happen in this run?" — a random event correlated across runs of the same task
 * ({@code Chance}).
 *
 * <p>Gaussian copula: {@code z = sqrt(rho)·a + sqrt(1−rho)·e}; the event happens iff {@code Φ(z) < p}. {@code a} is
 * fixed by (task id, model, event) — {@code _latent(key)}, a standard normal drawn from {@code Random(key)}; {@code e}
 * is drawn from the run's generator. Since z is standard normal, one run's probability is exactly p whatever rho is;
 * rho only controls how alike repeated runs of a task are (rho = 1 behaves like temperature 0). {@code p <= 0} never
 * happens and {@code p >= 1} always does, without drawing.
 *
 * <p>Speed without changing any decision: the exact decision uses StrictMath log/cos and the glibc erf port. Instead,
 * z is computed with the JIT's log/cos intrinsics (within a few ulps) and compared with the precomputed boundary
 * z* where the exact Φ crosses p; only when z lands within 1e-7 of z* is the exact path taken. Far from z* the two
 * decisions are provably the same (Φ moves ~1e-13 over that margin, the fast z errs ~1e-15).
 */
final class Chance {

    private static final double BAND = 1e-7;
    private static final ConcurrentHashMap<Long, Threshold> THRESHOLDS = new ConcurrentHashMap<>();
    private static final ConcurrentHashMap<String, ConcurrentHashMap<String, Latents>> LATENTS =
            new ConcurrentHashMap<>();
    private static final int MAX_CACHED_TASKS = 200_000;

    private String taskId;
    private final String model;
    /** The latent value of every event of this task, by event number. */
    private double[] latents;

    private final double sqrtRho;
    private final double sqrtOneMinusRho;
    private final double invSqrtOneMinusRho;
    private PyRandom rng;
    private final @Nullable List<ChanceRecord> recorder;

    Chance(
            String taskId,
            String model,
            double[] latents,
            double rho,
            PyRandom rng,
            @Nullable List<ChanceRecord> recorder) {
        this(taskId, model, latents, Math.sqrt(rho), Math.sqrt(1.0 - rho), rng, recorder);
    }

    /** With {@code sqrt(rho)} and {@code sqrt(1 - rho)} computed once per config (same expressions). */
    Chance(
            String taskId,
            String model,
            double[] latents,
            double sqrtRho,
            double sqrtOneMinusRho,
            PyRandom rng,
            @Nullable List<ChanceRecord> recorder) {
        this.taskId = taskId;
        this.model = model;
        this.latents = latents;
        this.sqrtRho = sqrtRho;
        this.sqrtOneMinusRho = sqrtOneMinusRho;
        this.invSqrtOneMinusRho = sqrtOneMinusRho > 0 ? 1.0 / sqrtOneMinusRho : 0.0;
        this.rng = rng;
        this.recorder = recorder;
    }

    /** The same config's Chance for another run (recording instances are never reused). */
    void reset(String newTaskId, double[] newLatents, PyRandom newRng) {
        this.taskId = newTaskId;
        this.latents = newLatents;
        this.rng = newRng;
    }

    /** {@code Chance.hit(key, p)} for an event of this run. */
    boolean hit(int event, Threshold t) {
        List<ChanceRecord> rec = recorder;
        if (rec != null) {
            return hitRecorded(event, t, rec);
        }
        if (t.never) {
            return false;
        }
        if (t.always) {
            return true;
        }
        double a = latents[event];
        double u1 = 1.0 - rng.random(); // drawn before u2, as in _std_normal
        double u2 = rng.random();
        return decide(a, u1, u2, t, sqrtRho, sqrtOneMinusRho, invSqrtOneMinusRho);
    }

    /**
     * {@code Φ(sqrt(rho)·a + sqrt(1−rho)·e) < p} with {@code e = sqrt(−2 ln u1)·cos(2π u2)}, decided cheaply where
     * possible. e = R cos(2π u2) with R² = −2 ln u1 ≤ 2(1/u1 − 1): most draws are decided by the sign of the cosine
     * and that bound alone, the rest by the JIT's log/cos, and only draws within 1e-7 of the boundary by the exact
     * StrictMath + erf computation. Every shortcut stays 1e-7 inside the exact boundary, so the decision is always
     * the exact one (see ChanceTest).
     */
    static boolean decide(
            double a,
            double u1,
            double u2,
            Threshold t,
            double sqrtRho,
            double sqrtOneMinusRho,
            double invSqrtOneMinusRho) {
        double base = sqrtRho * a;
        if (!t.exactOnly) {
            if (invSqrtOneMinusRho > 0) {
                double eLow = (t.zLow - base) * invSqrtOneMinusRho; // e < eLow  => z < zLow  => hit
                double eHigh = (t.zHigh - base) * invSqrtOneMinusRho; // e > eHigh => z > zHigh => miss
                double twoGap = 2.0 * (1.0 - u1); // R^2 < E  <=  2 (1/u1 - 1) < E  <=>  2 (1 - u1) < E u1
                if (u2 < 0.25 - 1e-9 || u2 > 0.75 + 1e-9) { // cos > 0, so e >= 0
                    if (eHigh < 0) {
                        return false;
                    }
                    if (eLow > 0 && twoGap < eLow * eLow * u1) {
                        return true;
                    }
                } else if (u2 > 0.25 + 1e-9 && u2 < 0.75 - 1e-9) { // cos < 0, so e <= 0
                    if (eLow > 0) {
                        return true;
                    }
                    if (eHigh < 0 && twoGap < eHigh * eHigh * u1) {
                        return false;
                    }
                }
            }
            double e = Math.sqrt(-2.0 * Math.log(u1)) * Math.cos(2.0 * Math.PI * u2);
            double z = base + sqrtOneMinusRho * e;
            if (z < t.zLow) {
                return true;
            }
            if (z > t.zHigh) {
                return false;
            }
        }
        return decideExact(a, u1, u2, t.p, sqrtRho, sqrtOneMinusRho);
    }

    /** The module's computation, step by step: {@code _phi(sqrt(rho)*a + sqrt(1-rho)*e) < p}. */
    static boolean decideExact(double a, double u1, double u2, double p, double sqrtRho, double sqrtOneMinusRho) {
        double e = PyMath.boxMuller(u1, u2);
        double z = sqrtRho * a + sqrtOneMinusRho * e;
        return PyMath.phi(z) < p;
    }

    private boolean hitRecorded(int event, Threshold t, List<ChanceRecord> recorder) {
        String key = taskId + "|" + model + "|" + ChanceEvent.name(event);
        boolean res;
        Double a = null;
        Double e = null;
        Double z = null;
        Double phi = null;
        if (t.never) {
            res = false;
        } else if (t.always) {
            res = true;
        } else {
            a = latents[event];
            e = PyMath.stdNormal(rng);
            z = sqrtRho * a + sqrtOneMinusRho * e;
            phi = PyMath.phi(z);
            res = phi < t.p;
        }
        recorder.add(new ChanceRecord(key, t.p, res, a, e, z, phi));
        return res;
    }

    /** {@code _latent(key)}: a standard normal fixed by the key string (cached; the cache changes no value). */
    public static double latent(String key) {
        double[] u = new double[2];
        PyRandom.firstTwoRandoms(key, u); // what stdNormal(new PyRandom(key)) draws, without the generator
        return PyMath.boxMuller(1.0 - u[0], u[1]);
    }

    /**
     * The latents of every event of a task with {@code subtasks} subtasks, by event number (a fresh array: the caller
     * owns it; the values come from a shared cache).
     */
    static double[] latents(String taskId, String model, int subtasks) {
        Latents l = cachedLatents(taskId, model);
        int n = ChanceEvent.count(subtasks);
        l.fill(n, taskId, model);
        double[] out = new double[n];
        for (int e = 0; e < n; e++) {
            out[e] = l.get(e, taskId, model);
        }
        return out;
    }

    private static Latents cachedLatents(String taskId, String model) {
        ConcurrentHashMap<String, Latents> byTask = LATENTS.computeIfAbsent(model, m -> new ConcurrentHashMap<>());
        Latents l = byTask.get(taskId);
        if (l == null) {
            if (byTask.size() > MAX_CACHED_TASKS) {
                byTask.clear();
            }
            l = byTask.computeIfAbsent(taskId, id -> new Latents());
        }
        return l;
    }

    /** The decision boundary for a probability (cached per distinct p). */
    static Threshold threshold(double p) {
        return THRESHOLDS.computeIfAbsent(Double.doubleToRawLongBits(p), bits -> new Threshold(p));
    }

    /** Lazily computed latents of one (task, model): one slot per event. */
    static final class Latents {
        private static final long EMPTY = Double.doubleToRawLongBits(Double.NaN);
        private static final int SLOTS = 64;
        private final AtomicLongArray slots = new AtomicLongArray(SLOTS);

        Latents() {
            for (int i = 0; i < SLOTS; i++) {
                slots.set(i, EMPTY);
            }
        }

        double get(int event, String taskId, String model) {
            if (event < SLOTS) {
                long bits = slots.getOpaque(event); // atomic, unordered: a racing thread computes the same value
                if (bits != EMPTY) {
                    return Double.longBitsToDouble(bits);
                }
            }
            return compute(event, taskId, model);
        }

        /** Computes the missing latents of events 0..n−1 together ({@link Missing}). */
        void fill(int n, String taskId, String model) {
            Missing missing = new Missing();
            missing.add(this, n, taskId, model);
            if (missing.size > 1) {
                missing.seed();
            }
        }

        /** Kept out of {@link #get}: computing a latent is rare, and the JIT should not inline it into the hot path. */
        double compute(int event, String taskId, String model) {
            double v = latent(taskId + "|" + model + "|" + ChanceEvent.name(event));
            if (event < SLOTS) {
                slots.setOpaque(event, Double.doubleToRawLongBits(v));
            }
            return v;
        }
    }

    /**
     * Latents still to compute, gathered from one or many tasks and seeded in one batch
     * ({@link PyRandom#firstTwoRandoms(String[], double[])} seeds keys of one length side by side).
     */
    private static final class Missing {
        private Latents[] owners = new Latents[64];
        private int[] events = new int[64];
        private String[] keys = new String[64];
        private int size;

        /** The empty slots of events 0..n−1 of one task. */
        void add(Latents l, int n, String taskId, String model) {
            int limit = Math.min(n, Latents.SLOTS);
            for (int e = 0; e < limit; e++) {
                if (l.slots.getOpaque(e) == Latents.EMPTY) {
                    if (size == keys.length) {
                        owners = Arrays.copyOf(owners, 2 * size);
                        events = Arrays.copyOf(events, 2 * size);
                        keys = Arrays.copyOf(keys, 2 * size);
                    }
                    owners[size] = l;
                    events[size] = e;
                    keys[size++] = taskId + "|" + model + "|" + ChanceEvent.name(e);
                }
            }
        }

        /**
         * Seeds them all. A slot another thread filled meanwhile gets the same value again (slots only ever go from
         * empty to that one value).
         */
        void seed() {
            double[] u = new double[2 * size];
            PyRandom.firstTwoRandoms(size == keys.length ? keys : Arrays.copyOf(keys, size), u);
            for (int i = 0; i < size; i++) {
                // _latent(key) = _std_normal(Random(key)): u1 = 1 − random(), u2 = random()
                owners[i].slots.setOpaque(
                        events[i], Double.doubleToRawLongBits(PyMath.boxMuller(1.0 - u[2 * i], u[2 * i + 1])));
            }
        }
    }

    /**
     * Computes, in one batch, the latents these tasks' runs under {@code model} will ask for and the cache does not
     * hold yet: the values the runs would compute task by task, many times faster for a long list of new tasks (the
     * coverage lab's fresh task ids).
     */
    public static void prefetch(List<Task> tasks, String model) {
        ConcurrentHashMap<String, Latents> byTask = LATENTS.computeIfAbsent(model, m -> new ConcurrentHashMap<>());
        if (byTask.size() + tasks.size() > MAX_CACHED_TASKS) {
            byTask.clear(); // the same bound as cachedLatents, before the batch
        }
        Missing missing = new Missing();
        for (Task t : tasks) {
            Latents l = byTask.computeIfAbsent(t.id(), id -> new Latents());
            missing.add(l, ChanceEvent.count(t.subtasks().size()), t.id(), model);
        }
        if (missing.size > 0) {
            missing.seed();
        }
    }

    /**
     * Where {@code Φ(z) < p} flips: below {@code zLow} the event surely happens, above {@code zHigh} it surely does
     * not; in between (a 2e-7 band) the exact computation decides.
     */
    static final class Threshold {
        final double p;
        final boolean never;
        final boolean always;
        final boolean exactOnly;
        final double zLow;
        final double zHigh;

        Threshold(double p) {
            this.p = p;
            this.never = p <= 0;
            this.always = p >= 1;
            double lo = Double.NaN;
            double hi = Double.NaN;
            boolean exact = true;
            if (!never && !always && p > 1e-6 && p < 1 - 1e-6) {
                double l = -6.0; // phi(l) < p
                double h = 6.0; // phi(h) >= p
                for (int i = 0; i < 200 && h - l > 1e-12; i++) {
                    double m = 0.5 * (l + h);
                    if (PyMath.phi(m) < p) {
                        l = m;
                    } else {
                        h = m;
                    }
                }
                lo = l - BAND;
                hi = h + BAND;
                // the band edges must decide like the exact path, with room to spare
                exact = !(PyMath.phi(lo) < p && !(PyMath.phi(hi) < p));
            }
            this.exactOnly = exact;
            this.zLow = lo;
            this.zHigh = hi;
        }
    }
}
