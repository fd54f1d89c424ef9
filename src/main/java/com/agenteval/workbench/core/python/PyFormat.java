package com.agenteval.workbench.core.python;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.TokenStreamFactory;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.IOException;
import java.io.StringWriter;

/**
 * The one number formatter of every page, chart label, command output and CLI line: Python's format specs, exact.
 * Java's {@code String.format("%.3f")} rounds the decimal expansion half-up, so it prints 0.293 where Python's
 * {@code f"{0.2925:.3f}"} prints 0.292 (the double nearest 0.2925 lies just below it); these never differ from
 * Python.
 *
 * <pre>{@code
 * PyFormat.fixed(0.2925, 3);      // "0.292"     f"{x:.3f}"
 * PyFormat.round(1570.25, 1);     // "1570.2"    str(round(x, 1))
 * PyFormat.percent(0.2925, 1);    // "29.2%"     f"{x:.1%}"
 * PyFormat.general(0.0012474, 4); // "0.001247"  f"{x:.4g}"
 * PyFormat.grouped(1234567);      // "1,234,567" f"{n:,}"
 * PyFormat.dollars(0.00079659375); // "$0.0007966" "$" + f"{x:.4g}", a cost
 * }</pre>
 */
public final class PyFormat {

    private PyFormat() {}

    /** {@code f"{x:.{digits}f}"}: the exact binary value rounded half-even; the sign of zero is kept. */
    public static String fixed(double x, int digits) {
        return PyFloats.formatF(x, digits);
    }

    /**
     * A figure with its 95% interval beside it, {@code f"{x:.{digits}f} [{lo:.{digits}f}, {hi:.{digits}f}]"}:
     * {@code 0.720 [0.658, 0.782]} (issue 25's form on every score page).
     */
    public static String withInterval(double x, double lo, double hi, int digits) {
        return fixed(x, digits) + " [" + fixed(lo, digits) + ", " + fixed(hi, digits) + "]";
    }

    /** {@code f"{x:+.{digits}f}"}: as {@link #fixed} with a plus sign on anything not negative (+0.0, +nan too). */
    public static String signed(double x, int digits) {
        String s = fixed(x, digits);
        return s.startsWith("-") ? s : "+" + s;
    }

    /** {@code f"{x:.{digits}%}"}: {@code x * 100} in floating point (as CPython does), then fixed, then "%". */
    public static String percent(double x, int digits) {
        return fixed(x * 100, digits) + "%";
    }

    /**
     * A cost in dollars as the compares and tooltips print it: 4 significant digits, {@code "$" + f"{x:.4g}"}
     * ({@code $0.0007966}, never the float's {@code $0.0007965937499999909}). The configs table keeps its pinned
     * {@code f"${x:.6f}"} (page-numbers.json).
     */
    public static String dollars(double x) {
        return "$" + general(x, 4);
    }

    /** {@code f"{x:.{digits}g}"}. */
    public static String general(double x, int digits) {
        return PyFloats.formatG(x, digits);
    }

    /** {@code str(round(x, digits))} for a float: the rounded value as Python prints it (1570.25 gives "1570.2"). */
    public static String round(double x, int digits) {
        return PyFloats.repr(PyFloats.round(x, digits));
    }

    /** {@code str(x)} / {@code repr(x)} for a float: "1e-07", not Java's "1.0E-7". */
    public static String repr(double x) {
        return PyFloats.repr(x);
    }

    /** {@code f"{n:,}"} for an int: groups of three digits separated by commas, whatever the JVM's locale. */
    public static String grouped(long n) {
        String digits = Long.toString(n);
        int start = n < 0 ? 1 : 0;
        StringBuilder sb = new StringBuilder(digits.length() + digits.length() / 3);
        sb.append(digits, 0, start);
        for (int i = start; i < digits.length(); i++) {
            if (i > start && (digits.length() - i) % 3 == 0) {
                sb.append(',');
            }
            sb.append(digits.charAt(i));
        }
        return sb.toString();
    }

    /**
     * How a probability is shown on a page: Python's fixed format, except that a value strictly inside the scale never
     * prints as one of its ends. pass@k of 0.99999999 is not certain, so it shows as {@code >99.9%}, not {@code 100.0%};
     * 1e-9 shows as {@code <0.1%}, not {@code 0.0%}. Where the module itself prints a number, the page prints Python's
     * form instead (PyFormat), so that the two can be compared.
     *
     * <pre>{@code
     * BoundedPercent.percent(0.99999999, 1);   // ">99.9%"
     * BoundedPercent.percent(0.2925, 1);       // "29.2%", as f"{x:.1%}"
     * }</pre>
     */
    public static final class BoundedPercent {

        private BoundedPercent() {}

        /** {@code f"{p:.N%}"}, kept off 0% and 100% unless p is exactly 0 or 1. */
        public static String percent(double p, int digits) {
            return bounded(p * 100, digits, 100) + "%";
        }

        /**
         * {@code f"{v:.Nf}"} on a scale from 0 to {@code ceiling}; a value strictly between the ends that would print as
         * an end prints as {@code >} or {@code <} the nearest step inside instead.
         */
        public static String bounded(double v, int digits, double ceiling) {
            String s = PyFormat.fixed(v, digits);
            double step = Math.pow(10, -digits);
            if (v > 0 && v < ceiling && s.equals(PyFormat.fixed(ceiling, digits))) {
                return ">" + PyFormat.fixed(ceiling - step, digits);
            }
            if (v > 0 && v < ceiling && s.equals(PyFormat.fixed(0, digits))) {
                return "<" + PyFormat.fixed(step, digits);
            }
            return s;
        }
    }

    /**
     * JSON whose floats read as Python's {@code json.dumps} writes them: Jackson writes a double as
     * {@code Double.toString} ({@code 2.5E-4}, {@code 1.2345678E7}), Python as {@code repr} ({@code 0.00025},
     * {@code 12345678.0}). For JSON a student reads (a command's output, a trace's values on a page).
     *
     * <pre>{@code
     * ObjectMapper out = JsonMapper.builder(PyJsonNumbers.factory()).build();
     * out.writeValueAsString(Map.of("cost", 0.00025));     // {"cost":0.00025}
     * PyJsonNumbers.write(someMapper.writer(), value);     // the same through any mapper's writer
     * }</pre>
     */
    public static final class PyJsonNumbers {

        private PyJsonNumbers() {}

        /** A JSON factory whose generators write finite doubles as {@link PyFormat#repr}. */
        public static JsonFactory factory() {
            return JsonFactory.builder().addDecorator(PyJsonNumbers::decorate).build();
        }

        /**
         * The value as the writer writes it, floats as {@link PyFormat#repr}; for a mapper whose factory is not
         * {@link #factory()} (a {@code JsonMapper} cannot swap its factory).
         */
        public static String write(ObjectWriter writer, Object value) throws IOException {
            StringWriter out = new StringWriter();
            try (JsonGenerator generator = decorate(writer.getFactory(), writer.createGenerator(out))) {
                writer.writeValue(generator, value);
            }
            return out.toString();
        }

        private static JsonGenerator decorate(TokenStreamFactory factory, JsonGenerator generator) {
            return new JsonGeneratorDelegate(generator, true) {
                @Override
                public void writeNumber(double v) throws IOException {
                    if (Double.isFinite(v)) {
                        delegate.writeNumber(PyFormat.repr(v));
                    } else {
                        super.writeNumber(v); // Jackson's own NaN / Infinity handling
                    }
                }
            };
        }
    }
}
