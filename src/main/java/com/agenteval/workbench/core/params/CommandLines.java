package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.params.ParamSpec.FlagSpec;
import com.agenteval.workbench.core.python.PyFloats;
import java.math.BigInteger;
import java.util.Objects;

/**
 * The "equivalent command line" a page shows, built over the parameter declarations: each option is spelled by its
 * spec ({@link ParamSpec#option}) and each value written as the commands read it back (a decimal as Python's
 * {@code repr}, a text shell-quoted when it needs it). Here in core, so that the pages need nothing of {@code cli}.
 *
 * <pre>{@code
 * CommandLines.command("sim --mode world").option(Parameters.N_STALE, BigInteger.valueOf(3)).line();
 * // "sim --mode world --n-stale 3"
 * CommandLines.command("forecast run").option(Parameters.NOISE, 0.1).shown();
 * // "java -jar target/workbench.jar forecast run --noise 0.1"
 * }</pre>
 */
public final class CommandLines {

    /** How a page's "show the command line" cells start a command: the jar the build writes, then the command. */
    public static final String JAR = "java -jar target/workbench.jar ";

    private CommandLines() {}

    /** A command line that starts with {@code words} (the command and its sub-command or mode). */
    public static Line command(String words) {
        return new Line(words);
    }

    /** A text as a POSIX shell reads it back: as it is when it is safe, else single-quoted. */
    public static String quote(String s) {
        return s.matches("[A-Za-z0-9_+.-]+") ? s : "'" + s.replace("'", "'\\''") + "'";
    }

    /** A declared value as the command line writes it: Python's repr for a decimal, digits for a whole number. */
    public static String text(Object value) {
        return switch (value) {
            case Double d -> PyFloats.repr(d);
            case BigInteger i -> i.toString();
            case Integer i -> i.toString();
            case Long i -> i.toString();
            case String s -> quote(s);
            default -> throw new IllegalArgumentException("not a parameter value: " + value);
        };
    }

    /** One command line being written; each part adds a space and its words. */
    public static final class Line {

        private final StringBuilder sb;

        private Line(String words) {
            sb = new StringBuilder(Objects.requireNonNull(words, "words"));
        }

        /** A declared option and its value: {@code --n-stale 3}. */
        public Line option(ParamSpec<?> spec, Object value) {
            return append(spec.option(), text(value));
        }

        /** A declared option, only when its value is not {@code dflt} (the command's default). */
        public Line optionUnless(ParamSpec<?> spec, Object value, Object dflt) {
            return value.equals(dflt) ? this : option(spec, value);
        }

        /** A declared option, only when the value was {@code given} (not left to the command's default). */
        public Line optionIf(boolean given, ParamSpec<?> spec, Object value) {
            return given ? option(spec, value) : this;
        }

        /** A declared switch, only when {@code on}: {@code --new-data}. */
        public Line flag(FlagSpec spec, boolean on) {
            return on ? words(spec.option()) : this;
        }

        /**
         * An option that no parameter declares (a file, a question id, a command's own switch), its value written as
         * given: the caller has it in the form a student types it.
         */
        public Line option(String option, Object value) {
            return append(option, value instanceof String s ? s : text(value));
        }

        private Line append(String option, String value) {
            sb.append(' ').append(option).append(' ').append(value);
            return this;
        }

        /** Words as they are ({@code --vague}, a store's folder options). */
        public Line words(String words) {
            if (!words.isEmpty()) {
                sb.append(' ').append(words);
            }
            return this;
        }

        /** The line after the jar: {@code sim --mode world --n-stale 3}. */
        public String line() {
            return sb.toString();
        }

        /** The line as a page shows it, after {@link #JAR}. */
        public String shown() {
            return JAR + sb;
        }

        @Override
        public String toString() {
            return line();
        }
    }
}
