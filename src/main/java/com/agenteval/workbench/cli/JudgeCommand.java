package com.agenteval.workbench.cli;

import com.agenteval.workbench.core.judge.JudgeReport;
import com.agenteval.workbench.core.judge.Judges;
import com.agenteval.workbench.core.judge.Scorecard;
import com.agenteval.workbench.core.judge.TraceSet;
import com.agenteval.workbench.core.python.PyDict;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.sim.SimParams;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code java -jar workbench.jar judge --judge outcome|rules [sim options]}: runs the simulated agent exactly as
 * {@code sim --mode traces} does for the same options, lets one judge read every trace, scores it against the
 * ground-truth labels and prints the scorecard as one JSON document. The trace options are {@code sim}'s own
 * (same names, defaults and parsing); {@code --judge}, {@code --summary} and {@code --pretty} are this command's.
 */
public final class JudgeCommand implements Command {

    static final String USAGE = """
            usage: judge [-h] [--judge {outcome,rules}] [--config CONFIG] [--tasks N] [--task-seed S]
                         [--run-seed R] [--new-data] [--world-seed WORLD_SEED] [--n-stale N_STALE]
                         [--memory-acc MEMORY_ACC] [--web-exact WEB_EXACT] [--web-rounded WEB_ROUNDED]
                         [--summary] [--pretty]

            Lets a judge read the simulated agent's traces and scores it against their ground-truth labels.
            The traces are exactly those of `sim --mode traces` with the same options: task i of
            make_tasks(world, N, task_seed, new_data), run by run_agent with one shared Random(run_seed).

            judges:
              rules      the deterministic rule-based trajectory judge: sees the question, the tool catalog,
                         the plan, every step and the final answer; never the labels or the reference answer
                         (default; 'rule' also accepted)
              outcome    the outcome-only baseline: flags GF at the final step when the answer differs from
                         the reference answer, which it is given

            options:
              --config CONFIG   a standard config name, 'perfect', or JSON (see sim --help); default plan_exec
              --summary         leave out the per-trace verdicts
              --pretty          indent the JSON

            output: one JSON object with judge, spec, params, traces, labels,
              metrics{GF|LC|EE|PQ|TS|PA|TC: {precision, recall, f1, support, tp, fp, fn, located}},
              localization{root, symptom}, joint, flawed{tp, fp, fn, tn}, lucky_correct{caught, total},
              stale_clean{flagged, total}, benign{format|loop|wasted|recovered_bad_args: {found, total}},
              metric_confusion, unparseable{verdicts, metrics}, verdicts[...]. A share is null when nothing
              was counted (e.g. precision of a metric the judge never flagged).
            """;

    @Override
    public String name() {
        return "judge";
    }

    @Override
    public String summary() {
        return "score the outcome-only or the rule-based judge against the traces' true labels (see judge --help)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        try {
            List<String> simArgs = new ArrayList<>();
            String judge = "rules";
            boolean summary = false;
            boolean pretty = false;
            for (int i = 0; i < args.size(); i++) {
                String a = args.get(i);
                if (a.equals("--judge")) {
                    if (i + 1 >= args.size()) {
                        throw new SimOptions.UsageError("argument --judge: expected one argument");
                    }
                    judge = args.get(++i);
                } else if (a.startsWith("--judge=")) {
                    judge = a.substring("--judge=".length());
                } else if (a.equals("--summary")) {
                    summary = true;
                } else if (a.equals("--pretty")) {
                    pretty = true;
                } else {
                    simArgs.add(a);
                }
            }
            SimOptions o = SimOptions.parse(simArgs);
            if (o.flag("help", false)) {
                out.print(USAGE);
                return 0;
            }
            List<String> refused = o.givenExcept(allowed());
            if (!refused.isEmpty()) {
                throw new SimOptions.UsageError(refused.get(0) + " is a sim option that does not apply to judge");
            }
            try {
                judge = Judges.canonical(judge);
            } catch (IllegalArgumentException e) {
                throw new SimOptions.UsageError("argument --judge: " + e.getMessage());
            }
            List<String> withMode = new ArrayList<>(List.of("--mode", "traces"));
            withMode.addAll(simArgs);
            SimParams params = SimOptions.parse(withMode).params();
            PyDict doc = document(params, judge, !summary);
            out.print((pretty ? PyJson.dumpsPretty(doc) : PyJson.dumps(doc)) + "\n");
            out.flush();
            return 0;
        } catch (SimOptions.UsageError e) {
            err.println("judge: error: " + e.getMessage());
            return 2;
        }
    }

    /** The scorecard document for one judge on the traces of {@code params}; the page shows the same numbers. */
    static PyDict document(SimParams params, String judge, boolean withVerdicts) {
        TraceSet set = TraceSet.of(params);
        Scorecard card = Scorecard.of(set.traces(), Judges.run(Judges.byName(judge, set), set.traces()));
        return JudgeReport.document(params, card, withVerdicts);
    }

    /** The sim options that describe a trace set; the others (--mode, --repeats, selector options) are refused. */
    private static List<String> allowed() {
        return List.of("--help", "--world-seed", "--n-stale", "--memory-acc", "--web-exact", "--web-rounded",
                "--tasks", "--task-seed", "--new-data", "--config", "--run-seed");
    }
}
