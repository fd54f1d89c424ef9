package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.python.PyFloats;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyStrings;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

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
public record DecimalSpec(
        String name, List<String> aliases, Double defaultValue, Rule rule, double step, Wording wording)
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
