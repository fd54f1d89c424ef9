package com.agenteval.workbench.cli;

import com.agenteval.workbench.core.params.IntSpec;
import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.Parameters;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The arguments of a {@code trace} or {@code forecast} sub-command: positionals, {@code --name value} options and
 * {@code --flag}s. Anything else starting with {@code --} is refused with a one-line message.
 */
final class ForecastArgs {

    private final List<String> positionals;
    private final Map<String, String> values;
    private final Set<String> flags;

    private ForecastArgs(List<String> positionals, Map<String, String> values, Set<String> flags) {
        this.positionals = List.copyOf(positionals);
        this.values = Map.copyOf(values);
        this.flags = Set.copyOf(flags);
    }

    /**
     * @param valueOptions options that take a value, e.g. {@code --seed}
     * @param flagOptions options that stand alone, e.g. {@code --help}
     * @throws IllegalArgumentException for an unknown option, or an option missing its value
     */
    static ForecastArgs parse(List<String> args, Set<String> valueOptions, Set<String> flagOptions) {
        List<String> positionals = new ArrayList<>();
        Map<String, String> values = new LinkedHashMap<>();
        Set<String> flags = new java.util.HashSet<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("-h")) {
                arg = "--help";
            }
            if (!arg.startsWith("--") || arg.equals("--")) {
                positionals.add(arg);
            } else if (flagOptions.contains(arg)) {
                flags.add(arg);
            } else if (valueOptions.contains(arg)) {
                if (i + 1 >= args.size()) {
                    throw new IllegalArgumentException("option " + arg + " needs a value");
                }
                values.put(arg, args.get(++i));
            } else {
                throw new IllegalArgumentException("unknown option '" + arg + "'");
            }
        }
        return new ForecastArgs(positionals, values, flags);
    }

    List<String> positionals() {
        return positionals;
    }

    boolean has(String flag) {
        return flags.contains(flag);
    }

    Optional<String> value(String option) {
        return Optional.ofNullable(values.get(option));
    }

    /**
     * A declared option ({@link Parameters#AGENTS} is {@code --agents}), or its default: read and checked as every
     * surface reads it, the refusal naming the option, e.g. {@code option --noise needs a number ≥ 0, got 'NaN'}.
     */
    <T> T value(ParamSpec<T> spec) {
        String text = values.get(spec.option());
        return text == null ? spec.defaultValue() : spec.read(text, "option " + spec.option());
    }

    /** A declared count ({@code --agents}) as an int. */
    int count(IntSpec spec) {
        return value(spec).intValueExact();
    }

    /** A long option, or the default; a value that is not an integer is refused. */
    long longValue(String option, long defaultValue) {
        return number(option, defaultValue, Long::parseLong, "an integer");
    }

    private <T> T number(String option, T defaultValue, Function<String, T> parse, String kind) {
        String text = values.get(option);
        if (text == null) {
            return defaultValue;
        }
        try {
            return parse.apply(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option " + option + " needs " + kind + ", got '" + text + "'");
        }
    }

    /** The arguments, or, when there is nothing to run, the exit code after help or an error was printed. */
    record Parsed(ForecastArgs args, int exitCode) {
    }

    /**
     * Parses the arguments of {@code command}. With {@code --help} it prints the help (exit 0); with no sub-command,
     * the help (exit 2); for a bad option, one line on {@code err} (exit 2). Otherwise the arguments, to run.
     */
    static Parsed parseOrExplain(String command, String help, List<String> args, Set<String> valueOptions,
                                 PrintStream out, PrintStream err) {
        ForecastArgs parsed;
        try {
            parsed = parse(args, valueOptions, Set.of("--help"));
        } catch (IllegalArgumentException e) {
            err.println(command + ": " + e.getMessage() + " (try --help)");
            return new Parsed(null, 2);
        }
        if (parsed.has("--help") || parsed.positionals().isEmpty()) {
            out.print(help);
            return new Parsed(null, parsed.has("--help") ? 0 : 2);
        }
        return new Parsed(parsed, 0);
    }
}
