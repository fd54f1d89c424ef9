package com.agenteval.workbench.cli;

import com.agenteval.workbench.core.params.ChoiceSpec;
import com.agenteval.workbench.core.params.FlagSpec;
import com.agenteval.workbench.core.params.ParamSpec;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * The one picocli setup of the jar's commands ({@code forecast}, {@code trace}, {@code judge}, and any later one,
 * annotated or built from a spec): the parsing rules, the layout of the generated help, the exit codes, and how a
 * refused command line is reported, as one line on stderr in the command's words, never picocli's own wording or a
 * stack trace. {@code sim} keeps its argparse-exact parser ({@link SimOptions}).
 *
 * <pre>{@code
 * CommandSpec spec = Picocli.command("trace", List.of("java -jar workbench.jar trace list [--traces-dir D]"),
 *         List.of("  list   list the trace folder"), List.of());
 * spec.addOption(Picocli.value("--traces-dir", "D", "the store folder (default traces/)"));
 * Picocli.withWords(spec, "COMMAND");
 * return Picocli.run(new CommandLine(spec), args, out, err, Picocli.refusal("trace"), parsed -> list(parsed));
 * // an annotated command: Picocli.run(Picocli.commandLine(new ExportCommand()), args, out, err,
 * //         Picocli.refusal("export"), Picocli::call);
 * }</pre>
 */
public final class Picocli {

    /** The command did what was asked. */
    public static final int OK = 0;
    /** The command ran and failed (a file not there, a run that failed), with a one-line reason. */
    public static final int FAILED = 1;
    /** The command line was refused (an unknown option, a value out of range, no sub-command), as argparse's 2. */
    public static final int USAGE = 2;

    /**
     * The hand-written parsers these commands replaced had no end-of-options marker: {@code --} was an argument like
     * any other. picocli needs a marker, so it gets one no command line contains.
     */
    private static final String NO_END_OF_OPTIONS = "\u0000end-of-options";

    /** Width of the generated help, fixed so that it reads the same on every terminal and in tests. */
    private static final int HELP_WIDTH = 110;

    private Picocli() {
    }

    /**
     * A command spec with the workbench's parsing rules, its {@code -h}/{@code --help} and a help that starts with
     * the given usage lines, then the description, the options picocli generates from the spec, and the footer.
     * Texts are shown as written ({@code %} needs no escaping).
     */
    public static CommandSpec command(String name, List<String> usage, List<String> description, List<String> footer) {
        CommandSpec spec = CommandSpec.create().name(name);
        spec.usageMessage()
                .customSynopsis(escape(String.join("\n", usage)))
                .description(description.stream().map(Picocli::escape).toArray(String[]::new))
                .footer(footer.stream().map(Picocli::escape).toArray(String[]::new));
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("show this help and exit")
                .build());
        return configure(spec);
    }

    /** An annotated command ({@code @Command} with {@code @Option}s) with the same rules and help layout. */
    public static CommandLine commandLine(Object annotatedCommand) {
        CommandLine cl = new CommandLine(annotatedCommand);
        configure(cl.getCommandSpec());
        return cl;
    }

    private static CommandSpec configure(CommandSpec spec) {
        spec.parser()
                .expandAtFiles(false)                     // "@file" is a file name, not a list of arguments
                .overwrittenOptionsAllowed(true)          // an option given twice: the last value counts, as before
                .allowOptionsAsOptionParameters(true)     // --question --agents asks the question "--agents"
                .posixClusteredShortOptionsAllowed(false)
                .abbreviatedOptionsAllowed(false)
                .endOfOptionsDelimiter(NO_END_OF_OPTIONS);
        spec.usageMessage()
                .synopsisHeading("usage: ")
                .descriptionHeading("%n")
                .optionListHeading("%noptions:%n")
                .footerHeading("%n")
                .sortOptions(false)
                .autoWidth(false)
                .width(HELP_WIDTH);
        return spec;
    }

    /** An option that takes a value, kept as text: the command reads it (a declared parameter through its spec). */
    public static OptionSpec value(String name, String label, String description) {
        return OptionSpec.builder(name).paramLabel(label).type(String.class).arity("1")
                .description(escape(description)).build();
    }

    /**
     * A declared parameter's option ({@link ParamSpec#option}, {@code --agents}), with its default in the help; the
     * value is read by the spec, which refuses it in the words every surface uses.
     */
    public static OptionSpec value(ParamSpec<?> param, String label, String description) {
        return value(param.option(), label, description + " (default " + formatDefault(param) + ")");
    }

    private static <T> String formatDefault(ParamSpec<T> param) {
        return param.format(param.defaultValue());
    }

    /**
     * A declared parameter as a sim option ({@code --config NAME}): its help from the i18n bundle, its default, and for
     * a choice the choices themselves (picocli's completion candidates, listed by {@code --help}), then {@code note}.
     * A flag takes no value; every other value is kept as text for the spec to read.
     */
    public static OptionSpec declared(ParamSpec<?> param, String note) {
        String text;
        try {
            text = ResourceBundle.getBundle("i18n.messages", Locale.ENGLISH).getString(param.helpKey());
        } catch (MissingResourceException e) {
            text = param.name();
        }
        OptionSpec.Builder b = OptionSpec.builder(param.option());
        if (param instanceof FlagSpec) {
            return b.arity("0").type(boolean.class).description(escape(text + note)).build();
        }
        String choices = "";
        if (param instanceof ChoiceSpec c) {
            b.completionCandidates(c.options());
            choices = "; one of: " + CHOICES + (c.other() == null ? "" : ", or a config code");
        }
        return b.paramLabel(param.name().toUpperCase(Locale.ROOT)).type(String.class)
                .description(escape(text + "; default " + formatDefault(param)) + choices + escape(note)).build();
    }

    /** Picocli's variable for an option's completion candidates, expanded in its help. */
    private static final String CHOICES = "${COMPLETION-CANDIDATES}";

    /** An option that stands alone. */
    public static OptionSpec flag(String name, String description) {
        return OptionSpec.builder(name).type(boolean.class).arity("0").description(escape(description)).build();
    }

    /**
     * Gives a command its words: what is not an option (a sub-command and its arguments), in order, read by
     * {@link #words}. An unknown {@code --option} is refused by name; a word with one dash stays a word, as it always
     * was ({@code trace inspect -x.json}).
     */
    public static CommandSpec withWords(CommandSpec spec, String label) {
        spec.addPositional(PositionalParamSpec.builder().paramLabel(label).arity("0..*").type(String[].class)
                .hidden(true).build());
        spec.parser().unmatchedOptionsArePositionalParams(true);
        return spec;
    }

    /** The words of a parsed command line ({@link #withWords}). */
    public static List<String> words(ParseResult parsed) {
        return List.of(parsed.matchedPositionalValue(0, new String[0]));
    }

    /**
     * Parses {@code args}; prints the generated help for {@code -h}/{@code --help}, the sub-command's when given to
     * a sub-command ({@link #OK}); reports a refused
     * command line with {@code refusal} on {@code err} ({@link #USAGE}); otherwise runs {@code body} on what was
     * parsed. What {@code body} throws goes on to the jar's one top-level handler ({@link WorkbenchCli#run}).
     */
    public static int run(CommandLine cl, List<String> args, PrintStream out, PrintStream err,
                          Function<ParameterException, String> refusal, ToIntFunction<ParseResult> body) {
        ParseResult parsed;
        try {
            parsed = cl.parseArgs(args.toArray(String[]::new));
        } catch (ParameterException e) {
            err.println(refusal.apply(e));
            return USAGE;
        }
        if (cl.getCommandSpec().parser().unmatchedOptionsArePositionalParams()) {
            for (String word : words(parsed)) {
                if (word.startsWith("--") && !word.equals("--")) {
                    err.println(refusal.apply(new CommandLine.UnmatchedArgumentException(cl, List.of(word))));
                    return USAGE;
                }
            }
        }
        // -h on a sub-command ("export inspect --help") shows that sub-command's help
        for (ParseResult p = parsed; p != null; p = p.subcommand()) {
            if (p.isUsageHelpRequested()) {
                out.print(help(p.commandSpec().commandLine()));
                return OK;
            }
        }
        return body.applyAsInt(parsed);
    }

    /** The generated help, plain text. */
    public static String help(CommandLine cl) {
        return cl.getUsageMessage(Help.Ansi.OFF);
    }

    /** Runs an annotated command that is a {@code Callable<Integer>}: its exit code. */
    public static int call(ParseResult parsed) {
        Object command = parsed.commandSpec().userObject();
        if (!(command instanceof Callable<?> callable)) {
            throw new IllegalStateException(parsed.commandSpec().name() + " is not a Callable");
        }
        try {
            Object exit = callable.call();
            return exit instanceof Integer i ? i : OK;
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** The workbench's refusal line: {@code forecast: unknown option '--fast' (try --help)}. */
    public static Function<ParameterException, String> refusal(String command) {
        return e -> command + ": " + problem(e) + " (try --help)";
    }

    /**
     * What is wrong with a command line, in the words the hand-written parsers used: {@code unknown option '--x'},
     * {@code option --agents needs a value}, {@code unexpected argument 'x'}.
     */
    public static String problem(ParameterException e) {
        if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String arg = u.getUnmatched().get(0);
            return arg.startsWith("-") ? "unknown option '" + arg + "'" : "unexpected argument '" + arg + "'";
        }
        OptionSpec missing = missingOption(e);
        return missing != null ? "option " + missing.longestName() + " needs a value" : e.getMessage();
    }

    /** The option that a refused command line is about, when it is one: for messages in other words. */
    public static OptionSpec missingOption(ParameterException e) {
        if (e instanceof CommandLine.MissingParameterException m) {
            for (ArgSpec missing : m.getMissing()) {
                if (missing instanceof OptionSpec o) {
                    return o;
                }
            }
        }
        return null;
    }

    /** picocli formats help texts ({@code %n}); the workbench's texts are shown as written. */
    private static String escape(String text) {
        return text.replace("%", "%%");
    }
}
