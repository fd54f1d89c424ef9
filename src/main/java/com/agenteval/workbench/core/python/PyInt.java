package com.agenteval.workbench.core.python;

import java.math.BigInteger;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/** A Python int of any size (small values are kept as a Java int as well, for speed). */
public final class PyInt implements PyObject {

    /** CPython 3.11's default limit for int↔str conversion ({@code sys.get_int_max_str_digits()}). */
    public static final int MAX_STR_DIGITS = 4300;

    private static final int CACHE_LOW = -100;
    private static final PyInt[] SMALL = new PyInt[2200];

    static {
        for (int i = 0; i < SMALL.length; i++) {
            SMALL[i] =
                    new PyInt(BigInteger.valueOf(i + CACHE_LOW), i + CACHE_LOW, true, Integer.toString(i + CACHE_LOW));
        }
    }

    private final BigInteger value;
    private final int small;
    private final boolean fits;
    private final @Nullable String text;

    private PyInt(BigInteger value, int small, boolean fits, @Nullable String text) {
        this.value = value;
        this.small = small;
        this.fits = fits;
        this.text = text;
    }

    /** An int of any size. */
    public PyInt(BigInteger value) {
        this(
                Objects.requireNonNull(value, "value"),
                value.bitLength() < 32 ? value.intValue() : 0,
                value.bitLength() < 32,
                null);
    }

    public static PyInt of(long v) {
        if (v >= CACHE_LOW && v < SMALL.length + CACHE_LOW) {
            return SMALL[(int) v - CACHE_LOW];
        }
        return new PyInt(BigInteger.valueOf(v));
    }

    public static PyInt of(BigInteger v) {
        return v.bitLength() < 32 ? of(v.intValue()) : new PyInt(v);
    }

    /** The value. */
    public BigInteger value() {
        return value;
    }

    /** True when the value fits a Java int. */
    public boolean fitsInt() {
        return fits;
    }

    /** The value as a Java int; only valid when {@link #fitsInt()}. */
    public int intValue() {
        if (!fits) {
            throw new ArithmeticException("int too large: " + value);
        }
        return small;
    }

    @Override
    public String typeName() {
        return "int";
    }

    /**
     * Decimal text. Like CPython 3.11, refuses ints with more than 4300 digits.
     *
     * @throws PyException ValueError beyond the digit limit
     */
    @Override
    public String repr() {
        if (text != null) {
            return text;
        }
        if (value.bitLength() > 14_000) {
            String s = value.abs().toString();
            if (s.length() > MAX_STR_DIGITS) {
                throw new PyException(
                        "ValueError",
                        "Exceeds the limit (4300 digits) for integer string conversion; "
                                + "use sys.set_int_max_str_digits() to increase the limit");
            }
            return value.signum() < 0 ? "-" + s : s;
        }
        return value.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PyInt i && (fits && i.fits ? small == i.small : value.equals(i.value));
    }

    @Override
    public int hashCode() {
        return fits ? small : value.hashCode();
    }

    @Override
    public String toString() {
        return "PyInt[" + value + "]";
    }
}
