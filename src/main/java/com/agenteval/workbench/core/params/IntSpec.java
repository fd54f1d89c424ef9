package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyStrings;
import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

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
 */
public record IntSpec(String name, List<String> aliases, BigInteger defaultValue, BigInteger min, BigInteger max,
                      String note) implements ParamSpec<BigInteger> {

    public IntSpec {
        Objects.requireNonNull(name, "name");
        aliases = List.copyOf(aliases);
        Objects.requireNonNull(defaultValue, "defaultValue");
        Objects.requireNonNull(note, "note");
        if ((min == null) != (max == null) || min != null && (min.compareTo(max) > 0
                || defaultValue.compareTo(min) < 0 || defaultValue.compareTo(max) > 0)) {
            throw new IllegalArgumentException(name + ": default " + defaultValue + " outside " + min + ".." + max);
        }
    }

    /** An unbounded int (a seed). */
    static IntSpec seed(String name, long dflt, String... aliases) {
        return new IntSpec(name, List.of(aliases), BigInteger.valueOf(dflt), null, null, "");
    }

    static IntSpec count(String name, long dflt, long min, long max, String note, String... aliases) {
        return new IntSpec(name, List.of(aliases), BigInteger.valueOf(dflt), BigInteger.valueOf(min),
                BigInteger.valueOf(max), note);
    }

    /** The value as a Java int; for bounded specs whose range fits one. */
    public int intValue(BigInteger v) {
        return v.intValueExact();
    }

    @Override
    public BigInteger parse(String text) {
        ParamSpec.checkLength(text);
        try {
            return PyNumbers.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("must be an integer, got " + PyStrings.repr(text));
        }
    }

    @Override
    public Optional<String> rule(BigInteger v) {
        if (min != null && (v.compareTo(min) < 0 || v.compareTo(max) > 0)) {
            return Optional.of("must be between " + min + " and " + max + note + ", got " + v);
        }
        return Optional.empty();
    }

    @Override
    public String format(BigInteger v) {
        return v.toString();
    }
}
