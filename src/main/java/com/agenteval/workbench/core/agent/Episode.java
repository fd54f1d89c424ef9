package com.agenteval.workbench.core.agent;

import com.agenteval.workbench.core.agent.Agent.ChanceRecord;
import com.agenteval.workbench.core.agent.Agent.TokenCosts;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.ErrorMode;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Impact;
import com.agenteval.workbench.core.agent.Trace.ErrorLabel.Metric;
import com.agenteval.workbench.core.agent.Trace.Step;
import com.agenteval.workbench.core.agent.Trace.Step.PlanItem;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyObject;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyFloat;
import com.agenteval.workbench.core.python.PyObject.PyInt;
import com.agenteval.workbench.core.python.PyObject.PyList;
import com.agenteval.workbench.core.python.PyObject.PyNone;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.PyObject.PyTuple;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Task.Subtask;
import com.agenteval.workbench.core.tasks.Task.Subtask.FetchSpec;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import com.agenteval.workbench.core.tasks.Tasks.Answers;
import com.agenteval.workbench.core.tools.Formula;
import com.agenteval.workbench.core.tools.Formula.CalculatorError;
import com.agenteval.workbench.core.tools.ToolSpecs;
import com.agenteval.workbench.core.tools.Tools;
import com.agenteval.workbench.core.tools.Tools.ToolResult;
import com.agenteval.workbench.core.world.World;
import com.agenteval.workbench.core.world.World.DataVersion;
import com.agenteval.workbench.core.world.World.Years;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One agent run ({@code _Episode}): the plan is executed step by step, and at every place a mistake can happen
 * {@link Chance} is asked; when it happens the behaviour changes and a ground-truth label is written at once.
 * Transcribed from the module line by line; draw order and short-circuits are the module's.
 */
final class Episode {

    private static final List<Metric> PQ = List.of(Metric.PQ);
    private static final List<Metric> TS = List.of(Metric.TS);
    private static final List<Metric> LC = List.of(Metric.LC);
    private static final List<Metric> PA_LC = List.of(Metric.PA, Metric.LC);
    private static final List<Metric> TC = List.of(Metric.TC);
    private static final List<Metric> LC_TC = List.of(Metric.LC, Metric.TC);
    private static final List<Metric> EE = List.of(Metric.EE);
    static final List<Metric> GF = List.of(Metric.GF);
    private static final String[] IDS = new String[64];
    /** Stands for a web query's arguments in outcome-only runs, where they are never read. */
    private static final PyDict WEB_PLACEHOLDER = PyDict.of("query", PyStr.of(""));

    private static final String SKIP_TEXT = "I already know this value; no need to call the tool.";
    private static final String FALLBACK_TEXT = "The tool call failed; I will estimate the value instead.";
    private static final String MISSING_TEXT = "I don't have this value yet; I will use an estimate.";

    static {
        for (int i = 0; i < IDS.length; i++) {
            IDS[i] = "e" + i;
        }
    }

    /** A label while the run is still changing it (symptom, impact and recovered are set later). */
    static final class Label {
        final int n;
        final ErrorMode mode;
        final List<Metric> metrics;
        final int step;
        int symptom;
        Impact impact;

        @Nullable
        Boolean silent;

        @Nullable
        Boolean recovered;

        boolean fixed;

        Label(int n, ErrorMode mode, List<Metric> metrics, int step, Impact impact) {
            this.n = n;
            this.mode = mode;
            this.metrics = metrics;
            this.step = step;
            this.symptom = step;
            this.impact = impact;
        }

        ErrorLabel freeze() {
            return new ErrorLabel(
                    n < IDS.length ? IDS[n] : "e" + n, mode, metrics, step, symptom, impact, silent, recovered, fixed);
        }
    }

    private final World w;
    private final Task task;
    private final AgentConfig cfg;
    private final Agent.Thresholds th;
    private final PyRandom rng;
    private final Chance ch;
    /** The steps, when recording; null in outcome-only runs (labels still refer to step indices). */
    @Nullable
    List<Step> steps;

    private int nSteps;
    private final boolean record;
    private static final Label[] NO_LABELS = new Label[0];
    /** The labels so far, in order ({@link #errorCount} of them). */
    private Label[] errors = NO_LABELS;

    private int nErrors;
    /** The most recent call's index and value (the module reads them back through {@code steps[i]}). */
    private int lastCall = -1;

    private @Nullable PyObject lastValue;
    private PyObject[] vars;
    /** Bit i: variable i has been used by a compute, chart or the answer. */
    private long consumed;

    private @Nullable Label pqError;
    /** Per subtask, the plan's wrong-tool label (allocated when the plan has one). */
    private Label @Nullable [] tsErrors;

    int tokens;

    /** What does not change between runs of one task: plan lines, variable names, latent values. */
    static final class Template {
        final Task task;
        /** The latent value of every event, by event number. */
        final double[] latents;

        final List<PlanItem> planItems;
        /** Variable names by slot; subtask i writes slot i. */
        final String[] varNames;
        /** Per subtask, the slots of its inputs. */
        final int[][] inputSlots;
        /** The slot of the final variable, and of v1 / v2 (growth slips; -1 when absent). */
        final int finalSlot;

        final int v1Slot;
        final int v2Slot;
        final List<String> finalInputs;
        /** Outcome-only runs: the chart last made from a series, and that series (thread-confined, see Caches). */
        @Nullable
        PyList chartRows;

        @Nullable
        PyObject chart;

        Template(Task task, String model) {
            this.finalInputs = List.of(task.finalVar());
            this.task = task;
            int n = task.subtasks().size();
            if (n > 64) {
                throw new IllegalArgumentException("at most 64 subtasks, got " + n);
            }
            this.latents = Chance.latents(task.id(), model, n);
            PlanItem[] items = new PlanItem[n];
            this.varNames = new String[n];
            for (int i = 0; i < n; i++) {
                Subtask s = task.subtasks().get(i);
                if (s.sub() != i) {
                    throw new IllegalStateException("subtask " + i + " numbered " + s.sub());
                }
                items[i] = new PlanItem(s.sub(), s.kind(), s.tool(), s.var(), s.inputs());
                varNames[i] = s.var();
                for (int k = 0; k < i; k++) {
                    if (varNames[k].equals(varNames[i])) {
                        throw new IllegalStateException("two subtasks write " + varNames[i]);
                    }
                }
            }
            this.inputSlots = new int[n][];
            for (int i = 0; i < n; i++) {
                List<String> inputs = task.subtasks().get(i).inputs();
                inputSlots[i] = new int[inputs.size()];
                for (int k = 0; k < inputs.size(); k++) {
                    inputSlots[i][k] = slotOf(inputs.get(k));
                }
            }
            this.finalSlot = slotOf(task.finalVar());
            this.v1Slot = indexOf("v1");
            this.v2Slot = indexOf("v2");
            this.planItems = List.of(items);
        }

        private int indexOf(String var) {
            for (int i = 0; i < varNames.length; i++) {
                if (varNames[i].equals(var)) {
                    return i;
                }
            }
            return -1;
        }

        private int slotOf(String var) {
            int i = indexOf(var);
            if (i < 0) {
                throw new IllegalStateException("no subtask writes " + var);
            }
            return i;
        }
    }

    private final Template template;
    /** Per-thread caches of one agent: templates by task (each keeps the chart of its last series). */
    static final class Caches {
        private final String model;
        private final IdentityHashMap<Task, Template> templates = new IdentityHashMap<>();

        Caches(String model) {
            this.model = model;
        }

        /** The template of a task, made once per task. */
        Template templateFor(Task t) {
            Template tpl = templates.get(t);
            if (tpl == null) {
                if (templates.size() > 50_000) {
                    templates.clear();
                }
                tpl = new Template(t, model);
                templates.put(t, tpl);
            }
            return tpl;
        }
    }

    /** Set in outcome-only runs, whose template is this thread's own and may keep a chart. */
    private final @Nullable Caches caches;

    /** A traced run (or one recording Chance calls): a Chance of its own. */
    Episode(
            World world,
            Template template,
            AgentConfig cfg,
            Agent.Thresholds th,
            PyRandom rng,
            @Nullable List<ChanceRecord> recorder,
            boolean record) {
        this(
                world,
                template,
                cfg,
                th,
                rng,
                record,
                new Chance(
                        template.task.id(),
                        cfg.model(),
                        template.latents,
                        th.sqrtRho,
                        th.sqrtOneMinusRho,
                        rng,
                        recorder),
                null);
    }

    /**
     * A run of one task. {@code chance}: the Chance to ask, already reset to this task and generator (outcome-only
     * runs reuse one per runner); {@code threadCaches}: the runner's caches in outcome-only runs, else null.
     */
    Episode(
            World world,
            Template template,
            AgentConfig cfg,
            Agent.Thresholds th,
            PyRandom rng,
            boolean record,
            Chance chance,
            @Nullable Caches threadCaches) {
        this.cfg = cfg;
        this.th = th;
        this.caches = threadCaches;
        this.record = record;
        this.steps = record ? new ArrayList<>(8) : null;
        this.w = world;
        this.task = template.task;
        this.template = template;
        this.rng = rng;
        this.ch = chance;
        int n = template.varNames.length;
        this.vars = new PyObject[n];
    }

    Task task() {
        return task;
    }

    // ---------- records

    /** The index the next step gets. */
    int nextIndex() {
        return nSteps;
    }

    int addStep(@Nullable Step s) {
        List<Step> all = steps;
        if (all != null && s != null) { // steps is there exactly when recording
            all.add(s);
        }
        return nSteps++;
    }

    /** How many labels so far. */
    int errorCount() {
        return nErrors;
    }

    /** The i-th label. */
    Label errorAt(int i) {
        return errors[i];
    }

    Label error(ErrorMode mode, List<Metric> metrics, int step, Impact impact) {
        Label e = new Label(nErrors, mode, metrics, step, impact);
        if (nErrors == errors.length) {
            errors = Arrays.copyOf(errors, Math.max(4, 2 * nErrors));
        }
        errors[nErrors++] = e;
        return e;
    }

    private Impact impactOf(String var, PyObject value) {
        PyObject ideal = Objects.requireNonNull(task.ideal().get(var), "every plan variable has an ideal value");
        return Answers.sameValue(value, ideal) ? Impact.LOW : Impact.HIGH;
    }

    /**
     * One tool call. {@code checked}: the arguments are the agent's own well-formed ones, so the schema check is
     * known to pass and is skipped ({@link Tools#executeChecked}; a test re-runs every such call through
     * {@link Tools#execute} and compares).
     */
    private int call(String tool, PyDict args, int sub, String var, List<String> inputs, boolean checked) {
        ToolResult out = checked ? Tools.executeChecked(w, tool, args) : Tools.execute(w, tool, args);
        return record(tool, args, sub, var, inputs, out);
    }

    /** The reference fetch call with the task's own arguments: its result without re-reading the dict. */
    private int referenceCall(FetchSpec fs, int sub, String var) {
        if (!record) {
            return quickCall(fs.tool(), true, fs.value(w, DataVersion.DB));
        }
        return record(fs.tool(), fs.args(), sub, var, List.of(), fs.execute(w));
    }

    /**
     * Outcome-only runs: a call of the agent's own whose result is known without building its arguments and
     * output (only the value and whether it succeeded are used afterwards).
     */
    private int quickCall(String tool, boolean ok, PyObject value) {
        tokens += TokenCosts.CALL + TokenCosts.toolOutput(tool, ok);
        lastValue = value;
        lastCall = nSteps++;
        return lastCall;
    }

    private int record(String tool, PyDict args, int sub, String var, List<String> inputs, ToolResult out) {
        tokens += TokenCosts.CALL + TokenCosts.toolOutput(tool, out.ok());
        lastValue = out.value();
        lastCall = record ? addStep(new Step.Call(nSteps, sub, tool, args, out, var, PyNone.NONE, inputs)) : nSteps++;
        return lastCall;
    }

    private void setRead(int i, PyObject read) {
        List<Step> all = steps;
        if (all != null) { // steps is there exactly when recording
            all.set(i, ((Step.Call) all.get(i)).withRead(read));
        }
    }

    /** {@code steps[i]["output"].get("value")} of the latest call. */
    private PyObject value(int i) {
        if (i != lastCall) {
            throw new IllegalStateException("only the latest call's output is read back");
        }
        return Objects.requireNonNull(lastValue, "set by the latest call");
    }

    private int think(int sub, String var, PyObject value, String source, String why, List<String> inputs) {
        tokens += TokenCosts.THINK;
        if (!record) {
            return nSteps++;
        }
        String text = switch (why) {
            case "skip", "shortcut" -> SKIP_TEXT;
            case "fallback" -> FALLBACK_TEXT;
            default -> MISSING_TEXT;
        };
        return addStep(new Step.Think(nSteps, sub, var, value, source, why, text, inputs));
    }

    // ---------- the plan

    /** The plan being executed: the subtasks in plan order and, per line, a tool override (web_search) or null. */
    private List<Subtask> planSubs = List.of();

    private String @Nullable [] planTools;

    private void makePlan() {
        List<Subtask> plan = task.subtasks();
        ErrorMode flaw = null;
        if (ch.hit(ChanceEvent.PLAN, th.pPlan)) {
            plan = new ArrayList<>(plan);
            List<Integer> fetchPos = new ArrayList<>();
            List<Integer> consumers = new ArrayList<>();
            for (int j = 0; j < plan.size(); j++) {
                (plan.get(j) instanceof Subtask.Fetch ? fetchPos : consumers).add(j);
            }
            // consumers and rng.random() < 0.5: no draw when there is nothing to move
            flaw = !consumers.isEmpty() && rng.random() < 0.5 ? ErrorMode.PLAN_ORDER : ErrorMode.PLAN_MISSING;
            if (flaw == ErrorMode.PLAN_MISSING) {
                plan.remove((int) fetchPos.get(rng.randrange(fetchPos.size()))); // draws even for one fetch
            } else {
                plan.add(0, plan.remove((int) consumers.get(0))); // compute / chart moved to the front
            }
        }
        String[] tools = null;
        for (int j = 0; j < plan.size(); j++) {
            Subtask p = plan.get(j);
            if (p instanceof Subtask.Fetch && ch.hit(ChanceEvent.tool(p.sub()), th.pTool)) {
                if (tools == null) {
                    tools = new String[plan.size()];
                }
                tools[j] = ToolSpecs.WEB_SEARCH;
            }
        }
        boolean endTag = !ch.hit(ChanceEvent.FORMAT, th.pFormat);
        tokens += TokenCosts.plan(plan.size());
        List<PlanItem> items;
        if (flaw == null && tools == null || !record) {
            items = template.planItems; // the reference plan, unchanged
        } else {
            items = new ArrayList<>(plan.size());
            for (int j = 0; j < plan.size(); j++) {
                Subtask p = plan.get(j);
                String tool = tools != null && tools[j] != null ? tools[j] : p.tool();
                items.add(new PlanItem(p.sub(), p.kind(), tool, p.var(), p.inputs()));
            }
        }
        int i = record ? addStep(new Step.Plan(nSteps, items, endTag)) : nSteps++;
        if (flaw != null) {
            pqError = error(flaw, PQ, i, Impact.HIGH);
        }
        if (tools != null) {
            for (int j = 0; j < plan.size(); j++) {
                if (tools[j] != null) {
                    if (tsErrors == null) {
                        tsErrors = new Label[template.varNames.length];
                    }
                    tsErrors[plan.get(j).sub()] = error(ErrorMode.WRONG_TOOL, TS, i, Impact.LOW);
                }
            }
        }
        if (!endTag) {
            error(ErrorMode.FORMAT, LC, i, Impact.LOW);
        }
        planSubs = plan;
        planTools = tools;
    }

    // ---------- one fetch step

    /** Answer a fetch from memory without a tool; an LC label (plus PA when a planned step was skipped). */
    private int estimate(Subtask.Fetch spec, String why) {
        PyObject val = spec.spec().value(w, DataVersion.MEMORY);
        int i = think(spec.sub(), spec.var(), val, "memory", why, List.of());
        List<Metric> metrics = why.equals("skip") ? PA_LC : LC;
        ErrorMode mode = switch (why) {
            case "skip" -> ErrorMode.SKIP;
            case "shortcut" -> ErrorMode.SHORTCUT;
            default -> ErrorMode.ESTIMATE;
        };
        error(mode, metrics, i, impactOf(spec.var(), val));
        if (why.equals("missing") && pqError != null && pqError.symptom == pqError.step) {
            pqError.symptom = i;
        }
        vars[spec.sub()] = val;
        return i;
    }

    private void doFetch(Subtask p, String planTool) {
        int sub = p.sub();
        Subtask.Fetch spec = (Subtask.Fetch) task.subtasks().get(sub);
        FetchSpec fs = spec.spec();
        String var = spec.var();
        if (ch.hit(ChanceEvent.skip(sub), th.pSkip)) {
            // with a plan this skips a planned step (PA + LC); ReAct has no plan, so only LC
            int i = estimate(spec, cfg.planner() ? "skip" : "shortcut");
            if (tsErrors != null && tsErrors[sub] != null) {
                tsErrors[sub].symptom = i;
            }
            return;
        }
        String tool = planTool;
        boolean reactTs = false;
        if (!cfg.planner() && ch.hit(ChanceEvent.tool(sub), th.pTool)) {
            tool = ToolSpecs.WEB_SEARCH;
            reactTs = true;
        }
        boolean web = tool.equals(ToolSpecs.WEB_SEARCH);
        PyDict goodArgs = !web ? fs.args() : record ? PyDict.of("query", PyStr.of(fs.webQuery(0))) : WEB_PLACEHOLDER;
        PyDict args = goodArgs;
        @Nullable String bad = null;
        if (ch.hit(ChanceEvent.args(sub), th.pArgs)) {
            bad = web || rng.random() < 0.5 ? "silent" : "error";
            args = wrongArgs(fs, web, bad.equals("error"), args);
        }
        int i = fetchCall(fs, tool, args, web, bad, sub, var);
        if ("error".equals(bad)) {
            Label tc = error(ErrorMode.BAD_ARGS, TC, i, Impact.LOW);
            tc.silent = false;
            tc.recovered = true;
            if (ch.hit(ChanceEvent.rec(sub), th.pRecover)) {
                args = goodArgs; // fixed the arguments and retried
                bad = "recovered";
                i = fetchCall(fs, tool, args, web, bad, sub, var);
            } else {
                estimate(spec, "fallback");
                tc.recovered = false;
                tc.impact = impactOf(var, vars[sub]);
                if (tsErrors != null && tsErrors[sub] != null) {
                    tsErrors[sub].symptom = i;
                }
                return;
            }
        }
        PyObject value = value(i);
        if (reactTs) {
            error(ErrorMode.WRONG_TOOL, TS, i, impactOf(var, value));
        }
        if (tsErrors != null && tsErrors[sub] != null) {
            tsErrors[sub].symptom = i;
            tsErrors[sub].impact = impactOf(var, value);
        }
        if ("silent".equals(bad)) {
            Label tc = error(ErrorMode.BAD_ARGS, TC, i, impactOf(var, value));
            tc.silent = true;
            tc.recovered = false;
        }
        PyObject read = value;
        if (ch.hit(ChanceEvent.ignore(sub), th.pIgnore) && value != PyNone.NONE) { // the draw comes first
            read = misread(value);
            error(ErrorMode.IGNORE, LC_TC, i, Impact.HIGH);
        }
        setRead(i, read);
        int s = sub;
        if ((consumed & (1L << s)) != 0) { // nobody uses it any more: the plan's order was wrong
            error(ErrorMode.WASTED, EE, i, Impact.LOW);
        }
        if (ch.hit(ChanceEvent.loop(sub), th.pLoop)) {
            int j = fetchCall(fs, tool, args, web, bad, sub, var);
            setRead(j, read);
            error(ErrorMode.LOOP, EE, j, Impact.LOW);
        }
        vars[s] = read;
    }

    /**
     * One fetch call: the reference call straight from the spec, the agent's own web query (already known parsed,
     * in outcome-only runs), or the call through execute_tool ({@code bad}: null, "silent", "error" or
     * "recovered").
     */
    private int fetchCall(
            FetchSpec fs, String tool, PyDict args, boolean web, @Nullable String bad, int sub, String var) {
        if (args == fs.args()) {
            return referenceCall(fs, sub, var);
        }
        if (web && !record) {
            return quickCall(
                    tool,
                    true,
                    Tools.webSearch(w, fs.parsedWebQuery("silent".equals(bad) ? fs.wrongYearShift() : 0))
                            .value());
        }
        return call(tool, args, sub, var, List.of(), !"error".equals(bad));
    }

    /**
     * The wrong arguments of a bad call, in the module's draw order: a web query one year off; a year as a string
     * (the schema check fails); or silently wrong values — k + 1, a shifted start year, a neighbouring year or
     * another entity.
     */
    private PyDict wrongArgs(FetchSpec fs, boolean web, boolean asError, PyDict args) {
        if (web) {
            return record ? PyDict.of("query", PyStr.of(fs.webQuery(fs.wrongYearShift()))) : WEB_PLACEHOLDER;
        }
        if (asError) {
            // "2023" instead of 2023: the schema check fails
            String key = fs instanceof FetchSpec.TopK ? "k" : (args.containsKey("year") ? "year" : "start_year");
            return args.with(key, PyStr.of(args.require(key).str()));
        }
        if (fs instanceof FetchSpec.TopK t) {
            return args.with("k", PyInt.of(t.k() + 1));
        }
        if (fs instanceof FetchSpec.Series s) {
            return args.with("start_year", PyInt.of(s.startYear() + fs.wrongYearShift()));
        }
        if (rng.random() < 0.5) {
            return args.with("year", PyInt.of(shiftYear(((FetchSpec.Lookup) fs).year())));
        }
        FetchSpec.Lookup l = (FetchSpec.Lookup) fs;
        List<String> others = new ArrayList<>(l.table().entities());
        others.remove(l.entity());
        return args.with("entity", PyStr.of(others.get(rng.randrange(others.size()))));
    }

    /** {@code _shift_year}: a neighbouring year that exists; draws only when both neighbours exist. */
    private int shiftYear(int year) {
        boolean before = Years.contains(year - 1);
        boolean after = Years.contains(year + 1);
        if (before && after) {
            return rng.randrange(2) == 0 ? year - 1 : year + 1;
        }
        return before ? year - 1 : year + 1;
    }

    /** {@code _misread}: a scalar off by 2–10% (rounded to 0.1), or one element of a list changed that way. */
    private PyObject misread(PyObject value) {
        if (value instanceof PyList list) {
            PyObject[] out = new PyObject[list.size()];
            for (int k = 0; k < out.length; k++) {
                out[k] = list.get(k);
            }
            int j = rng.randrange(out.length);
            PyList row = (PyList) out[j];
            out[j] = PyList.pair(row.get(0), misread(row.get(1)));
            return PyList.of(out);
        }
        double v = value instanceof PyFloat f ? f.value() : PyNumbers.intToFloat(((PyInt) value).value());
        int sign = rng.random() < 0.5 ? 1 : -1;
        double nv = PyFloats.round(v * (1 + sign * rng.uniform(0.02, 0.10)), 1);
        PyFloat fresh = PyFloat.of(nv);
        return !Answers.sameValue(fresh, value) ? fresh : PyFloat.of(PyFloats.round(v + 0.1, 1));
    }

    // ---------- compute / chart

    /** Before computing or charting: inputs the plan never fetched (missing step, wrong order) are estimated. */
    private void ensureInputs(Subtask p) {
        for (int s : template.inputSlots[p.sub()]) {
            if (vars[s] == null) {
                estimate((Subtask.Fetch) task.subtasks().get(s), "missing"); // the producer of that variable
            }
            consumed |= 1L << s;
        }
    }

    private void doCompute(Subtask p) {
        int sub = p.sub();
        Subtask.Compute spec = (Subtask.Compute) task.subtasks().get(sub);
        ensureInputs(p);
        int[] in = template.inputSlots[sub];
        PyObject a = vars[in[0]];
        PyObject b = vars[in[1]];
        PyStr good = record ? spec.formula().expression(a, b) : null;
        String var = spec.var();
        if (ch.hit(ChanceEvent.args(sub), th.pArgs)) {
            int i = record
                    ? call(
                            ToolSpecs.CALCULATOR,
                            PyDict.of("expression", spec.formula().garbled(a, b)),
                            sub,
                            var,
                            spec.inputs(),
                            true)
                    : quickCall(ToolSpecs.CALCULATOR, false, PyNone.NONE);
            Label tc = error(ErrorMode.BAD_ARGS, TC, i, Impact.LOW);
            tc.silent = false;
            tc.recovered = true;
            if (!ch.hit(ChanceEvent.rec(sub), th.pRecover)) {
                PyObject exact = exactValue(spec.formula(), a, b);
                PyObject val = rng.random() < 0.5 ? exact : misread(exact);
                int j = think(sub, var, val, "estimate", "fallback", spec.inputs());
                error(ErrorMode.ESTIMATE, LC, j, impactOf(var, val));
                tc.impact = impactOf(var, val);
                tc.recovered = false;
                vars[sub] = val;
                return;
            }
        }
        int i;
        if (record) {
            i = call(
                    ToolSpecs.CALCULATOR,
                    PyDict.of("expression", Objects.requireNonNull(good, "made when recording")),
                    sub,
                    var,
                    spec.inputs(),
                    true);
        } else {
            PyObject result;
            try {
                result = spec.formula().value(a, b);
            } catch (CalculatorError e) {
                result = null;
            }
            i = quickCall(ToolSpecs.CALCULATOR, result != null, result == null ? PyNone.NONE : result);
        }
        PyObject value = value(i);
        PyObject read = value;
        if (ch.hit(ChanceEvent.ignore(sub), th.pIgnore)) {
            read = misread(value);
            error(ErrorMode.IGNORE, LC_TC, i, Impact.HIGH);
        }
        setRead(i, read);
        vars[sub] = read;
    }

    /** {@code safe_eval(good["expression"])} in the fallback; the module would crash if it failed. */
    private static PyObject exactValue(Formula formula, PyObject a, PyObject b) {
        try {
            return formula.value(a, b);
        } catch (CalculatorError e) {
            throw new IllegalStateException("the reference calculation failed: " + e.getMessage(), e);
        }
    }

    /** A chart's labels or values: built whenever the chart is (recording, or no cached chart of these rows). */
    private static PyObject[] made(PyObject @Nullable [] items) {
        return Objects.requireNonNull(items, "built with the chart");
    }

    private void doChart(Subtask p) {
        int sub = p.sub();
        Subtask.Chart spec = (Subtask.Chart) task.subtasks().get(sub);
        ensureInputs(p);
        PyObject series = vars[template.inputSlots[sub][0]];
        PyList rows = series instanceof PyList l ? l : PyList.of();
        int n = rows.size();
        PyObject[] labels = null;
        PyObject[] values = null;
        if (record || caches == null || template.chartRows != rows) {
            labels = new PyObject[n];
            values = new PyObject[n];
            for (int k = 0; k < n; k++) {
                PyList pair = (PyList) rows.get(k);
                labels[k] = pair.get(0) instanceof PyStr label
                        ? label
                        : PyStr.of(pair.get(0).str());
                values[k] = pair.get(1);
            }
        }
        String var = spec.var();
        if (!record) {
            // make_chart succeeds iff labels and values are non-empty and of equal length; the bad call drops a value
            if (ch.hit(ChanceEvent.args(sub), th.pArgs)) {
                int i = quickCall(ToolSpecs.MAKE_CHART, false, PyNone.NONE);
                Label tc = error(ErrorMode.BAD_ARGS, TC, i, Impact.LOW);
                tc.silent = false;
                tc.recovered = true;
                if (!ch.hit(ChanceEvent.rec(sub), th.pRecover)) {
                    tc.impact = Impact.HIGH;
                    tc.recovered = false;
                    vars[sub] = PyNone.NONE;
                    return;
                }
            }
            PyObject chart = caches != null && template.chartRows == rows ? template.chart : null;
            if (chart == null) {
                chart = n == 0 ? PyNone.NONE : PyTuple.of(PyTuple.of(made(labels)), PyTuple.of(made(values)));
                if (caches != null) { // fetched series are shared per world: reuse
                    template.chartRows = rows;
                    template.chart = chart;
                }
            }
            vars[sub] = chart;
            quickCall(ToolSpecs.MAKE_CHART, n > 0, chart);
            return;
        }
        PyStr title = PyStr.of(spec.title());
        PyList labelList = PyList.of(made(labels));
        PyList valueList = PyList.of(made(values));
        PyDict good = PyDict.of("title", title, "labels", labelList, "values", valueList);
        if (ch.hit(ChanceEvent.args(sub), th.pArgs)) {
            PyDict bad = PyDict.of(
                    "title",
                    title,
                    "labels",
                    labelList,
                    "values",
                    PyList.of(Arrays.copyOf(values, Math.max(0, n - 1))));
            int i = call(ToolSpecs.MAKE_CHART, bad, sub, var, spec.inputs(), true);
            Label tc = error(ErrorMode.BAD_ARGS, TC, i, Impact.LOW);
            tc.silent = false;
            tc.recovered = true;
            if (!ch.hit(ChanceEvent.rec(sub), th.pRecover)) {
                tc.impact = Impact.HIGH; // no chart: the answer can only be text
                tc.recovered = false;
                vars[sub] = PyNone.NONE;
                return;
            }
        }
        int i = call(ToolSpecs.MAKE_CHART, good, sub, var, spec.inputs(), true);
        PyObject read = value(i);
        setRead(i, read);
        vars[sub] = read;
    }

    // ---------- the final answer

    /** {@code compose_answer}: returns the answer; {@link #slip} tells whether it was misstated. */
    private PyObject composeAnswer() {
        String fv = task.finalVar();
        int s = template.finalSlot;
        if (vars[s] == null) { // a lookup plan lost its only fetch step
            estimate((Subtask.Fetch) task.producerOf(fv), "missing");
        }
        consumed |= 1L << s;
        PyObject ans = Answers.finalize(task.type(), vars[s]);
        slip = false;
        if (ch.hit(ChanceEvent.SLIP, th.pSlip) && ans != PyNone.NONE) {
            PyObject fresh;
            TaskType type = task.type();
            if (type == TaskType.LOOKUP) {
                fresh = PyFloat.of(Math.rint(((PyFloat) ans).value() / 10.0) * 10.0); // "about 120"
            } else if (type == TaskType.COMPARE) {
                fresh = PyFloat.of(-((PyFloat) ans).value()); // direction reversed
            } else if (type == TaskType.GROWTH) {
                double v2 = ((PyFloat) vars[template.v2Slot]).value();
                double v1 = ((PyFloat) vars[template.v1Slot]).value();
                fresh = PyFloat.of(PyFloats.round(v2 - v1, 1)); // absolute, not percent
            } else {
                fresh = PyNone.NONE; // words instead of a chart
            }
            slip = !Answers.answerEqual(fresh, ans);
            ans = fresh;
        }
        return ans;
    }

    boolean slip;
    /** Set when the run is over. */
    PyObject answer = PyNone.NONE;

    boolean correct;

    /** Runs the plan; returns the answer before reflection ({@link #slip} is set). */
    PyObject run() {
        if (cfg.planner()) {
            makePlan();
            for (int j = 0; j < planSubs.size(); j++) {
                Subtask s = planSubs.get(j);
                String tool = planTools != null && planTools[j] != null ? planTools[j] : s.tool();
                execute(s, tool);
            }
        } else {
            for (Subtask s : task.subtasks()) {
                execute(s, s.tool());
            }
        }
        return composeAnswer();
    }

    private void execute(Subtask s, String tool) {
        if (s instanceof Subtask.Fetch) {
            doFetch(s, tool);
        } else if (s instanceof Subtask.Compute) {
            doCompute(s);
        } else {
            doChart(s);
        }
    }
}
