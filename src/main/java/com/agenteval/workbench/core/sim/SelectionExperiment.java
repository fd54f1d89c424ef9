package com.agenteval.workbench.core.sim;

import com.agenteval.workbench.core.jobs.Job.Helpers;
import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.agenteval.workbench.core.params.Parameters;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolCatalog;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The tool-selection experiment of demonstration 03, as {@code sim --mode selector} runs it: one catalog, one
 * selector, the intents of {@code make_intents(n, intent_seed)}, one {@code Random(run_seed)} for the softmax
 * draws — summarised per intent kind and as a confusion table of intent kind × picked tool.
 *
 * <pre>{@code
 * SelectionExperiment.Result r = SelectionExperiment.run(settings);
 * r.accuracy();             // equals sim's data.accuracy
 * r.confusion().count("news", "news_search");
 * }</pre>
 */
public final class SelectionExperiment {

    /** The intent kinds in make_intents' order. */
    public static final List<String> KINDS = List.of("single", "series", "topk", "compute", "chart", "news");

    private SelectionExperiment() {}

    /**
     * How one intent kind fared.
     *
     * @param kind        the kind
     * @param n           intents of this kind
     * @param correct     picks that were acceptable
     * @param poisonPicks picks of the poisoned tool
     * @param accept      the acceptable tools
     */
    public record KindScore(String kind, int n, int correct, int poisonPicks, List<String> accept) {
        public KindScore {
            accept = List.copyOf(accept);
        }

        public double accuracy() {
            return n == 0 ? 0.0 : (double) correct / n;
        }
    }

    /**
     * Intent kind × picked tool.
     *
     * @param kinds  the kinds that occur, in make_intents' order
     * @param tools  the tools picked at least once, in catalog order
     * @param counts counts[kind][tool]
     * @param accept per kind, the acceptable tools
     */
    public record Confusion(List<String> kinds, List<String> tools, int[][] counts, Map<String, List<String>> accept) {
        public Confusion {
            kinds = List.copyOf(kinds);
            tools = List.copyOf(tools);
            int[][] copy = new int[counts.length][];
            for (int i = 0; i < counts.length; i++) {
                copy[i] = counts[i].clone();
            }
            counts = copy;
            accept = Map.copyOf(accept);
        }

        int count(String kind, String tool) {
            int k = kinds.indexOf(kind);
            int t = tools.indexOf(tool);
            return k < 0 || t < 0 ? 0 : counts[k][t];
        }

        public boolean isAcceptable(String kind, String tool) {
            return accept.getOrDefault(kind, List.of()).contains(tool);
        }
    }

    /**
     * The outcome of one experiment.
     *
     * @param settings       what ran
     * @param n              intents
     * @param correct        acceptable sampled picks
     * @param greedyCorrect  acceptable arg-max picks (temperature → 0)
     * @param poisonPicks    sampled picks of the poisoned tool
     * @param perKind        per intent kind, in make_intents' order (kinds that occur)
     * @param confusion      intent kind × picked tool
     */
    public record Result(
            SelectionSettings settings,
            int n,
            int correct,
            int greedyCorrect,
            int poisonPicks,
            List<KindScore> perKind,
            Confusion confusion) {
        public Result {
            Objects.requireNonNull(settings, "settings");
            perKind = List.copyOf(perKind);
        }

        public double accuracy() {
            return (double) correct / n;
        }

        public double greedyAccuracy() {
            return (double) greedyCorrect / n;
        }

        public double poisonShare() {
            return (double) poisonPicks / n;
        }
    }

    public static Result run(SelectionSettings s) {
        return run(s, Intents.make(s.intents(), s.intentSeed()));
    }

    /** Runs the experiment on intents already made with the settings' count and seed. */
    static Result run(SelectionSettings s, List<Intent> intents) {
        ToolSelector sel = selector(s);
        List<String> names = sel.names();
        PyRandom rng = new PyRandom(s.runSeed());
        int[][] counts = new int[KINDS.size()][names.size()];
        int[] kindN = new int[KINDS.size()];
        int[] kindOk = new int[KINDS.size()];
        int[] kindPoison = new int[KINDS.size()];
        Map<String, List<String>> accept = new LinkedHashMap<>();
        int correct = 0;
        int greedyCorrect = 0;
        int poison = 0;
        for (Intent it : intents) {
            List<Double> scores = sel.scores(it.text());
            // select() would score the text again; the draw is the same: one random() over the same weights
            int pick = Tasks.weightedIndex(sel.weights(scores), rng);
            String chosen = names.get(pick);
            int k = KINDS.indexOf(it.kind());
            accept.putIfAbsent(it.kind(), it.accept());
            counts[k][pick]++;
            kindN[k]++;
            if (it.accept().contains(chosen)) {
                correct++;
                kindOk[k]++;
            }
            if (it.accept().contains(sel.greedy(scores))) {
                greedyCorrect++;
            }
            if (chosen.equals(ToolCatalog.POISON.name())) {
                poison++;
                kindPoison[k]++;
            }
        }
        List<KindScore> perKind = new ArrayList<>();
        List<String> kinds = new ArrayList<>();
        List<Integer> kindRows = new ArrayList<>();
        for (int k = 0; k < KINDS.size(); k++) {
            if (kindN[k] > 0) {
                String kind = KINDS.get(k);
                perKind.add(new KindScore(
                        kind,
                        kindN[k],
                        kindOk[k],
                        kindPoison[k],
                        Objects.requireNonNull(accept.get(kind), "every kind has its acceptable tools")));
                kinds.add(kind);
                kindRows.add(k);
            }
        }
        List<Integer> pickedCols = new ArrayList<>();
        for (int t = 0; t < names.size(); t++) {
            for (int k : kindRows) {
                if (counts[k][t] > 0) {
                    pickedCols.add(t);
                    break;
                }
            }
        }
        int[][] table = new int[kinds.size()][pickedCols.size()];
        List<String> tools = new ArrayList<>();
        for (int c = 0; c < pickedCols.size(); c++) {
            tools.add(names.get(pickedCols.get(c)));
            for (int r = 0; r < kindRows.size(); r++) {
                table[r][c] = counts[kindRows.get(r)][pickedCols.get(c)];
            }
        }
        return new Result(
                s, intents.size(), correct, greedyCorrect, poison, perKind, new Confusion(kinds, tools, table, accept));
    }

    /** Sampled accuracy only, for the sweep over catalogs. */
    public static double accuracy(SelectionSettings s, List<Intent> intents) {
        return accuracy(
                s,
                intents,
                intents.stream().map(it -> Tokenizer.tokenize(it.text())).toList());
    }

    /** Sampled accuracy on intents whose texts are already tokenized ({@code tokens.get(i)} of intent i). */
    public static double accuracy(SelectionSettings s, List<Intent> intents, List<List<String>> tokens) {
        ToolSelector sel = selector(s);
        PyRandom rng = new PyRandom(s.runSeed());
        int correct = 0;
        for (int i = 0; i < intents.size(); i++) {
            int pick = Tasks.weightedIndex(sel.weights(sel.scoresOfTokens(tokens.get(i))), rng);
            if (intents.get(i).accept().contains(sel.names().get(pick))) {
                correct++;
            }
        }
        return (double) correct / intents.size();
    }

    private static ToolSelector selector(SelectionSettings s) {
        return new ToolSelector(
                ToolCatalog.of(s.distractors(), s.precise(), s.poisoned()), s.temperature(), s.avoidWeight());
    }

    /**
     * One curve of the sweep: accuracy for 0..18 distractors.
     *
     * @param precise  descriptions
     * @param poisoned with finance_helper_pro
     * @param accuracy by number of distractors
     */
    public record Curve(boolean precise, boolean poisoned, List<Double> accuracy) {
        public Curve {
            accuracy = List.copyOf(accuracy);
        }
    }

    /**
     * Accuracy against the number of distractors, for precise and vague descriptions, without and with poisoning:
     * 4 × 19 independent experiments on the same intents, run on the calling thread alone. The settings' own catalog
     * (distractors, precise, poisoned) does not matter.
     */
    public static List<Curve> sweep(SelectionSettings s) {
        return sweep(s, Helpers.NONE);
    }

    /**
     * {@link #sweep(SelectionSettings)}, its experiments on the calling thread and the helpers it lends (its session's
     * compute lane): the same curves on any number of threads, each experiment stored by its index.
     */
    public static List<Curve> sweep(SelectionSettings s, Helpers helpers) {
        List<Intent> intents = Intents.make(s.intents(), s.intentSeed());
        List<List<String>> tokens =
                intents.stream().map(it -> Tokenizer.tokenize(it.text())).toList();
        boolean[][] catalogs = {{true, false}, {false, false}, {true, true}, {false, true}}; // precise, poisoned
        int points = ToolCatalog.MAX_DISTRACTORS + 1;
        double[] acc = new double[catalogs.length * points];
        helpers.forEach(acc.length, i -> {
            boolean[] c = catalogs[i / points];
            acc[i] = accuracy(s.withCatalog(i % points, c[0], c[1]), intents, tokens);
        });
        List<Curve> curves = new ArrayList<>();
        for (int c = 0; c < catalogs.length; c++) {
            List<Double> ys = new ArrayList<>();
            for (int d = 0; d < points; d++) {
                ys.add(acc[c * points + d]);
            }
            curves.add(new Curve(catalogs[c][0], catalogs[c][1], ys));
        }
        return List.copyOf(curves);
    }

    /**
     * The parameters of one selection experiment, as {@code sim --mode selector} takes them.
     *
     * @param distractors unrelated tools from other servers, 0 to {@link com.agenteval.workbench.core.tools.ToolSpecs.ToolCatalog#MAX_DISTRACTORS}
     * @param precise     precise descriptions (what, when, when not) instead of vague ones
     * @param poisoned    add the keyword-stuffed finance_helper_pro
     * @param temperature softmax temperature, &gt; 0
     * @param avoidWeight weight of the "Do not use" part
     * @param intents     number of intents
     * @param intentSeed  seed of make_intents
     * @param runSeed     seed of the selector's draws
     */
    public record SelectionSettings(
            int distractors,
            boolean precise,
            boolean poisoned,
            double temperature,
            double avoidWeight,
            int intents,
            BigInteger intentSeed,
            BigInteger runSeed) {

        /**
         * The most intents this page runs: its sweep repeats the experiment 4 × 19 times, so it takes fewer than
         * {@code sim}'s limit; at least one, so that there is an accuracy to show.
         */
        public static final IntSpec INTENTS = Parameters.INTENTS.within(1, 2_000);

        /** The checks of the selector group, in its words. */
        public SelectionSettings {
            Parameters.DISTRACTORS.check(BigInteger.valueOf(distractors));
            Parameters.TEMPERATURE.check(temperature);
            Parameters.AVOID_WEIGHT.check(avoidWeight);
            INTENTS.check(BigInteger.valueOf(intents));
            Objects.requireNonNull(intentSeed, "intentSeed");
            Objects.requireNonNull(runSeed, "runSeed");
        }

        public SelectionSettings(
                int distractors,
                boolean precise,
                boolean poisoned,
                double temperature,
                double avoidWeight,
                int intents,
                long intentSeed,
                long runSeed) {
            this(
                    distractors,
                    precise,
                    poisoned,
                    temperature,
                    avoidWeight,
                    intents,
                    BigInteger.valueOf(intentSeed),
                    BigInteger.valueOf(runSeed));
        }

        /** The same experiment on another catalog. */
        public SelectionSettings withCatalog(int nDistractors, boolean isPrecise, boolean isPoisoned) {
            return new SelectionSettings(
                    nDistractors, isPrecise, isPoisoned, temperature, avoidWeight, intents, intentSeed, runSeed);
        }

        /** The {@code sim} parameters that print this experiment. */
        public SimParams simParams() {
            return SimParams.defaults("selector")
                    .withSelector(distractors, precise, poisoned, temperature, avoidWeight, intents, intentSeed)
                    .withRun(runSeed, 1);
        }
    }
}
