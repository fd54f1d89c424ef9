package com.agenteval.workbench.cli;

import com.agenteval.workbench.core.agent.live.InvalidLiveRunException;
import com.agenteval.workbench.core.agent.live.LiveRunFile;
import com.agenteval.workbench.core.inspect.EvalLogs;
import com.agenteval.workbench.core.inspect.JudgeRunEvalLog;
import com.agenteval.workbench.core.inspect.LiveRunEvalLog;
import com.agenteval.workbench.core.judge.llm.InvalidJudgeRunException;
import com.agenteval.workbench.core.judge.llm.JudgeRunJson;
import com.agenteval.workbench.core.inspect.SimulatedEvalLog;
import com.agenteval.workbench.core.log.InvalidLogException;
import com.agenteval.workbench.core.log.LogRecord;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.params.FlagSpec;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.python.PyDict;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.sim.SimDump;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.world.WorldSpec;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * {@code java -jar workbench.jar export inspect|jsonl [sim options] --out FILE}: writes a simulated run in a format
 * other tools read. The sim options are derived from the parameter spec ({@link SimulatedEvalLog#exported()}),
 * parsed by picocli, and read by each parameter's own {@link ParamSpec#read}, so a refused value has the same
 * message as on the pages, in links and in {@code sim}.
 */
public final class ExportCommand implements Command {

    /** What a format writes: the text, and the file name it takes in a folder (null: --out must name the file). */
    record Written(String text, String defaultName) {
    }

    /** A format: its name, one line of help, and what it writes for the options. */
    record Format(String name, String summary, Function<SimParams, Written> write) {
    }

    /** The formats built from the sim options. */
    static final List<Format> SIM_FORMATS = List.of(
            new Format("inspect", "an Inspect AI eval log (JSON, log version 2): open it with `inspect view`",
                    p -> inspect(SimulatedEvalLog.of(p))),
            new Format("jsonl", "one trace per line, the trace dict of ref_dump.py --mode traces",
                    p -> new Written(SimDump.jsonl(p), null)));

    /** An Inspect log, named as Inspect names its own ({@code {created}_{task}_{id}.json}). */
    private static Written inspect(PyDict log) {
        return new Written(PyJson.dumps(log), EvalLogs.fileName(log));
    }

    /**
     * Where to write: {@code --out} itself, or, for a format with a default name, that name in the folder {@code --out}
     * names or in the current folder when it is omitted ({@code inspect view} lists only names starting with the time).
     */
    private static Path target(String out, Written w) {
        if (w.defaultName() == null) {
            return Path.of(out);
        }
        if (out == null) {
            return Path.of(w.defaultName());
        }
        Path p = Path.of(out);
        return Files.isDirectory(p) ? p.resolve(w.defaultName()) : p;
    }

    @Override
    public String name() {
        return "export";
    }

    @Override
    public String summary() {
        return "write a run as an Inspect AI eval log, JSONL or OpenTelemetry spans (see export --help)";
    }

    /**
     * Parses with the jar's one picocli setup ({@link Picocli}): its parser rules, help and exit codes, a refused
     * command line as one line naming the sub-command ({@code export inspect: unknown option '--x' (try --help)}).
     */
    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        CommandLine cl = commandLine();
        return Picocli.run(cl, args, out, err,
                e -> Picocli.refusal(e.getCommandLine().getCommandSpec().qualifiedName()).apply(e),
                parsed -> export(cl, parsed, out, err));
    }

    private static int export(CommandLine cl, ParseResult parsed, PrintStream out, PrintStream err) {
        if (!parsed.hasSubcommand()) {
            out.print(Picocli.help(cl));
            return Picocli.OK;
        }
        ParseResult sub = parsed.subcommand();
        if (sub.commandSpec().userObject() instanceof ExportOtelCommand otel) {
            return otel.export(sub, out, err);
        }
        Format format = SIM_FORMATS.stream().filter(f -> f.name().equals(sub.commandSpec().name())).findFirst()
                .orElseThrow();
        String outOption = sub.<String>matchedOptionValue("--out", null);
        if (sub.hasMatchedOption("--from")) {
            return fromFile(sub, outOption, out, err);
        }
        SimParams p;
        try {
            p = params(sub);
        } catch (IllegalArgumentException | SimOptions.UsageError e) {
            err.println("export " + format.name() + ": error: " + e.getMessage());
            return Picocli.USAGE;
        }
        Written written;
        try {
            written = format.write().apply(p);
        } catch (IllegalArgumentException e) {
            err.println("export " + format.name() + ": error: " + e.getMessage());
            return Picocli.USAGE;
        }
        return save(format.name(), target(outOption, written), written.text(), out, err);
    }

    /** Saved run files larger than this are refused before they are read (the traces folder's default limit). */
    static final long MAX_FILE_BYTES = 25L * 1024 * 1024;

    /** {@code export inspect --from RUN.json}: a saved live world-agent run, with its real messages. */
    private static int fromFile(ParseResult sub, String outOption, PrintStream out, PrintStream err) {
        for (ParamSpec<?> s : SimulatedEvalLog.exported()) {
            if (sub.hasMatchedOption(s.option())) {
                err.println("export inspect: error: --from exports a saved run as it was; it takes no "
                        + s.option());
                return Picocli.USAGE;
            }
        }
        Path file = Path.of(sub.<String>matchedOptionValue("--from", null));
        Written written;
        try {
            if (Files.size(file) > MAX_FILE_BYTES) {
                err.println("export inspect: error: " + file + " is larger than " + MAX_FILE_BYTES / (1024 * 1024)
                        + " MB");
                return Picocli.USAGE;
            }
        } catch (IOException e) {
            err.println("export inspect: error: cannot read " + file + ": " + e.getMessage());
            return Picocli.USAGE;
        }
        try {
            // the one reader of saved files: a version 1 file arrives migrated to the current version
            LogRecord log = SavedFiles.read(file);
            written = inspect(log.format().equals(SavedFiles.JUDGE_RUN)
                    ? JudgeRunEvalLog.of(JudgeRunJson.of(log))
                    : LiveRunEvalLog.of(LiveRunFile.read(log, WorldSpec::make)));
        } catch (InvalidJudgeRunException e) {
            err.println("export inspect: error: " + file + " is not a judge run file: " + e.getMessage());
            return Picocli.USAGE;
        } catch (InvalidLogException | InvalidLiveRunException e) {
            err.println("export inspect: error: " + file + " is not a live world-agent run file: " + e.getMessage());
            return Picocli.USAGE;
        }
        return save("inspect", target(outOption, written), written.text(), out, err);
    }

    /** Writes the file and says so; a write that fails is one line and exit status 1. */
    private static int save(String format, Path target, String text, PrintStream out, PrintStream err) {
        try {
            write(target, text);
        } catch (IOException | UncheckedIOException e) {
            err.println("export " + format + ": cannot write " + target + ": " + e.getMessage());
            return Picocli.FAILED;
        }
        out.println("wrote " + target);
        return Picocli.OK;
    }

    /** Writes beside the target and moves it into place, so a reader never sees half a file. */
    private static void write(Path target, String text) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Path tmp = Files.createTempFile(dir, ".export-", ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * {@code export} and its sub-commands ({@code inspect}, {@code jsonl}, {@code otel}), with the options derived
     * from the parameter spec, each with the jar's picocli setup.
     */
    static CommandLine commandLine() {
        CommandSpec top = Picocli.command("export",
                List.of("java -jar workbench.jar export inspect|jsonl|otel [options] --out FILE"),
                List.of("Write a run in a format other tools read."),
                List.of("Each format takes --help."));
        CommandLine cl = new CommandLine(top);
        for (Format f : SIM_FORMATS) {
            CommandSpec sub = Picocli.command(f.name(), List.of("java -jar workbench.jar export " + f.name()
                            + " [sim options]" + (f.name().equals("inspect") ? " [--from RUN.json] [--out FILE|DIR]"
                            : " --out FILE")), List.of(f.summary()), List.of());
            for (ParamSpec<?> s : SimulatedEvalLog.exported()) {
                sub.addOption(option(s));
            }
            if (f.name().equals("inspect")) {
                sub.addOption(Picocli.value("--from", "RUN.json", "instead of simulating: a saved live world-agent "
                        + "run (traces/world-runs/), exported with its real messages, or a judge run "
                        + "(traces/judge-runs/), scored with the judge's findings"));
            }
            boolean inspect = f.name().equals("inspect");
            sub.addOption(OptionSpec.builder("--out").paramLabel(inspect ? "FILE|DIR" : "FILE").type(String.class)
                    .arity("1").required(!inspect)
                    .description(inspect ? "the file to write, or a folder to write it in under Inspect's own name "
                            + "({created}_{task}_{id}.json, which `inspect view` lists); the current folder when "
                            + "omitted" : "the file to write").build());
            cl.addSubcommand(f.name(), new CommandLine(sub));
        }
        CommandLine otel = ExportOtelCommand.commandLine();
        otel.getCommandSpec().usageMessage().description(ExportOtelCommand.SUMMARY);
        cl.addSubcommand("otel", otel);
        return cl;
    }

    static OptionSpec option(ParamSpec<?> s) {
        return Picocli.declared(s, "");
    }

    /** The options as sim reads them: each declared parameter parses and checks its own text. */
    static SimParams params(ParseResult sub) {
        Map<String, Object> given = new LinkedHashMap<>();
        for (ParamSpec<?> s : SimulatedEvalLog.exported()) {
            if (!sub.hasMatchedOption(s.option())) {
                continue;
            }
            if (s instanceof FlagSpec) {
                given.put(s.name(), Boolean.TRUE);
            } else {
                given.put(s.name(), s.read(sub.<String>matchedOptionValue(s.option(), null), s.option()));
            }
        }
        return SimOptions.fromValues(given);
    }

}
