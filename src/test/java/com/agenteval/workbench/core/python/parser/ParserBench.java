package com.agenteval.workbench.core.python.parser;

import com.agenteval.workbench.core.python.PyJson;
import com.agenteval.workbench.core.python.PyObject.PyDict;
import com.agenteval.workbench.core.python.PyObject.PyStr;
import com.agenteval.workbench.core.python.parser.PythonParser.PythonSyntaxError;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.zip.GZIPInputStream;

/**
 * Times {@link PythonParser#parseEval} on the inputs of docs/benchmarks.md's parser section, a main, not a test: an
 * ordinary short expression and one over 50 characters (per call, in microseconds), the calculator corpus's
 * expressions (one pass over all), and the big inputs (per call, in milliseconds). Each case is warmed up, then
 * timed several times; the medians of wall and process CPU time are printed (on a loaded machine the CPU says more).
 * It uses only {@code parseEval}, so the same class runs against an older build of this package put first on the
 * classpath (docs/benchmarks.md gives the command that alternates the two). Each case prints what it parsed (AST
 * depth, or how many corpus expressions parsed and failed), so two builds can be checked to agree.
 *
 * <p>Arguments: a label for the output (default "parser"), repeats (default 5), warm-up runs (default 2), and the
 * start of the cases' names to run (default: all), e.g. {@code [1} to profile one.
 */
public final class ParserBench {

    private ParserBench() {}

    /** A case: its name, the input, how many parses one timed run makes, and the unit it is reported in. */
    private record Case(String name, List<String> inputs, int callsPerRun, boolean micros) {}

    public static void main(String[] args) throws IOException {
        String label = args.length > 0 ? args[0] : "parser";
        int repeats = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        int warmups = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        String only = args.length > 3 ? args[3] : "";
        List<Case> all = List.of(
                new Case("short `(2 + 3) * 4`", List.of("(2 + 3) * 4"), 20_000, true),
                new Case(
                        "ordinary, 61 chars",
                        List.of("(1200 * 1.05 ** 3 - 250.5) / 12 + 3 * (4 - 2) ** 2 - 7 // 3.5"),
                        5_000,
                        true),
                new Case("corpus (one pass)", corpus(), 1, false),
                new Case("400 groups of 100 nested parens joined by +", List.of(parenGroups()), 1, false),
                new Case("1+1+... ", List.of("1" + "+1".repeat(49_000)), 1, false),
                new Case("[1,1,...]", List.of("[" + "1,".repeat(49_000) + "]"), 1, false),
                new Case("199 nested [", List.of("[".repeat(199) + "1" + "]".repeat(199)), 1, false));
        List<Case> cases = all.stream().filter(c -> c.name().startsWith(only)).toList();
        System.out.printf(
                "%s: java %s, %d warm-up runs, %d timed runs per case, load average %.2f%n",
                label,
                System.getProperty("java.version"),
                warmups,
                repeats,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        for (Case c : cases) {
            String outcome = outcome(c.inputs());
            for (int w = 0; w < warmups; w++) {
                run(c);
            }
            double[] wall = new double[repeats];
            double[] cpu = new double[repeats];
            for (int r = 0; r < repeats; r++) {
                long cpu0 = processCpuNanos();
                long t0 = System.nanoTime();
                run(c);
                wall[r] = (System.nanoTime() - t0) / (double) c.callsPerRun();
                cpu[r] = (processCpuNanos() - cpu0) / (double) c.callsPerRun();
            }
            double unit = c.micros() ? 1e3 : 1e6;
            System.out.printf(
                    "%s | %-45s | %,d chars | wall %10.2f %s | cpu %10.2f %s | %s%n",
                    label,
                    c.name(),
                    c.inputs().stream().mapToInt(String::length).sum(),
                    median(wall) / unit,
                    c.micros() ? "us/call" : "ms",
                    median(cpu) / unit,
                    c.micros() ? "us/call" : "ms",
                    outcome);
        }
    }

    /** {@code "(" + "+".join(["(" * 100 + "1" + ")" * 100] * 400) + ")"}: 80,801 characters. */
    private static String parenGroups() {
        String group = "(".repeat(100) + "1" + ")".repeat(100);
        return "(" + String.join("+", Collections.nCopies(400, group)) + ")";
    }

    private static void run(Case c) {
        for (int i = 0; i < c.callsPerRun(); i++) {
            for (String s : c.inputs()) {
                try {
                    PythonParser.parseEval(s);
                } catch (RuntimeException e) {
                    // a SyntaxError or MemoryError is a result too: the corpus has both
                }
            }
        }
    }

    /** What the inputs parse to: the AST depth of one, or how many of several parse, fail and raise what. */
    private static String outcome(List<String> inputs) {
        int ok = 0;
        int syntax = 0;
        int other = 0;
        long depths = 0;
        for (String s : inputs) {
            try {
                depths += PythonParser.parseEval(s).depth();
                ok++;
            } catch (PythonSyntaxError e) {
                syntax++;
            } catch (RuntimeException e) {
                other++;
            }
        }
        return inputs.size() == 1
                ? (ok == 1 ? "depth " + depths : syntax == 1 ? "SyntaxError" : "raises")
                : ok + " parse (depths " + depths + "), " + syntax + " SyntaxError, " + other + " other";
    }

    /** The expressions of CalculatorCorpusTest's corpus (a test resource), at most 100,000 characters each. */
    private static List<String> corpus() throws IOException {
        List<String> out = new ArrayList<>();
        try (InputStream in = Objects.requireNonNull(
                        ParserBench.class.getResourceAsStream("/calculator/corpus.jsonl.gz"), "the corpus resource");
                BufferedReader r =
                        new BufferedReader(new InputStreamReader(new GZIPInputStream(in), StandardCharsets.US_ASCII))) {
            String line;
            while ((line = r.readLine()) != null) {
                String e = ((PyStr) ((PyDict) PyJson.loads(line)).get("e")).value();
                if (e.length() <= 100_000) { // the calculator's length limit, checked before it parses
                    out.add(e);
                }
            }
        }
        return out;
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }
}
