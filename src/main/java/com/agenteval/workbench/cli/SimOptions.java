package com.agenteval.workbench.cli;

import com.agenteval.workbench.core.params.ParamSpec;
import com.agenteval.workbench.core.params.ParamSpec.DecimalSpec;
import com.agenteval.workbench.core.params.ParamSpec.FlagSpec;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyNumbers;
import com.agenteval.workbench.core.python.PyStrings;
import com.agenteval.workbench.core.sim.SimParams;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The {@code sim} command's options, parsed the way ref_dump.py's argparse parser parses them: same names and
 * defaults, {@code --opt value} and {@code --opt=value}, unique prefixes ({@code --world 7}), Python's {@code int()}
 * and {@code float()} rules for values (underscores, surrounding spaces, Unicode digits), negative numbers as
 * values, {@code --precise}/{@code --vague} mutually exclusive. Problems become a one-line {@link UsageError}.
 */
final class SimOptions {

    /** A command-line mistake: one line for the user, exit status 2. */
    static final class UsageError extends RuntimeException {
        UsageError(String message) {
            super(message, null, false, false);
        }
    }

    private enum Kind {
        INT,
        BIGINT,
        FLOAT,
        STRING,
        TRUE,
        FALSE
    }

    private record Spec(String dest, Kind kind) {}

    private static final Map<String, Spec> OPTIONS = new LinkedHashMap<>();

    static {
        // ref_dump's add_argument order; the declared parameters bring their option, dest and type
        OPTIONS.put("--help", new Spec("help", Kind.TRUE));
        OPTIONS.put("--mode", new Spec("mode", Kind.STRING));
        for (ParamSpec<?> p : List.of(
                Parameters.WORLD_SEED,
                Parameters.N_STALE,
                Parameters.MEMORY_ACC,
                Parameters.WEB_EXACT,
                Parameters.WEB_ROUNDED,
                Parameters.TASKS,
                Parameters.TASK_SEED,
                Parameters.NEW_DATA,
                Parameters.CONFIG,
                Parameters.RUN_SEED,
                Parameters.REPEATS,
                Parameters.DISTRACTORS)) {
            declare(p);
        }
        OPTIONS.put(Parameters.PRECISE.option(), new Spec(Parameters.PRECISE.name(), Kind.TRUE));
        OPTIONS.put(SimParams.VAGUE, new Spec(Parameters.PRECISE.name(), Kind.FALSE));
        for (ParamSpec<?> p : List.of(
                Parameters.POISONED,
                Parameters.TEMPERATURE,
                Parameters.AVOID_WEIGHT,
                Parameters.INTENTS,
                Parameters.INTENT_SEED)) {
            declare(p);
        }
        OPTIONS.put("--internals", new Spec("internals", Kind.TRUE));
        OPTIONS.put(SimParams.FORMAT_TRACE, new Spec("format_trace", Kind.TRUE));
        OPTIONS.put("--pretty", new Spec("pretty", Kind.TRUE));
        OPTIONS.put("--self-check", new Spec("self_check", Kind.TRUE));
        OPTIONS.put("--rounds", new Spec("rounds", Kind.INT));
        OPTIONS.put("--warmup", new Spec("warmup", Kind.INT));
        // not ref_dump's: the output format of --mode results (issue 17); after --format-trace, so a prefix
        // such as --form is ambiguous between the two, as argparse would say
        OPTIONS.put("--format", new Spec("format", Kind.STRING));
    }

    private static void declare(ParamSpec<?> p) {
        Kind kind;
        if (p instanceof IntSpec i) {
            kind = i.min() == null ? Kind.BIGINT : Kind.INT;
        } else if (p instanceof DecimalSpec) {
            kind = Kind.FLOAT;
        } else if (p instanceof FlagSpec) {
            kind = Kind.TRUE;
        } else {
            kind = Kind.STRING; // a ChoiceSpec: config
        }
        OPTIONS.put(p.option(), new Spec(p.name(), kind));
    }

    /** argparse's "looks like a negative number" test: such arguments are values, not options. */
    private static final Pattern NEGATIVE_NUMBER = Pattern.compile("^-\\d+$|^-\\d*\\.\\d+$");

    private final Map<String, Object> values = new LinkedHashMap<>();
    private final List<String> seenOptions = new ArrayList<>();

    private SimOptions() {}

    /**
     * The parameters of values already read by their specs ({@code export}'s options, keyed by name), in
     * {@code results} mode, with the same defaults and checks as {@code sim}.
     */
    static SimParams fromValues(Map<String, Object> given) {
        SimOptions o = new SimOptions();
        o.values.put("mode", "results");
        o.values.putAll(given);
        return o.params();
    }

    /** Parses the arguments after {@code sim}. */
    static SimOptions parse(List<String> args) {
        SimOptions o = new SimOptions();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("-")
                    || arg.equals("-")
                    || NEGATIVE_NUMBER.matcher(arg).matches()) {
                throw new UsageError("unrecognized arguments: " + arg);
            }
            if (arg.equals("-h")) {
                o.values.put("help", Boolean.TRUE);
                continue;
            }
            if (arg.equals("--")) { // argparse: what follows is positional; there is none
                throw new UsageError("unrecognized arguments: " + String.join(" ", args.subList(i, args.size())));
            }
            String name = arg;
            String explicit = null;
            int eq = arg.indexOf('=');
            if (arg.startsWith("--") && eq > 0) {
                name = arg.substring(0, eq);
                explicit = arg.substring(eq + 1);
            }
            String option = resolve(name, arg);
            Spec spec = Objects.requireNonNull(OPTIONS.get(option), option); // resolve knows every option
            o.seenOptions.add(option);
            if (spec.kind == Kind.TRUE || spec.kind == Kind.FALSE) {
                if (explicit != null) {
                    throw new UsageError("argument " + option + ": ignored explicit argument '" + explicit + "'");
                }
                o.values.put(spec.dest, spec.kind == Kind.TRUE);
                continue;
            }
            String value;
            if (explicit != null) {
                value = explicit;
            } else {
                if (i + 1 >= args.size()) {
                    throw new UsageError("argument " + option + ": expected one argument");
                }
                String next = args.get(i + 1);
                if (next.startsWith("-")
                        && !next.equals("-")
                        && !NEGATIVE_NUMBER.matcher(next).matches()
                        && !next.contains(" ")) {
                    throw new UsageError("argument " + option + ": expected one argument");
                }
                value = next;
                i++;
            }
            o.values.put(spec.dest, convert(option, spec.kind, value));
        }
        if (o.seenOptions.contains(Parameters.PRECISE.option()) && o.seenOptions.contains(SimParams.VAGUE)) {
            throw new UsageError("argument --vague: not allowed with argument --precise");
        }
        return o;
    }

    /** Exact option, or a unique prefix of one (argparse's allow_abbrev). */
    private static String resolve(String name, String arg) {
        if (OPTIONS.containsKey(name)) {
            return name;
        }
        if (name.startsWith("--")) {
            List<String> matches = new ArrayList<>();
            for (String opt : OPTIONS.keySet()) {
                if (opt.startsWith(name)) {
                    matches.add(opt);
                }
            }
            if (matches.size() == 1) {
                return matches.get(0);
            }
            if (matches.size() > 1) {
                throw new UsageError("ambiguous option: " + name + " could match " + String.join(", ", matches));
            }
        }
        throw new UsageError("unrecognized arguments: " + arg);
    }

    private static Object convert(String option, Kind kind, String value) {
        try {
            return switch (kind) {
                case INT, BIGINT -> parseInt(value);
                case FLOAT -> parseFloat(value);
                default -> value;
            };
        } catch (NumberFormatException e) {
            throw new UsageError("argument " + option + ": invalid " + (kind == Kind.FLOAT ? "float" : "int")
                    + " value: " + PyStrings.repr(value));
        }
    }

    /** Python's {@code int(text)} (see {@link PyNumbers#parseInt}). */
    static BigInteger parseInt(String text) {
        return PyNumbers.parseInt(text);
    }

    /** Python's {@code float(text)} (see {@link PyNumbers#parseFloat}). */
    static double parseFloat(String text) {
        return PyNumbers.parseFloat(text);
    }

    boolean has(String dest) {
        return values.containsKey(dest);
    }

    boolean flag(String dest, boolean dflt) {
        Object v = values.get(dest);
        return v == null ? dflt : (Boolean) v;
    }

    String string(String dest, String dflt) {
        Object v = values.get(dest);
        return v == null ? dflt : (String) v;
    }

    /** A text option, or null when it was not given. */
    @Nullable
    String optional(String dest) {
        return (String) values.get(dest);
    }

    /** An int option; values beyond Java's int are reported as out of range by the caller's checks. */
    int smallInt(String option, String dest, int dflt) {
        Object v = values.get(dest);
        if (v == null) {
            return dflt;
        }
        BigInteger b = (BigInteger) v;
        if (b.bitLength() > 31) {
            throw new UsageError(option + " is out of range: " + b);
        }
        return b.intValue();
    }

    double number(String dest, double dflt) {
        Object v = values.get(dest);
        return v == null ? dflt : (Double) v;
    }

    private BigInteger bigInt(IntSpec spec, BigInteger dflt) {
        Object v = values.get(spec.name());
        return v == null ? dflt : (BigInteger) v;
    }

    /** A declared count; out of its range (beyond an int too) is the declared message, naming the option. */
    private int smallInt(IntSpec spec, int dflt) {
        Object v = values.get(spec.name());
        if (v == null) {
            return dflt;
        }
        try {
            return spec.check((BigInteger) v, spec.option()).intValueExact();
        } catch (IllegalArgumentException e) {
            throw new UsageError(String.valueOf(e.getMessage()));
        }
    }

    private double number(DecimalSpec spec, double dflt) {
        return number(spec.name(), dflt);
    }

    /** The data-mode parameters (ref_dump's argument namespace). */
    SimParams params() {
        // every caller gives a mode: sim requires --mode, the other commands set it
        String mode = string("mode", "world");
        String config = optional("config");
        try {
            SimParams d = SimParams.defaults(mode);
            return new SimParams(
                    mode,
                    bigInt(Parameters.WORLD_SEED, d.worldSeed()),
                    smallInt(Parameters.N_STALE, d.nStale()),
                    number(Parameters.MEMORY_ACC, d.memoryAcc()),
                    number(Parameters.WEB_EXACT, d.webExact()),
                    number(Parameters.WEB_ROUNDED, d.webRounded()),
                    smallInt(Parameters.TASKS, d.tasks()),
                    bigInt(Parameters.TASK_SEED, d.taskSeed()),
                    flag(Parameters.NEW_DATA.name(), d.newData()),
                    config == null ? d.config() : config,
                    config != null,
                    bigInt(Parameters.RUN_SEED, d.runSeed()),
                    smallInt(Parameters.REPEATS, d.repeats()),
                    smallInt(Parameters.DISTRACTORS, d.distractors()),
                    flag(Parameters.PRECISE.name(), d.precise()),
                    flag(Parameters.POISONED.name(), d.poisoned()),
                    number(Parameters.TEMPERATURE, d.temperature()),
                    number(Parameters.AVOID_WEIGHT, d.avoidWeight()),
                    smallInt(Parameters.INTENTS, d.intents()),
                    bigInt(Parameters.INTENT_SEED, d.intentSeed()),
                    flag("format_trace", false),
                    flag("internals", false));
        } catch (IllegalArgumentException e) {
            throw new UsageError(String.valueOf(e.getMessage()));
        }
    }

    /** Options given other than the listed ones. */
    List<String> givenExcept(List<String> allowed) {
        List<String> out = new ArrayList<>();
        for (String o : seenOptions) {
            if (!allowed.contains(o)) {
                out.add(o);
            }
        }
        return out;
    }
}
