package com.agenteval.workbench.cli;

import com.agenteval.workbench.app.otel.OtlpJsonFile;
import com.agenteval.workbench.app.otel.SavedFileSpans;
import com.agenteval.workbench.app.otel.SpanSource;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.ParamSpec.FlagSpec;
import com.agenteval.workbench.core.params.ParamSpec.InvalidParameterException;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.sim.SimParams;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;

/**
 * {@code export otel FILE --out OUT.json} and {@code export otel --sim [sim options] --out OUT.json}: a saved run
 * (book run trace, live world run, MCP session, judge run) or simulated traces as OpenTelemetry GenAI spans in
 * OTLP/JSON, for Phoenix, Langfuse or any OTLP collector. The sim options are derived from the declared parameters
 * ({@code core/params}), with {@code sim}'s names and rules. A picocli subcommand of {@code export}
 * ({@link ExportCommand#commandLine}), with the jar's one picocli setup ({@link Picocli}).
 *
 * <pre>{@code
 * int exit = ExportOtelCommand.run(List.of("--sim", "--tasks", "5", "--out", "spans.json"), System.out, System.err);
 * }</pre>
 */
@CommandLine.Command(
        name = "otel",
        description = "Write a saved run, or simulated traces (--sim), as OpenTelemetry GenAI spans (OTLP/JSON).")
public final class ExportOtelCommand {

    /** One line of help in {@code export --help}. */
    static final String SUMMARY = "a saved run, or simulated traces (--sim), as OpenTelemetry GenAI spans (OTLP/JSON)";

    /** The sim options it takes: those that make a set of traces, as {@code sim --mode traces} reads them. */
    static final List<ParamSpec<?>> SIM_OPTIONS = Stream.of(
                    Parameters.WORLD, Parameters.TASK_SET, List.<ParamSpec<?>>of(Parameters.CONFIG), Parameters.RUN)
            .flatMap(List::stream)
            .toList();

    /** The most simulated runs one export builds: every span is held in memory until the file is written. */
    static final int MAX_SIM_RUNS = 20_000;

    @CommandLine.Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "FILE",
            description = "a saved run: a book-format run trace, a live world run, an MCP session or a judge run")
    @Nullable
    Path file;

    @CommandLine.Option(names = "--sim", description = "export simulated traces made from the sim options instead")
    boolean sim;

    @CommandLine.Option(
            names = "--content",
            negatable = true,
            description = "write the messages and tool "
                    + "arguments and results (the conventions' opt-in content); by default on for simulated and book runs, off "
                    + "for live runs (a live world run, an MCP session, a judge run)")
    @Nullable
    Boolean content;

    @CommandLine.Option(names = "--out", required = true, paramLabel = "OUT.json", description = "where to write")
    @SuppressWarnings("NullAway.Init") // picocli sets it before export runs: the option is required
    Path out;

    @CommandLine.Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "show this help and exit")
    boolean help;

    /** The command with the jar's picocli setup and the sim options added from their declarations. */
    public static CommandLine commandLine() {
        CommandLine cl = Picocli.commandLine(new ExportOtelCommand());
        for (ParamSpec<?> p : SIM_OPTIONS) {
            cl.getCommandSpec().addOption(Picocli.declared(p, " (with --sim; as in sim)"));
        }
        return cl;
    }

    /**
     * Runs {@code export otel ARGS}, as {@code export} does, and gives the exit code: 0 written, 1 a refused file,
     * 2 a usage mistake.
     */
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        List<String> all = new ArrayList<>(List.of("otel"));
        all.addAll(args);
        return new ExportCommand().run(all, out, err);
    }

    /** What {@code export otel} does once its command line is parsed ({@code parsed} is this command's part). */
    int export(CommandLine.ParseResult parsed, PrintStream out, PrintStream err) {
        SpanSource source;
        try {
            List<String> simArgs = simArguments(parsed);
            if (sim == (file != null)) {
                throw new SimOptions.UsageError("give either a FILE or --sim, not " + (sim ? "both" : "neither"));
            }
            if (!sim && !simArgs.isEmpty()) {
                throw new SimOptions.UsageError(simArgs.get(0).split("=", 2)[0] + " is a sim option: it needs --sim");
            }
            if (sim) {
                List<String> all = new ArrayList<>(List.of("--mode", "traces"));
                all.addAll(simArgs);
                SimParams p = SimOptions.parse(all).params();
                if ((long) p.tasks() * p.repeats() > MAX_SIM_RUNS) {
                    throw new SimOptions.UsageError("--tasks times --repeats is " + (long) p.tasks() * p.repeats()
                            + " runs; one export holds at most " + MAX_SIM_RUNS + " (its spans are built in memory)");
                }
                source = SavedFileSpans.sim(p);
            } else {
                // sim or a FILE, checked; the file is opened on readers of the command's own
                try (CommandWork work = new CommandWork()) {
                    source = SavedFileSpans.read(Objects.requireNonNull(file, "no FILE"), work.readers());
                }
            }
        } catch (SimOptions.UsageError | InvalidParameterException e) {
            // a value its spec refused (picocli converted it through the spec) is reported as sim reports it
            err.println("export otel: error: " + e.getMessage());
            return Picocli.USAGE;
        } catch (SavedFileSpans.UnexportableFileException e) {
            err.println(
                    "export otel: " + Objects.requireNonNull(file, "no FILE").getFileName() + ": " + e.getMessage());
            return Picocli.FAILED;
        }
        OtlpJsonFile.Export export = OtlpJsonFile.write(source, content);
        try {
            SavedFiles.write(this.out, export.json(), SavedFiles.Overwrite.REPLACE);
        } catch (IOException e) {
            err.println("export otel: cannot write " + this.out + ": "
                    + (e instanceof SavedFiles.SaveFailedException
                            ? e.getMessage()
                            : e.getClass().getSimpleName()));
            return Picocli.FAILED;
        }
        out.println("wrote " + export.spans() + " spans ("
                + export.byOperation().entrySet().stream()
                        .map(x -> x.getValue() + " " + x.getKey())
                        .collect(Collectors.joining(", "))
                + ") to "
                + this.out);
        return Picocli.OK;
    }

    /** A declared option's value as its spec converted it, back as the text the spec reads. */
    private static <T> String text(CommandLine.ParseResult parsed, ParamSpec<T> p) {
        return p.format(Picocli.converted(parsed, p));
    }

    /** The sim options given, back as {@code sim} arguments, so {@code sim}'s own parser checks them. */
    private static List<String> simArguments(CommandLine.ParseResult parsed) {
        List<String> args = new ArrayList<>();
        for (ParamSpec<?> p : SIM_OPTIONS) {
            if (!Picocli.given(parsed, p.option())) {
                continue;
            }
            if (p instanceof FlagSpec) {
                args.add(p.option());
            } else {
                args.add(p.option() + "=" + text(parsed, p));
            }
        }
        return args;
    }
}
