package com.agenteval.workbench.cli;

import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.ParamSpec.ChoiceSpec;
import com.agenteval.workbench.core.params.ParamSpec.FlagSpec;
import com.agenteval.workbench.core.params.ParamSpec.InvalidParameterException;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import org.jspecify.annotations.Nullable;
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

    private Picocli() {}

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
        spec.addOption(OptionSpec.builder("-h", "--help")
                .usageHelp(true)
                .description("show this help and exit")
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
                .expandAtFiles(false) // "@file" is a file name, not a list of arguments
                .overwrittenOptionsAllowed(true) // an option given twice: the last value counts, as before
                .allowOptionsAsOptionParameters(true) // --question --agents asks the question "--agents"
                .posixClusteredShortOptionsAllowed(false)
                .abbreviatedOptionsAllowed(false)
                .endOfOptionsDelimiter(NO_END_OF_OPTIONS)
                // a declared value its spec refuses is reported when the command reads it (valueOf), in the
                // command's own words; every other error is reported by run as it comes
                .collectErrors(true);
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
        return OptionSpec.builder(name)
                .paramLabel(label)
                .type(String.class)
                .arity("1")
                .description(escape(description))
                .build();
    }

    /**
     * A declared parameter's option ({@link ParamSpec#option}, {@code --agents}), with its default in the help,
     * typed: picocli converts its text through the spec ({@link ParamSpec#read}: Python's parsing, then the range),
     * which refuses it in the words every surface uses ({@code option --agents needs ...}); read it with
     * {@link #valueOf}.
     */
    public static <T> OptionSpec value(ParamSpec<T> param, String label, String description) {
        return typed(param, label, description + " (default " + formatDefault(param) + ")");
    }

    /** The same, with a description that says the default itself (a default that is not the spec's). */
    public static <T> OptionSpec typed(ParamSpec<T> param, String label, String description) {
        return typed(param, label, description, "option " + param.option());
    }

    /** A typed declared option whose refusal is spelled as sim spells it: {@code --stats-seed must be ...}. */
    public static <T> OptionSpec simStyle(ParamSpec<T> param, String label, String description) {
        return typed(param, label, description, param.option());
    }

    private static <T> OptionSpec typed(ParamSpec<T> param, String label, String description, String spelled) {
        return convertedBy(OptionSpec.builder(param.option()), param, spelled)
                .paramLabel(label)
                .description(escape(description))
                .build();
    }

    /** The option typed by its spec and converted through it; a refusal names the option as {@code spelled}. */
    private static <T> OptionSpec.Builder convertedBy(OptionSpec.Builder b, ParamSpec<T> param, String spelled) {
        return b.type(param.type()).arity("1").converters(text -> param.read(text, spelled));
    }

    /**
     * A declared option's value, as its spec converted it, or {@code param}'s default when it was not given. A value
     * the spec refused is thrown here, as the {@link InvalidParameterException} of its spec, so that each command
     * reports it in its own words, as when it read the text itself. {@code param} may be a narrower form of the
     * option's spec ({@link ParamSpec} {@code within}, live mode's caps): the value is checked against it too.
     */
    public static <T> T valueOf(ParseResult parsed, ParamSpec<T> param) {
        T value = converted(parsed, param);
        return parsed.hasMatchedOption(param.option()) ? param.check(value, "option " + param.option()) : value;
    }

    /**
     * A declared option's value as its own spec converted it, or the spec's default when it was not given; a value
     * the spec refused is thrown here ({@link InvalidParameterException}), for the command to report.
     */
    public static <T> T converted(ParseResult parsed, ParamSpec<T> param) {
        InvalidParameterException refused = refusedValue(parsed, param.option());
        if (refused != null) {
            throw refused;
        }
        return parsed.matchedOptionValue(param.option(), param.defaultValue());
    }

    /** Whether {@code option}'s value was given: converted, or refused by its spec (then {@link #valueOf} throws). */
    public static boolean given(ParseResult parsed, String option) {
        return parsed.hasMatchedOption(option) || refusedValue(parsed, option) != null;
    }

    private static @Nullable InvalidParameterException refusedValue(ParseResult parsed, String option) {
        for (Exception e : parsed.errors()) {
            if (e instanceof ParameterException p
                    && p.getCause() instanceof InvalidParameterException refused
                    && p.getArgSpec() instanceof OptionSpec o
                    && o.longestName().equals(option)) {
                return refused;
            }
        }
        return null;
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
            return b.arity("0")
                    .type(boolean.class)
                    .description(escape(text + note))
                    .build();
        }
        convertedBy(b, param, param.option()); // refusals spelled with the bare option, as sim's are
        String choices = "";
        if (param instanceof ChoiceSpec c) {
            b.completionCandidates(c.options());
            choices = "; one of: " + CHOICES + (c.other() == null ? "" : ", or a config code");
        }
        return b.paramLabel(param.name().toUpperCase(Locale.ROOT))
                .description(escape(text + "; default " + formatDefault(param)) + choices + escape(note))
                .build();
    }

    /** Picocli's variable for an option's completion candidates, expanded in its help. */
    private static final String CHOICES = "${COMPLETION-CANDIDATES}";

    /**
     * An option that takes an int that is not a declared parameter ({@code judge --llm-traces}), converted by
     * picocli; a text that is not one is refused as argparse words it: {@code argument --n: invalid int value: 'x'}.
     */
    public static OptionSpec integer(String name, String label, String description) {
        return converted(name, label, description, Integer.class, text -> {
            try {
                return Integer.parseInt(text);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("invalid int value: '" + text + "'");
            }
        });
    }

    /**
     * An option that is not a declared parameter, converted by {@code convert} when picocli parses it; what it
     * refuses (an {@link IllegalArgumentException}) is reported as argparse words it: {@code argument --x: why}.
     */
    public static <T> OptionSpec converted(
            String name, String label, String description, Class<T> type, Function<String, T> convert) {
        return OptionSpec.builder(name)
                .paramLabel(label)
                .type(type)
                .arity("1")
                .converters(text -> {
                    try {
                        return convert.apply(text);
                    } catch (IllegalArgumentException e) {
                        throw new CommandLine.TypeConversionException(e.getMessage());
                    }
                })
                .description(escape(description))
                .build();
    }

    /** An option that stands alone. */
    public static OptionSpec flag(String name, String description) {
        return OptionSpec.builder(name)
                .type(boolean.class)
                .arity("0")
                .description(escape(description))
                .build();
    }

    /**
     * Gives a command its words: what is not an option (a sub-command and its arguments), in order, read by
     * {@link #words}. An unknown {@code --option} is refused by name; a word with one dash stays a word, as it always
     * was ({@code trace inspect -x.json}).
     */
    public static CommandSpec withWords(CommandSpec spec, String label) {
        spec.addPositional(PositionalParamSpec.builder()
                .paramLabel(label)
                .arity("0..*")
                .type(String[].class)
                .hidden(true)
                .build());
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
    public static int run(
            CommandLine cl,
            List<String> args,
            PrintStream out,
            PrintStream err,
            Function<ParameterException, String> refusal,
            ToIntFunction<ParseResult> body) {
        ParseResult parsed;
        try {
            parsed = cl.parseArgs(args.toArray(String[]::new));
        } catch (ParameterException e) {
            err.println(refusal.apply(e));
            return USAGE;
        }
        for (ParseResult p = parsed; p != null; p = p.subcommand()) {
            for (Exception e : p.errors()) {
                if (!(e instanceof ParameterException pe && pe.getCause() instanceof InvalidParameterException)) {
                    err.println(refusal.apply(
                            e instanceof ParameterException pe
                                    ? pe
                                    : new ParameterException(cl, String.valueOf(e.getMessage()), e)));
                    return USAGE;
                }
            }
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
        if (e instanceof CommandLine.UnmatchedArgumentException u
                && !u.getUnmatched().isEmpty()) {
            String arg = u.getUnmatched().get(0);
            return arg.startsWith("-") ? "unknown option '" + arg + "'" : "unexpected argument '" + arg + "'";
        }
        OptionSpec missing = missingOption(e);
        if (missing != null) {
            return "option " + missing.longestName() + " needs a value";
        }
        if (e.getCause() instanceof CommandLine.TypeConversionException t && e.getArgSpec() instanceof OptionSpec o) {
            return "argument " + o.longestName() + ": " + t.getMessage();
        }
        return String.valueOf(e.getMessage());
    }

    /** The option that a refused command line is about, when it is one: for messages in other words. */
    public static @Nullable OptionSpec missingOption(ParameterException e) {
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
