package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyStrings;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * One parameter, declared once. Every surface reads a value the same way: {@link #read} parses the text (Python's
 * {@code int()}/{@code float()} rules, as {@code sim}'s argparse does) and checks the range, and a refusal is an
 * {@link InvalidParameterException} whose message is the module's.
 *
 * <pre>{@code
 * Parameters.N_STALE.read("70");   // InvalidParameterException: n_stale must be between 0 and 65 (the number of records), got 70
 * Parameters.N_STALE.option();     // "--n-stale"
 * Parameters.N_STALE.accepts("seed"); // false; Parameters.WORLD_SEED.accepts("seed"): true (an old URL key)
 * }</pre>
 *
 * @param <T> the value type: {@link java.math.BigInteger}, {@link Double}, {@link Boolean} or {@link String}
 */
public sealed interface ParamSpec<T> {

    /** The canonical name, as {@code sim} spells it ({@code n_stale}); also the URL key, MCP key and JSON field. */
    String name();

    /** Older URL keys that still work ({@code stale}); pages rewrite them to {@link #name}. */
    List<String> aliases();

    /** The i18n key of the field's label and help ({@code param.n_stale}). */
    default String helpKey() {
        return "param." + name();
    }

    T defaultValue();

    /** The value type, {@code T} itself: what a typed command-line option converts its text to. */
    Class<T> type();

    /** The value a text denotes (URL, MCP, CLI), without the range check. */
    T parse(String text);

    /** Why a value is refused, without the parameter's name ("must be between 0 and 65 ..., got 70"). */
    Optional<String> rule(T value);

    /** The text {@link #parse} reads back to {@code value}. */
    String format(T value);

    /** The CLI option, {@code --n-stale}. */
    default String option() {
        return "--" + name().replace('_', '-');
    }

    /** Whether {@code key} names this parameter: the canonical name or an alias. */
    default boolean accepts(String key) {
        return name().equals(key) || aliases().contains(key);
    }

    /** Checks a value; the message names the parameter as {@code spelled} (its key or its option). */
    default T check(T value, String spelled) {
        Optional<String> r = rule(value);
        if (r.isPresent()) {
            throw new InvalidParameterException(name(), spelled + " " + r.get());
        }
        return value;
    }

    default T check(T value) {
        return check(value, name());
    }

    /** Parses and checks a text; the message names the parameter as {@code spelled}. */
    default T read(String text, String spelled) {
        T v;
        try {
            v = parse(text);
        } catch (IllegalArgumentException e) {
            throw new InvalidParameterException(name(), spelled + " " + e.getMessage());
        }
        return check(v, spelled);
    }

    default T read(String text) {
        return read(text, name());
    }

    /** The message refusing {@code value}, or empty: the page field, URL, CLI and MCP all show this. */
    default Optional<String> problem(T value) {
        return rule(value).map(r -> name() + " " + r);
    }

    /** Longer texts are refused before they are parsed (a URL or MCP value is untrusted). */
    int MAX_TEXT = 4_400;

    /** Refuses a missing or over-long text before it is parsed. */
    static void checkLength(String text) {
        if (text == null) {
            throw new IllegalArgumentException("has no value");
        }
        if (text.length() > MAX_TEXT) {
            throw new IllegalArgumentException("is too long (" + text.length() + " characters)");
        }
    }

    /**
     * A whole-number parameter, read with Python's {@code int()} rules (as {@code sim}'s argparse does). Seeds are
     * unbounded, as in Python ({@code min} and {@code max} null); counts have an inclusive range.
     *
     * @param name         canonical name
     * @param aliases      old URL keys
     * @param defaultValue the module's default
     * @param min          least accepted value, or null (any int)
     * @param max          greatest accepted value, or null (any int)
     * @param note         said after the range in the message, e.g. " (the number of records)", or ""
     * @param wording      how the text is read and a refusal worded: the module's, or the forecast command's
     */
    record IntSpec(
            String name,
            List<String> aliases,
            BigInteger defaultValue,
            @Nullable BigInteger min,
            @Nullable BigInteger max,
            String note,
            Wording wording)
            implements ParamSpec<BigInteger> {

        @Override
        public Class<BigInteger> type() {
            return BigInteger.class;
        }

        public IntSpec {
            Objects.requireNonNull(name, "name");
            aliases = List.copyOf(aliases);
            Objects.requireNonNull(defaultValue, "defaultValue");
            Objects.requireNonNull(note, "note");
            Objects.requireNonNull(wording, "wording");
            if ((min == null) != (max == null)
                    || min != null
                            && (min.compareTo(max) > 0
                                    || defaultValue.compareTo(min) < 0
                                    || defaultValue.compareTo(max) > 0)) {
                throw new IllegalArgumentException(name + ": default " + defaultValue + " outside " + min + ".." + max);
            }
        }

        /** A module parameter (sim's wording); an unbounded one when {@code min} and {@code max} are null. */
        IntSpec(
                String name,
                List<String> aliases,
                BigInteger defaultValue,
                @Nullable BigInteger min,
                @Nullable BigInteger max,
                String note) {
            this(name, aliases, defaultValue, min, max, note, Wording.MODULE);
        }

        /** An unbounded int (a seed). */
        static IntSpec seed(String name, long dflt, String... aliases) {
            return new IntSpec(name, List.of(aliases), BigInteger.valueOf(dflt), null, null, "");
        }

        static IntSpec count(String name, long dflt, long min, long max, String note, String... aliases) {
            return new IntSpec(
                    name,
                    List.of(aliases),
                    BigInteger.valueOf(dflt),
                    BigInteger.valueOf(min),
                    BigInteger.valueOf(max),
                    note);
        }

        /** A forecast command count, {@code --agents}: "needs an integer from 1 to 100, got '0'". */
        static IntSpec forecastCount(String name, long dflt, long min, long max) {
            return new IntSpec(
                    name,
                    List.of(),
                    BigInteger.valueOf(dflt),
                    BigInteger.valueOf(min),
                    BigInteger.valueOf(max),
                    "",
                    Wording.FORECAST);
        }

        /** A forecast command seed: any Java long, "needs an integer, got 'x'". */
        static IntSpec forecastSeed(String name, long dflt) {
            return new IntSpec(name, List.of(), BigInteger.valueOf(dflt), null, null, "", Wording.FORECAST);
        }

        /**
         * The same parameter in a narrower range, for a surface that can afford less (a live run costs money; a page
         * runs every config K times), refused in the same words. The default moves into the range.
         */
        public IntSpec within(long newMin, long newMax) {
            BigInteger lo = min == null ? BigInteger.valueOf(newMin) : min.max(BigInteger.valueOf(newMin));
            BigInteger hi = max == null ? BigInteger.valueOf(newMax) : max.min(BigInteger.valueOf(newMax));
            return new IntSpec(name, aliases, defaultValue.max(lo).min(hi), lo, hi, note, wording);
        }

        /** The value as a Java int; for bounded specs whose range fits one. */
        public int intValue(BigInteger v) {
            return v.intValueExact();
        }

        @Override
        public BigInteger parse(String text) {
            ParamSpec.checkLength(text);
            try {
                return wording == Wording.MODULE
                        ? PyNumbers.parseInt(text)
                        : BigInteger.valueOf(Long.parseLong(text.strip()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(
                        wording == Wording.MODULE
                                ? "must be an integer, got " + PyStrings.repr(text)
                                : needs() + ", got '" + text + "'");
            }
        }

        @Override
        public Optional<String> rule(BigInteger v) {
            if (min != null && (v.compareTo(min) < 0 || v.compareTo(max) > 0)) {
                return Optional.of(
                        wording == Wording.MODULE
                                ? "must be between " + min + " and " + max + note + ", got " + v
                                : needs() + ", got '" + v + "'");
            }
            return Optional.empty();
        }

        /** The forecast command's sentence, "needs an integer from 1 to 100": the same for a typo and a value out of range. */
        private String needs() {
            return "needs an integer" + (min == null ? "" : " from " + min + " to " + max);
        }

        @Override
        public String format(BigInteger v) {
            return v.toString();
        }
    }

    /**
     * A decimal parameter, read with Python's {@code float()} rules; its {@link Rule} is the module's check.
     *
     * @param name         canonical name
     * @param aliases      old URL keys
     * @param defaultValue the module's default
     * @param rule         which values are accepted
     * @param step         the page field's step
     * @param wording      how the text is read and a refusal worded: the module's, or the forecast command's
     */
    record DecimalSpec(String name, List<String> aliases, Double defaultValue, Rule rule, double step, Wording wording)
            implements ParamSpec<Double> {

        @Override
        public Class<Double> type() {
            return Double.class;
        }

        /** The checks, each with the module's sentence and the forecast command's. */
        public enum Rule {
            PROBABILITY("must be a probability in [0, 1]", "needs a number from 0 to 1", 0, 1),
            POSITIVE("must be a finite number > 0", "needs a number > 0", Double.MIN_VALUE, Double.MAX_VALUE),
            NON_NEGATIVE("must be a finite number >= 0", "needs a number ≥ 0", 0, Double.MAX_VALUE),
            FINITE("must be a finite number", "needs a number", -Double.MAX_VALUE, Double.MAX_VALUE);

            private final String sentence;
            private final String needs;
            private final double min;
            private final double max;

            Rule(String sentence, String needs, double min, double max) {
                this.sentence = sentence;
                this.needs = needs;
                this.min = min;
                this.max = max;
            }

            public boolean accepts(double v) {
                return v >= min && v <= max; // false for NaN and the infinities
            }

            public double min() {
                return min;
            }

            public double max() {
                return max;
            }
        }

        public DecimalSpec {
            Objects.requireNonNull(name, "name");
            aliases = List.copyOf(aliases);
            Objects.requireNonNull(defaultValue, "defaultValue");
            Objects.requireNonNull(rule, "rule");
            Objects.requireNonNull(wording, "wording");
            if (!rule.accepts(defaultValue)) {
                throw new IllegalArgumentException(name + ": default " + defaultValue + " " + rule.sentence);
            }
        }

        /** A module parameter (sim's wording). */
        DecimalSpec(String name, List<String> aliases, Double defaultValue, Rule rule, double step) {
            this(name, aliases, defaultValue, rule, step, Wording.MODULE);
        }

        static DecimalSpec probability(String name, double dflt, String... aliases) {
            return new DecimalSpec(name, List.of(aliases), dflt, Rule.PROBABILITY, 0.05);
        }

        /** A forecast command knob, {@code --noise}: "needs a number ≥ 0, got 'NaN'". */
        static DecimalSpec forecastKnob(String name, double dflt, Rule rule, double step) {
            return new DecimalSpec(name, List.of(), dflt, rule, step, Wording.FORECAST);
        }

        @Override
        public Double parse(String text) {
            ParamSpec.checkLength(text);
            try {
                // the forecast command reads Java's syntax: "NaN" is a number (out of range), "nan" is not one
                return wording == Wording.MODULE ? PyNumbers.parseFloat(text) : Double.parseDouble(text.strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(
                        wording == Wording.MODULE
                                ? "must be a number, got " + PyStrings.repr(text)
                                : "needs a number, got '" + text + "'");
            }
        }

        @Override
        public Optional<String> rule(Double v) {
            if (rule.accepts(v)) {
                return Optional.empty();
            }
            return Optional.of(
                    wording == Wording.MODULE
                            ? rule.sentence + ", got " + PyFloats.repr(v)
                            : rule.needs + ", got '" + text(v) + "'");
        }

        /** Shortest text that reads back to the same double, without a trailing ".0" (the page links' form). */
        @Override
        public String format(Double v) {
            return text(v);
        }

        /** A decimal's URL text: the shortest that reads back to the same double, without a trailing ".0". */
        public static String text(double v) {
            String s = Double.toString(v);
            return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
        }
    }

    /**
     * An on/off parameter: a {@code sim} switch ({@code --new-data}), {@code true}/{@code false} in a URL.
     *
     * @param name         canonical name
     * @param aliases      old URL keys
     * @param defaultValue the module's default
     */
    record FlagSpec(String name, List<String> aliases, Boolean defaultValue) implements ParamSpec<Boolean> {

        @Override
        public Class<Boolean> type() {
            return Boolean.class;
        }

        public FlagSpec {
            Objects.requireNonNull(name, "name");
            aliases = List.copyOf(aliases);
            Objects.requireNonNull(defaultValue, "defaultValue");
        }

        @Override
        public Boolean parse(String text) {
            ParamSpec.checkLength(text);
            String t = text.strip().toLowerCase(Locale.ROOT);
            return switch (t) {
                case "true", "1", "yes", "on" -> true;
                case "false", "0", "no", "off" -> false;
                default -> throw new IllegalArgumentException("must be true or false, got " + PyStrings.repr(text));
            };
        }

        @Override
        public Optional<String> rule(Boolean value) {
            return Optional.empty();
        }

        @Override
        public String format(Boolean v) {
            return v.toString();
        }
    }

    /**
     * A choice among named options ({@code judge=rules}). An open choice also takes texts beyond the options that its
     * {@code other} check accepts (the {@code config} parameter: a name, or a custom config's encoding).
     *
     * @param name         canonical name
     * @param aliases      old URL keys
     * @param options      the named options, in display order
     * @param defaultValue one of the options
     * @param other        for a text that is not an option: empty when accepted, else why not; null for a closed choice
     */
    record ChoiceSpec(
            String name,
            List<String> aliases,
            List<String> options,
            String defaultValue,
            @Nullable Function<String, Optional<String>> other)
            implements ParamSpec<String> {

        @Override
        public Class<String> type() {
            return String.class;
        }

        public ChoiceSpec {
            Objects.requireNonNull(name, "name");
            aliases = List.copyOf(aliases);
            options = List.copyOf(options);
            if (!options.contains(defaultValue)) {
                throw new IllegalArgumentException(name + ": the default is not one of the options");
            }
        }

        static ChoiceSpec closed(String name, List<String> options, String dflt, String... aliases) {
            return new ChoiceSpec(name, List.of(aliases), options, dflt, null);
        }

        @Override
        public String parse(String text) {
            ParamSpec.checkLength(text);
            return text.strip();
        }

        @Override
        public Optional<String> rule(String v) {
            if (options.contains(v)) {
                return Optional.empty();
            }
            if (other != null) {
                return other.apply(v);
            }
            return Optional.of("must be one of " + String.join(", ", options) + ", got " + PyStrings.repr(v));
        }

        @Override
        public String format(String v) {
            return v;
        }
    }

    /**
     * How a parameter reads its text and words a refusal. {@code sim} follows ref_dump.py's argparse (Python's
     * {@code int()}/{@code float()}, "must be between 0 and 65, got 70"); the {@code forecast} command has its own
     * options, read with Java's number syntax and refused as "needs an integer from 1 to 100, got '0'", messages
     * that students' scripts and the tests already know. A spec is one or the other, on every surface.
     */
    enum Wording {
        /** ref_dump.py's: Python number syntax, "must be ...". */
        MODULE,
        /** The forecast command's: Java number syntax, "needs ..., got 'text'". */
        FORECAST
    }

    /** A refused parameter value; the message is one line for the student, naming the parameter. */
    final class InvalidParameterException extends IllegalArgumentException {

        private final String parameter;

        public InvalidParameterException(String parameter, String message) {
            super(message);
            this.parameter = parameter;
        }

        /** The canonical name of the refused parameter. */
        public String parameter() {
            return parameter;
        }
    }
}
