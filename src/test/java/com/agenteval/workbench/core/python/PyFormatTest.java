package com.agenteval.workbench.core.python;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The tie cases where Java's formatting and Python's differ; every expected string is CPython 3's output, e.g.
 * {@code python3 -c 'print(f"{0.2925:.3f}")'}.
 */
class PyFormatTest {

    @Test
    void aCostPrintsInDollarsToFourSignificantDigitsAsPythonsGFormat() {
        // the /configs compare printed the float itself: $0.0007965937499999909
        assertThat(PyFormat.dollars(0.0007965937499999909)).isEqualTo("$0.0007966"); // "$" + f"{x:.4g}"
        assertThat(PyFormat.dollars(0.0123456)).isEqualTo("$0.01235");
        assertThat(PyFormat.dollars(0.00125)).isEqualTo("$0.00125"); // .4g drops trailing zeros
        assertThat(PyFormat.dollars(2.5)).isEqualTo("$2.5");
    }

    @Test
    void fixedRoundsTheExactBinaryValueWhereStringFormatRoundsTheDecimalHalfUp() {
        // the /configs pass^8 values at the defaults: plan_exec, plan_exec+reflect (below the tie), and one above it
        assertThat(PyFormat.fixed(0.2925, 3)).isEqualTo("0.292");
        assertThat(String.format(Locale.ROOT, "%.3f", 0.2925)).isEqualTo("0.293"); // why this class exists
        assertThat(PyFormat.fixed(0.4125, 3)).isEqualTo("0.412");
        assertThat(PyFormat.fixed(0.4475, 3)).isEqualTo("0.448");
        assertThat(PyFormat.fixed(0.4725, 3)).isEqualTo("0.472");
        assertThat(PyFormat.fixed(2.675, 2)).isEqualTo("2.67");
        assertThat(PyFormat.fixed(1570.25, 1)).isEqualTo("1570.2"); // an exact tie: half-even
        assertThat(PyFormat.fixed(0.125, 2)).isEqualTo("0.12"); // an exact tie: half-even
        assertThat(PyFormat.fixed(2.5, 0)).isEqualTo("2");
        assertThat(PyFormat.fixed(0.0012474, 3)).isEqualTo("0.001");
    }

    @Test
    void negativeZeroKeepsItsSign() {
        assertThat(PyFormat.fixed(-0.0, 3)).isEqualTo("-0.000");
        assertThat(PyFormat.fixed(-0.0001, 3)).isEqualTo("-0.000");
        assertThat(PyFormat.round(-0.0, 1)).isEqualTo("-0.0");
        assertThat(PyFormat.round(-0.04, 1)).isEqualTo("-0.0");
        assertThat(PyFormat.signed(-0.0, 1)).isEqualTo("-0.0");
        assertThat(PyFormat.signed(0.0, 1)).isEqualTo("+0.0");
        assertThat(PyFormat.signed(-0.04, 1)).isEqualTo("-0.0");
        assertThat(PyFormat.signed(3.25, 1)).isEqualTo("+3.2");
    }

    @Test
    void roundPrintsThePythonReprOfTheRoundedFloat() {
        assertThat(PyFormat.round(1570.25, 1)).isEqualTo("1570.2");
        assertThat(PyFormat.round(2.675, 2)).isEqualTo("2.67");
        assertThat(PyFormat.round(3.0, 1)).isEqualTo("3.0");
        assertThat(PyFormat.round(1e22, 1)).isEqualTo("1e+22");
    }

    @Test
    void generalAndReprUsePythonsExponentForm() {
        assertThat(PyFormat.general(0.0012474, 4)).isEqualTo("0.001247");
        assertThat(PyFormat.general(1e-7, 4)).isEqualTo("1e-07");
        assertThat(PyFormat.repr(1e-7)).isEqualTo("1e-07");
        assertThat(Double.toString(1e-7)).isEqualTo("1.0E-7"); // what Java would have shown
        assertThat(PyFormat.general(123456.0, 4)).isEqualTo("1.235e+05");
        assertThat(PyFormat.general(0.0, 4)).isEqualTo("0");
        assertThat(PyFormat.general(1e16, 4)).isEqualTo("1e+16");
        assertThat(PyFormat.general(0.0001, 4)).isEqualTo("0.0001");
        assertThat(PyFormat.general(0.00001, 4)).isEqualTo("1e-05");
    }

    @Test
    void percentMultipliesInFloatingPointThenRoundsHalfEven() {
        assertThat(PyFormat.percent(0.99999999, 1)).isEqualTo("100.0%"); // Python's own output
        assertThat(PyFormat.percent(0.2925, 1)).isEqualTo("29.2%");
        assertThat(PyFormat.percent(0.125, 0)).isEqualTo("12%");
        assertThat(PyFormat.percent(0.285, 0)).isEqualTo("28%");
        assertThat(PyFormat.percent(0.005, 0)).isEqualTo("0%");
    }

    @Test
    void groupedUsesCommasWhateverTheLocale() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY); // %,d would print 1.234.567 here
            assertThat(PyFormat.grouped(1_234_567)).isEqualTo("1,234,567");
            assertThat(PyFormat.grouped(-1_234_567)).isEqualTo("-1,234,567");
            assertThat(PyFormat.grouped(999)).isEqualTo("999");
            assertThat(PyFormat.grouped(-999)).isEqualTo("-999");
            assertThat(PyFormat.grouped(1000)).isEqualTo("1,000");
            assertThat(PyFormat.grouped(0)).isEqualTo("0");
            assertThat(PyFormat.grouped(Long.MIN_VALUE)).isEqualTo("-9,223,372,036,854,775,808");
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void nonFiniteValuesPrintAsPythonDoes() {
        assertThat(PyFormat.fixed(Double.NaN, 3)).isEqualTo("nan");
        assertThat(PyFormat.fixed(Double.NEGATIVE_INFINITY, 3)).isEqualTo("-inf");
        assertThat(PyFormat.signed(Double.POSITIVE_INFINITY, 1)).isEqualTo("+inf");
        assertThat(PyFormat.signed(Double.NaN, 1)).isEqualTo("+nan");
        assertThat(PyFormat.percent(Double.POSITIVE_INFINITY, 1)).isEqualTo("inf%");
    }
}
