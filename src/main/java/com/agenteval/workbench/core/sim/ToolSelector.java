package com.agenteval.workbench.core.sim;

import com.agenteval.workbench.core.python.PyNumbers.PyMath;
import com.agenteval.workbench.core.python.PyRandom;
import com.agenteval.workbench.core.tasks.Tasks;
import com.agenteval.workbench.core.tools.ToolSpecs.ToolCatalog.CatalogEntry;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * A simulated LLM choosing a tool ({@code ToolSelector}): each description is split at "Do not use" into a
 * <em>use</em> part and an <em>avoid</em> part; TF-IDF over the catalog; score = cos(intent, use) − avoid_weight ·
 * cos(intent, avoid); the pick is a softmax over score / temperature.
 *
 * <pre>{@code
 * ToolSelector sel = new ToolSelector(ToolCatalog.of(0, true, false), 0.05, 0.5);
 * List<Double> s = sel.scores("fetch Aster Bank's valuation in 2021");
 * String pick = sel.select("fetch Aster Bank's valuation in 2021", new PyRandom(0));
 * String greedy = sel.greedy("fetch Aster Bank's valuation in 2021");
 * }</pre>
 *
 * The idf values use a correctly rounded log, which reproduces the module's printed idf, vectors and scores bit for
 * bit (PARITY_NOTES.md §4); dot products and norms use fsum.
 */
final class ToolSelector {

    private final List<String> names;
    private final double temperature;
    private final double avoidWeight;
    private final Map<String, Double> idf;
    private final List<Map<String, Double>> useVecs;
    private final List<Map<String, Double>> avoidVecs;
    /** Per entry: the norm of its use / avoid vector (constant, so computed once; the module recomputes it). */
    private final double[] useNorms;

    private final double[] avoidNorms;

    /**
     * {@code ToolSelector(catalog, temperature, avoid_weight)}.
     *
     * @param temperature must be &gt; 0 (the module divides by it)
     */
    public ToolSelector(List<CatalogEntry> catalog, double temperature, double avoidWeight) {
        Objects.requireNonNull(catalog, "catalog");
        if (!(temperature > 0) || Double.isInfinite(temperature)) {
            throw new IllegalArgumentException("temperature must be a finite number > 0, got " + temperature);
        }
        if (!Double.isFinite(avoidWeight)) {
            throw new IllegalArgumentException("avoid_weight must be finite, got " + avoidWeight);
        }
        this.temperature = temperature;
        this.avoidWeight = avoidWeight;
        List<String> ns = new ArrayList<>();
        List<String> useParts = new ArrayList<>();
        List<String> avoidParts = new ArrayList<>();
        for (CatalogEntry t : catalog) {
            ns.add(t.name());
            String d = t.description();
            int cut = d.indexOf("Do not use");
            useParts.add(cut < 0 ? d : d.substring(0, cut));
            avoidParts.add(cut < 0 ? "" : d.substring(cut));
        }
        this.names = List.copyOf(ns);
        Map<String, Integer> df = new LinkedHashMap<>();
        for (String u : useParts) {
            for (String w : new TreeSet<>(Tokenizer.tokenize(u))) {
                df.merge(w, 1, Integer::sum);
            }
        }
        int n = useParts.size();
        Map<String, Double> idfs = new LinkedHashMap<>();
        for (Map.Entry<String, Integer> e : df.entrySet()) {
            idfs.put(e.getKey(), PyMath.log((double) (1 + n) / (1 + e.getValue())) + 1.0);
        }
        this.idf = Collections.unmodifiableMap(idfs);
        List<Map<String, Double>> uv = new ArrayList<>();
        List<Map<String, Double>> av = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            uv.add(Collections.unmodifiableMap(vec(Tokenizer.tokenize(useParts.get(i)))));
            av.add(Collections.unmodifiableMap(vec(Tokenizer.tokenize(avoidParts.get(i)))));
        }
        this.useVecs = List.copyOf(uv);
        this.avoidVecs = List.copyOf(av);
        this.useNorms = new double[n];
        this.avoidNorms = new double[n];
        for (int i = 0; i < n; i++) {
            useNorms[i] = norm(uv.get(i));
            avoidNorms[i] = norm(av.get(i));
        }
    }

    private static double norm(Map<String, Double> v) {
        return Math.sqrt(PyMath.fsum(squares(v)));
    }

    /** {@code _vec(toks)}: idf summed per token occurrence (1.0 for words outside the catalog's vocabulary). */
    private Map<String, Double> vec(List<String> toks) {
        Map<String, Double> v = new LinkedHashMap<>();
        for (String w : toks) {
            v.put(w, v.getOrDefault(w, 0.0) + idf.getOrDefault(w, 1.0));
        }
        return v;
    }

    private static double[] squares(Map<String, Double> v) {
        double[] out = new double[v.size()];
        int i = 0;
        for (double x : v.values()) {
            out[i++] = x * x;
        }
        return out;
    }

    /**
     * {@code _cos(a, b)}: fsum for the dot product, {@code na} and {@code nb} the norms ({@link #norm}, fsum of the
     * squares), computed once by the caller; the same operations as the module's, so the same double.
     */
    private static double cos(Map<String, Double> a, double na, Map<String, Double> b, double nb) {
        if (a.isEmpty() || b.isEmpty()) {
            return 0.0;
        }
        double[] prods = new double[a.size()];
        int k = 0;
        for (Map.Entry<String, Double> e : a.entrySet()) {
            Double y = b.get(e.getKey());
            if (y != null) {
                prods[k++] = e.getValue() * y;
            }
        }
        return PyMath.fsum(prods, k) / (na * nb);
    }

    /** {@code scores(text)}: one score per catalog entry, in catalog order. */
    public List<Double> scores(String text) {
        return scoresOfTokens(Tokenizer.tokenize(text));
    }

    /**
     * {@code scores(text)} for a text already tokenized with {@link Tokenizer#tokenize}: experiments that score the
     * same intents against many catalogs tokenize each intent once.
     */
    public List<Double> scoresOfTokens(List<String> tokens) {
        Map<String, Double> q = vec(tokens);
        double nq = norm(q);
        List<Double> out = new ArrayList<>(names.size());
        for (int i = 0; i < names.size(); i++) {
            out.add(cos(q, nq, useVecs.get(i), useNorms[i])
                    - avoidWeight * cos(q, nq, avoidVecs.get(i), avoidNorms[i]));
        }
        return out;
    }

    /** The softmax weights {@code exp((s - max) / temperature)} (ref_dump's internals). */
    public double[] weights(List<Double> scores) {
        double m = Collections.max(scores);
        double[] w = new double[scores.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = StrictMath.exp((scores.get(i) - m) / temperature);
        }
        return w;
    }

    /** {@code select(text, rng)}: one softmax draw (one {@code random()}). */
    public String select(String text, PyRandom rng) {
        return names.get(Tasks.weightedIndex(weights(scores(text)), rng));
    }

    /** The arg-max pick: the first tool with the highest score ({@code s.index(max(s))}). */
    public String greedy(String text) {
        return greedy(scores(text));
    }

    /** The arg-max pick for precomputed scores. */
    public String greedy(List<Double> scores) {
        double m = Collections.max(scores);
        for (int i = 0; i < scores.size(); i++) {
            if (scores.get(i) == m) {
                return names.get(i);
            }
        }
        return names.get(0);
    }

    public List<String> names() {
        return names;
    }

    public double temperature() {
        return temperature;
    }

    public double avoidWeight() {
        return avoidWeight;
    }

    /** Inverse document frequency per word of the use parts. */
    public Map<String, Double> idf() {
        return idf;
    }

    /** TF-IDF vectors of the use parts, per catalog entry. */
    public List<Map<String, Double>> useVecs() {
        return useVecs;
    }

    /** TF-IDF vectors of the "Do not use" parts, per catalog entry. */
    public List<Map<String, Double>> avoidVecs() {
        return avoidVecs;
    }
}
