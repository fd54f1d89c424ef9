package com.agenteval.workbench.core.agent;

import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.ErrorMode;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Impact;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Task.Subtask;
import com.agenteval.workbench.core.tasks.Tasks.Answers;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A simulated agent with one {@link AgentConfig}: {@code run_agent} (one traced run) and {@code run_config} (the
 * outer strategy: direct, retry with a verifier, or vote). Randomness comes in through the {@link PyRandom} you
 * pass; nothing is global except a cache of the per-task latent values, which changes no result.
 *
 * <pre>{@code
 * World world = WorldSpec.lecture().make();
 * List<Task> tasks = Tasks.make(world, 200, 1, false);
 * Agent agent = Agent.of(AgentConfigs.PLAN_EXEC);
 * PyRandom rng = new PyRandom(0);
 * Trace trace = agent.runAgent(world, tasks.get(3), rng);       // steps, labels, outcome
 * RunResult r = agent.runConfig(world, tasks.get(4), rng);      // same generator, next run
 * }</pre>
 *
 * An Agent is immutable and thread-safe; a PyRandom is not.
 */
public final class Agent {

    /** The config's probabilities as precomputed decision boundaries. */
    static final class Thresholds {
        final Chance.Threshold pPlan;
        final Chance.Threshold pTool;
        final Chance.Threshold pArgs;
        final Chance.Threshold pSkip;
        final Chance.Threshold pIgnore;
        final Chance.Threshold pLoop;
        final Chance.Threshold pSlip;
        final Chance.Threshold pFormat;
        final Chance.Threshold pRecover;
        final double sqrtRho;
        final double sqrtOneMinusRho;

        Thresholds(AgentConfig c) {
            sqrtRho = Math.sqrt(c.rho());
            sqrtOneMinusRho = Math.sqrt(1.0 - c.rho());
            pPlan = Chance.threshold(c.pPlan());
            pTool = Chance.threshold(c.pTool());
            pArgs = Chance.threshold(c.pArgs());
            pSkip = Chance.threshold(c.pSkip());
            pIgnore = Chance.threshold(c.pIgnore());
            pLoop = Chance.threshold(c.pLoop());
            pSlip = Chance.threshold(c.pSlip());
            pFormat = Chance.threshold(c.pFormat());
            pRecover = Chance.threshold(c.pRecover());
        }
    }

    private final AgentConfig config;
    private final Thresholds thresholds;
    /** The last task's template: run_config repeats a task several times in a row. */
    private volatile Episode.@Nullable Template last;
    /** Per-thread runners for {@link #outcome} (templates by task, charts by series). */
    private final ThreadLocal<Runner> runners;

    private Agent(AgentConfig config) {
        this.config = Objects.requireNonNull(config, "config");
        this.thresholds = new Thresholds(config);
        this.runners = ThreadLocal.withInitial(this::runner);
    }

    /**
     * Outcome-only runs of this agent for one thread: {@link Runner#outcome} is {@link Agent#outcome} with the
     * per-task work (plan lines, latent values, slot numbers) kept in the runner instead of a thread-local cache.
     * What long experiments and the benchmark use.
     *
     * <pre>{@code
     * Agent.Runner runner = agent.runner();
     * for (Task t : tasks) for (int r = 0; r < 8; r++) runner.outcome(world, t, rng).correct();
     * }</pre>
     */
    public Runner runner() {
        return new Runner();
    }

    /** See {@link #runner()}. Not thread-safe: one runner per thread. */
    public final class Runner {
        private final Episode.Caches caches = new Episode.Caches(config.model());
        private Episode.@Nullable Template last;
        private @Nullable Chance chance;

        private Runner() {}

        /** {@link Agent#outcome}: run_config's answer, outcome, tokens, cost and attempts, without a trace. */
        public RunResult outcome(World world, Task task, PyRandom rng) {
            return runConfig(world, task, rng, null, false, this);
        }

        public Agent agent() {
            return Agent.this;
        }

        Episode episode(World world, Task task, PyRandom rng) {
            Episode.Template t = last;
            if (t == null || t.task != task) {
                t = caches.templateFor(task);
                last = t;
            }
            Chance c = chance;
            if (c == null) {
                c = new Chance(
                        task.id(),
                        config.model(),
                        t.latents,
                        thresholds.sqrtRho,
                        thresholds.sqrtOneMinusRho,
                        rng,
                        null);
                chance = c;
            } else {
                c.reset(task.id(), t.latents, rng);
            }
            return new Episode(world, t, config, thresholds, rng, false, c, caches);
        }
    }

    public static Agent of(AgentConfig config) {
        return new Agent(config);
    }

    public AgentConfig config() {
        return config;
    }

    private Episode.Template template(Task task) {
        Episode.Template t = last;
        if (t == null || t.task != task) {
            t = new Episode.Template(task, config.model());
            last = t;
        }
        return t;
    }

    /** {@code run_agent(world, task, cfg, rng)}. */
    public static Trace runAgent(World world, Task task, AgentConfig cfg, PyRandom rng) {
        return of(cfg).runAgent(world, task, rng);
    }

    /** {@code run_config(world, task, cfg, rng)}. */
    public static RunResult runConfig(World world, Task task, AgentConfig cfg, PyRandom rng) {
        return of(cfg).runConfig(world, task, rng);
    }

    /**
     * Computes, in one batch, the latents these tasks' runs under {@code model} will ask for ({@link Chance}) and the
     * cache does not hold yet: the values the runs would compute task by task, many times faster for a long list of
     * new tasks (the coverage lab's fresh task ids).
     */
    public static void prefetchLatents(List<Task> tasks, String model) {
        Chance.prefetch(tasks, model);
    }

    /**
     * {@code run_agent}: one run with a trace and ground-truth labels. Ignores {@code tools == false}, as the module
     * does (only run_config answers directly).
     */
    public Trace runAgent(World world, Task task, PyRandom rng) {
        return runAgent(world, task, rng, null);
    }

    /**
     * {@code run_agent}, recording every {@link Chance} call into {@code recorder} (ref_dump's {@code --internals});
     * the result is the same as without recording.
     */
    public Trace runAgent(World world, Task task, PyRandom rng, @Nullable List<ChanceRecord> recorder) {
        return trace(episode(world, task, rng, recorder, true, null));
    }

    /**
     * One run to its end: the plan, reflection, the final answer and the goal label. {@code runner}: set for
     * outcome-only runs (no recorder, no trace).
     */
    private Episode episode(
            World world,
            Task task,
            PyRandom rng,
            @Nullable List<ChanceRecord> recorder,
            boolean record,
            @Nullable Runner runner) {
        Episode ep;
        if (runner == null) {
            ep = new Episode(world, template(task), config, thresholds, rng, recorder, record);
        } else {
            ep = runner.episode(world, task, rng);
        }
        PyObject ans = ep.run();
        boolean slip = ep.slip;
        if (config.reflect() > 0) {
            ans = fixWithReflection(ep, ans, slip, rng);
        }
        ep.tokens += TokenCosts.FINAL;
        int fi = ep.addStep(record ? new Step.Final(ep.nextIndex(), ans, template(task).finalInputs) : null);
        boolean correct = Answers.answerEqual(ans, task.answer());
        if (!correct) {
            ep.error(ErrorMode.GOAL, Episode.GF, fi, Impact.HIGH);
        }
        ep.answer = ans;
        ep.correct = correct;
        return ep;
    }

    private Trace trace(Episode ep) {
        List<ErrorLabel> labels = new ArrayList<>(ep.errorCount());
        for (int k = 0; k < ep.errorCount(); k++) {
            labels.add(ep.errorAt(k).freeze());
        }
        List<Step> steps = Objects.requireNonNull(ep.steps, "a traced run records its steps");
        return new Trace(
                ep.task(),
                config.name(),
                steps,
                labels,
                ep.answer,
                ep.correct,
                ep.slip,
                ep.tokens,
                TokenCosts.cost(ep.tokens, config.price()),
                config.planner());
    }

    /**
     * {@code _fix_with_reflection}: each visible high-impact problem (a think value, a misread, an unrecovered tool
     * error) and a slip is fixed with probability {@code reflect}, one draw each in label order; when all are fixed
     * and nothing invisible (web values, silent wrong arguments) remains, the answer becomes the db answer. Fixes
     * are not new steps, only tokens.
     */
    private PyObject fixWithReflection(Episode ep, PyObject ans, boolean slip, PyRandom rng) {
        List<Episode.Label> visible = new ArrayList<>();
        boolean invisible = false;
        for (int k = 0; k < ep.errorCount(); k++) {
            Episode.Label e = ep.errorAt(k);
            if (e.impact != Impact.HIGH) {
                continue;
            }
            if (e.mode.visible() || (e.mode == ErrorMode.BAD_ARGS && !Boolean.TRUE.equals(e.silent))) {
                visible.add(e);
            }
            if (e.mode == ErrorMode.WRONG_TOOL || (e.mode == ErrorMode.BAD_ARGS && Boolean.TRUE.equals(e.silent))) {
                invisible = true;
            }
        }
        int extra = TokenCosts.REFLECT;
        boolean fixedAll = true;
        for (Episode.Label e : visible) {
            if (rng.random() < config.reflect()) {
                e.fixed = true;
                extra += TokenCosts.FIX;
            } else {
                fixedAll = false;
            }
        }
        if (slip) {
            if (rng.random() < config.reflect()) {
                extra += TokenCosts.FIX;
            } else {
                fixedAll = false;
            }
        }
        ep.tokens += extra;
        if (fixedAll && !invisible && (!visible.isEmpty() || slip)) {
            return ep.task().dbAnswer();
        }
        return ans;
    }

    /** {@code _visible_issue_count(trace)}: what the verifier can see (any impact), plus one for a slip. */
    static int visibleIssueCount(Episode ep) {
        int n = 0;
        for (int k = 0; k < ep.errorCount(); k++) {
            Episode.Label e = ep.errorAt(k);
            if (e.mode.visible() || (e.mode == ErrorMode.BAD_ARGS && !Boolean.TRUE.equals(e.silent))) {
                n++;
            }
        }
        return n + (ep.slip ? 1 : 0);
    }

    /**
     * {@code run_config}: direct answers from memory; vote runs {@code votes} times and takes the most frequent answer
     * (ties: the earliest); retry re-runs while a cheap verifier notices a visible problem, up to {@code attempts}.
     * Repeated runs share the task's latent difficulty, so they are not independent.
     */
    public RunResult runConfig(World world, Task task, PyRandom rng) {
        return runConfig(world, task, rng, null);
    }

    /** {@link #runConfig(World, Task, PyRandom)} recording Chance calls into {@code recorder}. */
    public RunResult runConfig(World world, Task task, PyRandom rng, @Nullable List<ChanceRecord> recorder) {
        return runConfig(world, task, rng, recorder, true);
    }

    /**
     * {@code run_config} without building the trace: the same answer, outcome, tokens, cost and attempts (and the
     * same draws), with {@link RunResult#trace()} null. What pass^k experiments and the benchmark use.
     */
    public RunResult outcome(World world, Task task, PyRandom rng) {
        return runners.get().outcome(world, task, rng);
    }

    /** {@code run_config}, recording Chance calls, with or without building the trace. */
    public RunResult runConfig(
            World world, Task task, PyRandom rng, @Nullable List<ChanceRecord> recorder, boolean keepTrace) {
        return runConfig(world, task, rng, recorder, keepTrace, null);
    }

    private RunResult runConfig(
            World world,
            Task task,
            PyRandom rng,
            @Nullable List<ChanceRecord> recorder,
            boolean keepTrace,
            @Nullable Runner runner) {
        if (!config.tools()) {
            return runDirect(world, task);
        }
        if (config.votes() > 1) {
            PyObject[] answers = new PyObject[config.votes()];
            int tokens = TokenCosts.VOTE;
            for (int v = 0; v < config.votes(); v++) {
                Episode ep = episode(world, task, rng, recorder, false, runner);
                answers[v] = ep.answer;
                tokens += ep.tokens;
            }
            // most frequent answer; ties go to the earliest first occurrence (max over (count, -first))
            int bestFirst = numericVote(answers);
            if (bestFirst < 0) {
                bestFirst = vote(answers);
            }
            PyObject ans = answers[bestFirst];
            return new RunResult(
                    ans,
                    Answers.answerEqual(ans, task.answer()),
                    tokens,
                    TokenCosts.cost(tokens, config.price()),
                    null,
                    config.votes());
        }
        int tokens = 0;
        Episode ep = null;
        int attempt = 0;
        for (; attempt < config.attempts(); attempt++) {
            ep = episode(world, task, rng, recorder, keepTrace, runner);
            tokens += ep.tokens;
            if (config.attempts() == 1) {
                break;
            }
            tokens += TokenCosts.VERIFY;
            int nVisible = visibleIssueCount(ep);
            boolean caught = false;
            for (int k = 0; k < nVisible && !caught; k++) { // any(...) stops drawing at the first catch
                caught = rng.random() < config.verifierRecall();
            }
            if (!caught) {
                break;
            }
        }
        if (attempt == config.attempts()) {
            attempt--;
        }
        Episode finished = Objects.requireNonNull(ep, "attempts >= 1: the loop runs");
        return new RunResult(
                finished.answer,
                finished.correct,
                tokens,
                TokenCosts.cost(tokens, config.price()),
                keepTrace ? trace(finished) : null,
                attempt + 1);
    }

    /**
     * The vote over answers that are all None or floats of ordinary size: keys as primitive tenths (no boxing).
     * Returns the winner's index, or -1 when some answer needs the general {@link #vote}.
     */
    private static int numericVote(PyObject[] answers) {
        int n = answers.length;
        long[] keys = new long[n];
        boolean[] none = new boolean[n];
        for (int i = 0; i < n; i++) {
            PyObject a = answers[i];
            if (a == PyNone.NONE) {
                none[i] = true;
            } else if (a instanceof PyFloat f && Math.abs(f.value()) < 1e15) {
                keys[i] = (long) PyFloats.roundToInteger(f.value() * 10.0);
            } else {
                return -1;
            }
        }
        int bestFirst = 0;
        int bestCount = 0;
        for (int i = 0; i < n; i++) {
            boolean seenBefore = false;
            for (int j = 0; j < i && !seenBefore; j++) {
                seenBefore = none[j] == none[i] && keys[j] == keys[i];
            }
            if (seenBefore) {
                continue;
            }
            int count = 0;
            for (int j = i; j < n; j++) {
                if (none[j] == none[i] && keys[j] == keys[i]) {
                    count++;
                }
            }
            if (count > bestCount) {
                bestCount = count;
                bestFirst = i;
            }
        }
        return bestFirst;
    }

    /** The vote in general: {@code _answer_key} values compared with equals. */
    private static int vote(PyObject[] answers) {
        int bestFirst = 0;
        int bestCount = 0;
        Object[] keys = new Object[answers.length];
        for (int i = 0; i < answers.length; i++) {
            keys[i] = voteKey(answers[i]);
        }
        for (int i = 0; i < answers.length; i++) {
            boolean seenBefore = false;
            for (int j = 0; j < i; j++) {
                if (keys[j].equals(keys[i])) {
                    seenBefore = true;
                    break;
                }
            }
            if (seenBefore) {
                continue;
            }
            int count = 0;
            for (int j = i; j < answers.length; j++) {
                if (keys[j].equals(keys[i])) {
                    count++;
                }
            }
            if (count > bestCount) {
                bestCount = count;
                bestFirst = i;
            }
        }
        return bestFirst;
    }

    private static final Object NO_ANSWER = new Object();

    /** {@code _answer_key}: None, a chart (labels and values in tenths), or a number in tenths. */
    private static Object voteKey(PyObject ans) {
        if (ans == PyNone.NONE) {
            return NO_ANSWER;
        }
        if (ans instanceof PyTuple t) {
            List<Object> key = new ArrayList<>();
            key.add(t.get(0)); // the labels tuple (str elements compare by text)
            PyTuple values = (PyTuple) t.get(1);
            for (int i = 0; i < values.size(); i++) {
                key.add(tenths(values.get(i)));
            }
            return key;
        }
        return tenths(ans);
    }

    /**
     * {@code int(round(v * 10))}, boxed so that equal Python ints are equal keys: a Long when the value has fewer
     * than 63 bits (always, for finite answers of this world), else a BigInteger; for a float or an int alike.
     */
    private static Object tenths(PyObject v) {
        if (v instanceof PyFloat f) {
            double r = PyFloats.roundToInteger(f.value() * 10.0);
            return Math.abs(r) < 0x1p62 ? (Object) (long) r : normalized(PyFloats.roundTenths(f.value()));
        }
        return normalized(((PyInt) v).value().multiply(BigInteger.TEN));
    }

    private static Object normalized(BigInteger b) {
        return b.bitLength() < 63 ? (Object) b.longValue() : b;
    }

    /** {@code run_direct}: no tools, no plan; every value from memory, charts impossible. */
    public RunResult runDirect(World world, Task task) {
        List<Subtask> subs = task.subtasks();
        PyObject[] vals = new PyObject[subs.size()];
        PyObject finalValue = null;
        for (int i = 0; i < vals.length; i++) {
            Subtask s = subs.get(i);
            if (s instanceof Subtask.Fetch f) {
                vals[i] = f.spec().value(world, DataVersion.MEMORY);
            } else if (s instanceof Subtask.Compute c) {
                // safe_eval(formula_expr(...)): Formula.value gives what parsing the expression text gives
                vals[i] = c.formula()
                        .value(
                                valueOf(subs, vals, c.inputs().get(0)),
                                valueOf(subs, vals, c.inputs().get(1)));
            } else {
                vals[i] = PyNone.NONE; // no tools: no chart
            }
            if (s.var().equals(task.finalVar())) {
                finalValue = vals[i];
            }
        }
        PyObject ans = Answers.finalize(task.type(), Objects.requireNonNull(finalValue, "a subtask sets it"));
        int tokens = TokenCosts.DIRECT;
        return new RunResult(
                ans,
                Answers.answerEqual(ans, task.answer()),
                tokens,
                TokenCosts.cost(tokens, config.price()),
                null,
                null);
    }

    private static PyObject valueOf(List<Subtask> subs, PyObject[] vals, String var) {
        for (int i = 0; i < subs.size(); i++) {
            if (subs.get(i).var().equals(var)) {
                return vals[i];
            }
        }
        throw new IllegalStateException("no value for " + var);
    }

    /**
     * One {@link Chance} call, as ref_dump's {@code --internals} lists it. {@code a}, {@code e}, {@code z} and {@code phi}
     * come from libm-like functions (null when the call drew nothing); compare them with a tolerance.
     *
     * @param key the full key {@code task|model|event}
     * @param p   the probability
     * @param hit whether the event happened
     * @param a   the task's latent value
     * @param e   this run's normal draw
     * @param z   the combined normal
     * @param phi {@code Φ(z)}
     */
    public record ChanceRecord(
            String key,
            double p,
            boolean hit,
            @Nullable Double a,
            @Nullable Double e,
            @Nullable Double z,
            @Nullable Double phi) {}

    /**
     * What {@code run_config} returns for one task.
     *
     * @param answer   the final answer
     * @param correct  whether it equals the reference answer
     * @param tokens   all tokens spent (every attempt / vote, verifier and vote overhead)
     * @param cost     {@code tokens * price / 1e6}
     * @param trace    the last run's trace; null for direct and vote
     * @param attempts runs made (retry: 1..attempts; vote: votes); null for direct, which has no such key
     */
    public record RunResult(
            PyObject answer,
            boolean correct,
            int tokens,
            double cost,
            @Nullable Trace trace,
            @Nullable Integer attempts) {

        public RunResult {
            Objects.requireNonNull(answer, "answer");
        }

        /** Episodes simulated for this result (ref_dump's {@code episodes}): attempts, or 0 for direct. */
        public int episodes() {
            return attempts == null ? 0 : attempts;
        }
    }

    /** The token cost model ({@code TOKENS}); tool output sizes are in {@code ToolSpecs.outputTokens}. */
    public static final class TokenCosts {

        public static final int PLAN = 350;
        public static final int PLAN_PER_STEP = 60;
        public static final int CALL = 220;
        public static final int THINK = 120;
        public static final int FINAL = 150;
        public static final int REFLECT = 300;
        public static final int FIX = 250;
        public static final int VERIFY = 300;
        public static final int VOTE = 150;
        public static final int DIRECT = 250;
        public static final int ERROR_OUT = 40;

        private TokenCosts() {}

        /** A plan of {@code steps} lines. */
        public static int plan(int steps) {
            return PLAN + PLAN_PER_STEP * steps;
        }

        /** The tool's answer the agent reads: its output size, or the error text's when the call failed. */
        public static int toolOutput(String tool, boolean ok) {
            return ok ? ToolSpecs.outputTokens(tool) : ERROR_OUT;
        }

        /**
         * A model turn's tokens under the token model: the step it writes, the tool answers it reads (those since the
         * previous turn) and the tokens it writes.
         */
        public record Turn(Step step, long input, long output) {}

        /**
         * The trace's model turns, one per step, with the token model's split: a turn writes its step's cost (a plan's, a
         * call's, a think's, the final answer's) as output tokens and reads the tool answers since the previous turn as
         * input tokens, so the turns add up to the trace's tokens; reflection writes its tokens in the final turn, where
         * it happens. A call step's turn is the one that asks for the call.
         */
        public static List<Turn> turns(Trace trace) {
            List<Turn> turns = new ArrayList<>();
            long pendingInput = 0;
            long spent = 0;
            for (Step s : trace.steps()) {
                long out = switch (s) {
                    case Step.Plan p -> plan(p.plan().size());
                    case Step.Call c -> CALL;
                    case Step.Think t -> THINK;
                    case Step.Final f -> trace.tokens() - spent - pendingInput;
                };
                if (s instanceof Step.Final && out < FINAL) {
                    throw new IllegalStateException(
                            "the trace's steps cost more than its " + trace.tokens() + " tokens");
                }
                turns.add(new Turn(s, pendingInput, out));
                spent += pendingInput + out;
                pendingInput = s instanceof Step.Call c
                        ? toolOutput(c.tool(), c.output().ok())
                        : 0;
            }
            return List.copyOf(turns);
        }

        /** {@code tokens * price / 1e6}, in that order. */
        public static double cost(int tokens, double price) {
            return tokens * price / 1e6;
        }
    }
}
