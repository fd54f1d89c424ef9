package com.agenteval.workbench.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

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
        String text = values.get(option);
        if (text == null) {
            return defaultValue;
        }
        try {
            return Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option " + option + " needs a number, got '" + text + "'");
        }
    }

    /** A long option, or the default. */
    long longValue(String option, long defaultValue) {
        String text = values.get(option);
        if (text == null) {
            return defaultValue;
        }
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option " + option + " needs an integer, got '" + text + "'");
        }
    }

    /** An integer option, or the default; a value that is not an integer is refused. */
    int intValue(String option, int defaultValue) {
        String text = values.get(option);
        if (text == null) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option " + option + " needs an integer, got '" + text + "'");
        }
    }
}
