package com.agenteval.workbench.core.python;

import java.math.BigInteger;
import java.util.Objects;

/**
 * A Python int of any size.
 *
 * @param value the integer
 */
public record PyInt(BigInteger value) implements PyObject {

    /** CPython 3.11's default limit for int↔str conversion ({@code sys.get_int_max_str_digits()}). */
    public static final int MAX_STR_DIGITS = 4300;

    private static final PyInt[] SMALL = new PyInt[2200];

    static {
        for (int i = 0; i < SMALL.length; i++) {
            SMALL[i] = new PyInt(BigInteger.valueOf(i - 100));
        }
    }

    public PyInt {
        Objects.requireNonNull(value, "value");
    }

    public static PyInt of(long v) {
        if (v >= -100 && v < SMALL.length - 100) {
            return SMALL[(int) v + 100];
        }
        return new PyInt(BigInteger.valueOf(v));
    }

    public static PyInt of(BigInteger v) {
        return v.bitLength() < 31 ? of(v.intValue()) : new PyInt(v);
    }

    /** True when the value fits a Java int. */
    public boolean fitsInt() {
        return value.bitLength() < 32;
    }

    /** The value as a Java int; only valid when {@link #fitsInt()}. */
    public int intValue() {
        return value.intValueExact();
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
        // bitLength bound first: a cheap test that skips the conversion for small values
        if (value.bitLength() > 14_000) {
            String s = value.abs().toString();
            if (s.length() > MAX_STR_DIGITS) {
                throw new PyException("ValueError", "Exceeds the limit (4300 digits) for integer string conversion; "
                        + "use sys.set_int_max_str_digits() to increase the limit");
            }
            return value.signum() < 0 ? "-" + s : s;
        }
        return value.toString();
    }
}
