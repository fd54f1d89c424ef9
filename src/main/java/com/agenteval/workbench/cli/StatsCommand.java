package com.agenteval.workbench.cli;

import com.agenteval.workbench.core.inspect.InspectLogs;
import com.agenteval.workbench.core.jobs.Job.Cancellation;
import com.agenteval.workbench.core.jobs.Job.Progress;
import com.agenteval.workbench.core.params.AgentConfig;
import com.agenteval.workbench.core.params.AgentConfigs;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.reliability.ConfigResults;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.stats.ConfigScoreIntervals.PairedDifference;
import com.agenteval.workbench.core.stats.CoverageLab;
import com.agenteval.workbench.core.stats.StatsJson;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.world.World;
import java.io.PrintStream;
import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * {@code java -jar workbench.jar stats interval|coverage|compare [sim options] ...}: how sure a score is (issue 25).
 * The sim options are {@code export}'s (the world, the task set, the config, the run), read by each parameter's own
 * spec; the run is exactly {@code sim --mode results} with the same options, and the intervals come from
 * {@code core/stats}. Prints one JSON object.
 */
public final class StatsCommand implements Command {

    static final String SUMMARY =
            "error bars: intervals of a run, their coverage of the truth, two configs compared " + "(see stats --help)";

    @Override
    public String name() {
        return "stats";
    }

    @Override
    public String summary() {
        return SUMMARY;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        CommandLine cl = commandLine();
        return Picocli.run(
                cl,
                args,
                out,
                err,
                e -> Picocli.refusal(e.getCommandLine().getCommandSpec().qualifiedName())
                        .apply(e),
                parsed -> {
                    if (!parsed.hasSubcommand()) {
                        out.print(Picocli.help(cl));
                        return Picocli.OK;
                    }
                    ParseResult sub = parsed.subcommand();
                    String name = sub.commandSpec().name();
                    PyDict doc;
                    try {
                        doc = switch (name) {
                            case "interval" -> interval(sub);
                            case "coverage" -> coverage(sub, err);
                            default -> compare(sub);
                        };
                    } catch (IllegalArgumentException | SimOptions.UsageError e) {
                        err.println("stats " + name + ": error: " + e.getMessage());
                        return Picocli.USAGE;
                    }
                    out.print(PyJson.dumps(doc) + "\n");
                    out.flush();
                    return Picocli.OK;
                });
    }

    private static PyDict interval(ParseResult sub) {
        SimParams p = ExportCommand.params(sub);
        int resamples = declared(sub, Parameters.BOOTSTRAP).intValueExact();
        long seed = statsSeed(sub);
        AgentConfig cfg = p.agentConfig();
        ConfigResults r = run(p, cfg, tasks(p));
        return StatsJson.interval(cfg.name(), r, resamples, seed);
    }

    private static PyDict coverage(ParseResult sub, PrintStream err) {
        SimParams p = ExportCommand.params(sub);
        int replications = declared(sub, Parameters.REPLICATIONS).intValueExact();
        long seed = statsSeed(sub);
        if (p.tasks() < 2) {
            throw new IllegalArgumentException("--tasks must be at least 2 for the coverage lab");
        }
        if (p.repeats() < 1) {
            throw new IllegalArgumentException("--repeats must be at least 1 for the coverage lab");
        }
        AgentConfig cfg = p.agentConfig();
        World world = p.worldSpec().make();
        CoverageLab.Truth truth = CoverageLab.truth(world, cfg, p.taskSeed(), p.newData(), p.runSeed());
        Progress<Integer> progress = done -> {
            if (done % 100 == 0 && done < replications) {
                err.println("stats coverage: " + done + " of " + replications + " replications");
            }
        };
        CoverageLab.Coverage c = CoverageLab.coverage(
                world,
                cfg,
                truth,
                p.newData(),
                p.tasks(),
                p.repeats(),
                replications,
                seed,
                progress,
                new Cancellation());
        return StatsJson.coverage(cfg.name(), c, seed);
    }

    private static PyDict compare(ParseResult sub) {
        SimParams p = ExportCommand.params(sub);
        AgentConfig a = config(sub, "--a");
        AgentConfig b = config(sub, "--b");
        List<Task> tasks = tasks(p);
        ConfigResults ra = run(p, a, tasks);
        ConfigResults rb = run(p, b, tasks);
        PairedDifference d = PairedDifference.of(perTask(ra), perTask(rb));
        // both ran the same tasks, at least two (PairedDifference refuses fewer): each has an accuracy
        return StatsJson.compare(
                a.name(),
                b.name(),
                Objects.requireNonNull(ra.accuracy(), "no runs of " + a.name()),
                Objects.requireNonNull(rb.accuracy(), "no runs of " + b.name()),
                d);
    }

    private static List<Task> tasks(SimParams p) {
        if (p.repeats() < 1) {
            throw new IllegalArgumentException("--repeats must be at least 1 for intervals");
        }
        return Tasks.make(p.worldSpec().make(), p.tasks(), p.taskSeed(), p.newData());
    }

    /** One config's block of {@code sim --mode results}: its own Random(run_seed), the runs of a task in a row. */
    private static ConfigResults run(SimParams p, AgentConfig cfg, List<Task> tasks) {
        return ConfigResults.run(p.worldSpec().make(), tasks, cfg, p.runSeed(), p.repeats(), false, null);
    }

    private static double[] perTask(ConfigResults r) {
        return r.perTask().stream()
                .mapToDouble(t -> (double) t.correct() / t.runs().size())
                .toArray();
    }

    private static AgentConfig config(ParseResult sub, String option) {
        String spec = sub.matchedOptionValue(option, null);
        if (spec == null) {
            throw new IllegalArgumentException(option + " is required (a config in sim's forms)");
        }
        return AgentConfigs.resolve(spec);
    }

    /** The stats seed, as declared once ({@link Parameters#STATS_SEED}: its option, default and bounds). */
    private static long statsSeed(ParseResult sub) {
        return declared(sub, Parameters.STATS_SEED).longValueExact();
    }

    /** A declared parameter's option: its default when absent, else as picocli converted it through its spec. */
    private static BigInteger declared(ParseResult sub, IntSpec spec) {
        return Picocli.converted(sub, spec);
    }

    /** {@code stats} and its three sub-commands, each with export's sim options and its own. */
    static CommandLine commandLine() {
        CommandSpec top = Picocli.command(
                "stats",
                List.of("java -jar workbench.jar stats interval|coverage|compare [sim options] ..."),
                List.of("How sure a score is: Inspect AI's naive and task-clustered standard errors, the cluster "
                        + "bootstrap over tasks, their coverage of the world's truth, and two configs compared on "
                        + "the same tasks."),
                List.of("Each sub-command takes --help."));
        CommandLine cl = new CommandLine(top);
        cl.addSubcommand(
                "interval",
                new CommandLine(sub(
                        "interval",
                        "[sim options] --config C [--stats-seed S] [--bootstrap B]",
                        "the run of sim --mode results --config C with its intervals: mean, n_runs, n_tasks, naive_se, "
                                + "clustered_se, ci95_naive, ci95_clustered, ci95_bootstrap, and pass_hat_k with its "
                                + "ci95_bootstrap for k = 1..repeats",
                        true,
                        List.of(
                                Picocli.simStyle(
                                        Parameters.STATS_SEED,
                                        "S",
                                        "seed of the bootstrap's draws (default " + Parameters.STATS_SEED.defaultValue()
                                                + ")"),
                                Picocli.simStyle(
                                        Parameters.BOOTSTRAP,
                                        "B",
                                        "bootstrap resamples (default " + Parameters.BOOTSTRAP.defaultValue()
                                                + ")")))));
        cl.addSubcommand(
                "coverage",
                new CommandLine(sub(
                        "coverage",
                        "[sim options] --config C --replications M --stats-seed S",
                        "the coverage lab: the config's true accuracy (20,000 fresh tasks of the task seed's list, each run "
                                + "once), then M fresh evaluations of --tasks tasks x --repeats runs, each on its own block "
                                + "of task ids and its own run seed, graded: coverage_naive, coverage_clustered, "
                                + "coverage_bootstrap and the mean widths (the lab's bootstrap takes "
                                + CoverageLab.LAB_RESAMPLES + " resamples)",
                        true,
                        List.of(
                                Picocli.simStyle(
                                        Parameters.REPLICATIONS,
                                        "M",
                                        "evaluations to grade (default " + Parameters.REPLICATIONS.defaultValue()
                                                + ")"),
                                Picocli.simStyle(
                                        Parameters.STATS_SEED,
                                        "S",
                                        "seed of the replications' tasks and runs (default "
                                                + Parameters.STATS_SEED.defaultValue() + ")")))));
        cl.addSubcommand(
                "compare",
                new CommandLine(sub(
                        "compare",
                        "[sim options] --a A --b B",
                        "two configs on the same tasks: the paired difference of their per-task scores, its 95% interval, "
                                + "their correlation, and tasks_for_80pct_power",
                        false,
                        List.of(
                                Picocli.value("--a", "A", "the first config, in sim's forms"),
                                Picocli.value("--b", "B", "the second config, in sim's forms")))));
        return cl;
    }

    private static CommandSpec sub(
            String name, String synopsis, String description, boolean withConfig, List<OptionSpec> own) {
        CommandSpec spec = Picocli.command(
                name,
                List.of("java -jar workbench.jar stats " + name + " " + synopsis),
                List.of(description),
                List.of());
        for (ParamSpec<?> s : InspectLogs.exported()) {
            if (withConfig || s != Parameters.CONFIG) {
                spec.addOption(ExportCommand.option(s));
            }
        }
        own.forEach(spec::addOption);
        return spec;
    }
}
