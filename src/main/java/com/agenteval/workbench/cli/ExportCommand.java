package com.agenteval.workbench.cli;

import com.agenteval.workbench.core.agent.live.LiveRunFile;
import com.agenteval.workbench.core.agent.live.LiveRunFile.InvalidLiveRunException;
import com.agenteval.workbench.core.forecast.RunTrace;
import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.agenteval.workbench.core.forecast.panel.EvaluationPanel.PanelJson;
import com.agenteval.workbench.core.inspect.InspectLogs;
import com.agenteval.workbench.core.judge.llm.JudgeRun;
import com.agenteval.workbench.core.judge.llm.JudgeRun.InvalidJudgeRunException;
import com.agenteval.workbench.core.log.LogJson.InvalidLogException;
import com.agenteval.workbench.core.log.LogJson.LogRecord;
import com.agenteval.workbench.core.log.SavedFiles;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.ParamSpec.FlagSpec;
import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.sim.SimDump;
import com.agenteval.workbench.core.sim.SimParams;
import com.agenteval.workbench.core.world.World.WorldSpec;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * {@code java -jar workbench.jar export inspect|jsonl [sim options] --out FILE}: writes a simulated run in a format
 * other tools read. The sim options are derived from the parameter spec ({@link InspectLogs#exported()}),
 * parsed by picocli, and read by each parameter's own {@link ParamSpec#read}, so a refused value has the same
 * message as on the pages, in links and in {@code sim}.
 */
public final class ExportCommand implements Command {

    /** What a format writes: the text, and the file name it takes in a folder (null: --out must name the file). */
    record Written(String text, @Nullable String defaultName) {}

    /** A format: its name, one line of help, and what it writes for the options. */
    record Format(String name, String summary, Function<SimParams, Written> write) {}

    /** The formats built from the sim options. */
    static final List<Format> SIM_FORMATS = List.of(
            new Format(
                    "inspect",
                    "an Inspect AI eval log (JSON, log version 2): open it with `inspect view`",
                    p -> inspect(InspectLogs.simulated(p))),
            new Format(
                    "jsonl",
                    "one trace per line, the trace dict of ref_dump.py --mode traces",
                    p -> new Written(SimDump.jsonl(p), null)));

    /** An Inspect log, named as Inspect names its own ({@code {created}_{task}_{id}.json}). */
    private static Written inspect(PyDict log) {
        return new Written(PyJson.dumps(log), InspectLogs.fileName(log));
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
        return Picocli.run(
                cl,
                args,
                out,
                err,
                e -> Picocli.refusal(e.getCommandLine().getCommandSpec().qualifiedName())
                        .apply(e),
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
        Format format = SIM_FORMATS.stream()
                .filter(f -> f.name().equals(sub.commandSpec().name()))
                .findFirst()
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

    /**
     * {@code export inspect --from RUN.json}: a saved live world-agent run, with its real messages; a judge run; a
     * book run trace, or a folder of them.
     */
    private static int fromFile(ParseResult sub, String outOption, PrintStream out, PrintStream err) {
        for (ParamSpec<?> s : InspectLogs.exported()) {
            if (sub.hasMatchedOption(s.option())) {
                err.println("export inspect: error: --from exports a saved run as it was; it takes no " + s.option());
                return Picocli.USAGE;
            }
        }
        Path file = Path.of(sub.<String>matchedOptionValue("--from", null));
        if (Files.isDirectory(file)) {
            return fromFolder(file, outOption, out, err);
        }
        Written written;
        try {
            if (Files.size(file) > MAX_FILE_BYTES) {
                err.println(
                        "export inspect: error: " + file + " is larger than " + MAX_FILE_BYTES / (1024 * 1024) + " MB");
                return Picocli.USAGE;
            }
        } catch (IOException e) {
            err.println("export inspect: error: cannot read " + file + ": " + e.getMessage());
            return Picocli.USAGE;
        }
        try {
            // the one reader of saved files: a version 1 file arrives migrated to the current version
            byte[] bytes = Files.readAllBytes(file);
            LogRecord log = SavedFiles.read(bytes);
            if (log.format().equals(SavedFiles.BOOK_RUN_TRACE) || log.format().equals(SavedFiles.BOOK_PANEL_RECOVERY)) {
                written = inspect(InspectLogs.bookRuns(List.of(bookRun(bytes))));
            } else {
                written = inspect(
                        log.format().equals(SavedFiles.JUDGE_RUN)
                                ? InspectLogs.judgeRun(JudgeRun.fromLog(log))
                                : InspectLogs.liveRun(LiveRunFile.read(log, WorldSpec::make)));
            }
        } catch (NotARunTrace e) {
            err.println("export inspect: error: " + file + " " + e.getMessage());
            return Picocli.USAGE;
        } catch (IOException e) {
            err.println("export inspect: error: cannot read " + file + ": " + e.getMessage());
            return Picocli.USAGE;
        } catch (InvalidJudgeRunException e) {
            err.println("export inspect: error: " + file + " is not a judge run file: " + e.getMessage());
            return Picocli.USAGE;
        } catch (InvalidLogException | InvalidLiveRunException e) {
            err.println("export inspect: error: " + file + " is not a live world-agent run file: " + e.getMessage());
            return Picocli.USAGE;
        }
        return save("inspect", target(outOption, written), written.text(), out, err);
    }

    /** The most run traces one folder export reads: its samples are built in memory, as the sim export's are. */
    static final int MAX_FOLDER_FILES = 2_000;
    /** The most bytes of run traces one folder export reads: as much as one file may hold (the log is in memory). */
    static final long MAX_FOLDER_BYTES = MAX_FILE_BYTES;

    /** Why a book file is not a run trace this export reads (said after the file's name). */
    static final class NotARunTrace extends Exception {
        NotARunTrace(String reason) {
            super(reason, null, false, false);
        }
    }

    /**
     * A book run trace with the model calls it recorded, read with the book readers' limits; an evaluation panel, its
     * recovered outcomes, or a trace without {@code llm_calls} is refused with why.
     */
    private static RunTrace bookRun(byte[] bytes) throws NotARunTrace {
        try {
            JsonNode tree = SavedFiles.readBook(bytes, RunTraceJson.treeReader(TraceLimits.DEFAULT));
            if (PanelJson.kindOf(tree) != PanelJson.Kind.OTHER) {
                throw new NotARunTrace("is an evaluation panel or its recovered outcomes: it records probabilities, "
                        + "not model calls or searches");
            }
            if (!tree.path("llm_calls").isArray() || !tree.path("agents").isArray()) {
                throw new NotARunTrace("is not a run trace with agents and llm_calls");
            }
            return SavedFiles.readBook(bytes, RunTraceJson.reader(TraceLimits.DEFAULT));
        } catch (InvalidTraceException e) {
            throw new NotARunTrace("is not a run trace: " + e.getMessage());
        }
    }

    /**
     * {@code export inspect --from DIR}: every book run trace directly in the folder ({@code *.json}, by name), one
     * sample each; any other file there is skipped with a line saying why.
     */
    private static int fromFolder(Path dir, String outOption, PrintStream out, PrintStream err) {
        List<Path> files;
        try (var list = Files.list(dir)) {
            files = list.filter(f -> f.getFileName().toString().endsWith(".json") && Files.isRegularFile(f))
                    .sorted()
                    .toList();
        } catch (IOException | UncheckedIOException e) {
            err.println("export inspect: error: cannot read " + dir + ": " + e.getMessage());
            return Picocli.USAGE;
        }
        if (files.size() > MAX_FOLDER_FILES) {
            err.println("export inspect: error: " + dir + " holds " + files.size() + " .json files; one export reads "
                    + "at most " + MAX_FOLDER_FILES);
            return Picocli.USAGE;
        }
        List<RunTrace> runs = new ArrayList<>();
        long total = 0;
        for (Path f : files) {
            try {
                long size = Files.size(f);
                if (size > MAX_FILE_BYTES) {
                    err.println("export inspect: skipped " + f.getFileName() + ": larger than "
                            + MAX_FILE_BYTES / (1024 * 1024) + " MB");
                    continue;
                }
                total += size;
                if (total > MAX_FOLDER_BYTES) {
                    err.println("export inspect: error: the run traces in " + dir + " are more than "
                            + MAX_FOLDER_BYTES / (1024 * 1024) + " MB; one export reads at most that");
                    return Picocli.USAGE;
                }
                runs.add(bookRun(Files.readAllBytes(f)));
            } catch (NotARunTrace e) {
                err.println("export inspect: skipped " + f.getFileName() + ": " + e.getMessage());
            } catch (IOException e) {
                err.println("export inspect: skipped " + f.getFileName() + ": cannot read it: " + e.getMessage());
            }
        }
        if (runs.isEmpty()) {
            err.println("export inspect: error: " + dir + " holds no run trace with model calls");
            return Picocli.USAGE;
        }
        Written written = inspect(InspectLogs.bookRuns(runs));
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

    /**
     * Writes durably ({@link SavedFiles#write(Path, byte[], SavedFiles.Overwrite)}), replacing a file at the path the
     * user named with {@code --out}, as export always has; a reader never sees half a file.
     */
    private static void write(Path target, String text) throws IOException {
        SavedFiles.write(target, text.getBytes(StandardCharsets.UTF_8), SavedFiles.Overwrite.REPLACE);
    }

    /**
     * {@code export} and its sub-commands ({@code inspect}, {@code jsonl}, {@code otel}), with the options derived
     * from the parameter spec, each with the jar's picocli setup.
     */
    static CommandLine commandLine() {
        CommandSpec top = Picocli.command(
                "export",
                List.of("java -jar workbench.jar export inspect|jsonl|otel [options] --out FILE"),
                List.of("Write a run in a format other tools read."),
                List.of("Each format takes --help."));
        CommandLine cl = new CommandLine(top);
        for (Format f : SIM_FORMATS) {
            CommandSpec sub = Picocli.command(
                    f.name(),
                    List.of("java -jar workbench.jar export " + f.name()
                            + " [sim options]"
                            + (f.name().equals("inspect") ? " [--from RUN.json] [--out FILE|DIR]" : " --out FILE")),
                    List.of(f.summary()),
                    List.of());
            for (ParamSpec<?> s : InspectLogs.exported()) {
                sub.addOption(option(s));
            }
            if (f.name().equals("inspect")) {
                sub.addOption(
                        Picocli.value(
                                "--from",
                                "RUN.json",
                                "instead of simulating: a saved live world-agent "
                                        + "run (traces/world-runs/), exported with its real messages, a judge run "
                                        + "(traces/judge-runs/), scored with the judge's findings, or the book's run traces (a run "
                                        + "trace, or a folder of them: each question a sample, scored with its forecast and Brier)"));
            }
            boolean inspect = f.name().equals("inspect");
            sub.addOption(OptionSpec.builder("--out")
                    .paramLabel(inspect ? "FILE|DIR" : "FILE")
                    .type(String.class)
                    .arity("1")
                    .required(!inspect)
                    .description(
                            inspect
                                    ? "the file to write, or a folder to write it in under Inspect's own name "
                                            + "({created}_{task}_{id}.json, which `inspect view` lists); the current folder when "
                                            + "omitted"
                                    : "the file to write")
                    .build());
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
        for (ParamSpec<?> s : InspectLogs.exported()) {
            if (!Picocli.given(sub, s.option())) {
                continue;
            }
            if (s instanceof FlagSpec) {
                given.put(s.name(), Boolean.TRUE);
            } else {
                given.put(s.name(), Picocli.converted(sub, s));
            }
        }
        return SimOptions.fromValues(given);
    }
}
