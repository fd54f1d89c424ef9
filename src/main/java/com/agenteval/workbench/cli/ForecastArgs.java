package com.agenteval.workbench.cli;

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

    /** A number option, or the default; a value that is not a number is refused. */
    double doubleValue(String option, double defaultValue) {
        return number(option, defaultValue, Double::parseDouble, "a number");
    }

    /**
     * A number option within bounds, or the default: NaN, an infinity and a value outside the bounds are refused
     * with the value named, e.g. {@code option --noise needs a number ≥ 0, got 'NaN'}.
     *
     * @param minIncluded whether {@code min} itself is allowed ({@code --overconfidence} must be above 0)
     */
    double doubleValue(String option, double defaultValue, double min, boolean minIncluded, double max) {
        double v = doubleValue(option, defaultValue);
        boolean aboveMin = minIncluded ? v >= min : v > min;
        if (!Double.isFinite(v) || !aboveMin || v > max) {
            String range = max == Double.POSITIVE_INFINITY ? (minIncluded ? "≥ " : "> ") + plain(min)
                    : "from " + plain(min) + " to " + plain(max);
            throw new IllegalArgumentException("option " + option + " needs a number " + range + ", got '"
                    + values.get(option) + "'");
        }
        return v;
    }

    /** An integer option from {@code min} to {@code max}, or the default; others are refused with the value named. */
    int intValue(String option, int defaultValue, int min, int max) {
        long v;
        try {
            v = longValue(option, defaultValue);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("option " + option + " needs an integer from " + min + " to " + max
                    + ", got '" + values.get(option) + "'");
        }
        if (v < min || v > max) {
            throw new IllegalArgumentException("option " + option + " needs an integer from " + min + " to " + max
                    + ", got '" + values.get(option) + "'");
        }
        return (int) v;
    }

    private static String plain(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d);
    }

    /** A long option, or the default; a value that is not an integer is refused. */
    long longValue(String option, long defaultValue) {
        return number(option, defaultValue, Long::parseLong, "an integer");
    }

    /** An integer option, or the default; a value that is not an integer is refused. */
    int intValue(String option, int defaultValue) {
        return number(option, defaultValue, Integer::parseInt, "an integer");
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
