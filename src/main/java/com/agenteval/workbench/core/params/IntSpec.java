package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyStrings;
import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

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
public record IntSpec(
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
