package com.agenteval.workbench.core.forecast.replay;

import com.agenteval.workbench.core.forecast.ForecastArtifact;
import com.agenteval.workbench.core.forecast.ForecastArtifact.AgentTrace;
import com.agenteval.workbench.core.forecast.RunTrace.SearchResult;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The three gates the book's {@code run_quality_gates} runs over an agent's evidence: coverage, freshness and
 * consistency.
 *
 * <pre>{@code
 * List<EvidenceItem> evidence = QualityGates.evidenceFromTraces(artifact, capturedAt);
 * QualityGates.run(evidence, question.cutoff(), capturedAt).forEach(g -> System.out.println(g.line()));
 * }</pre>
 */
final class QualityGates {

    /** Coverage needs both of these evidence types. */
    public static final Set<String> REQUIRED_TYPES = Set.of(EvidenceItem.SEARCH_RESULTS, EvidenceItem.BASE_RATE);

    public static final int MIN_ITEMS = 3;
    public static final Duration MAX_AGE = Duration.ofHours(24);

    private QualityGates() {}

    /**
     * The notebook's adapter from a finished run to gate input: each search step becomes one {@code search_results}
     * item holding its query and results, retrieved at the moment the run was captured. A trace records what was
     * searched for, not what kind of evidence each result was, so no item can be a {@code base_rate}.
     */
    public static List<EvidenceItem> evidenceFromTraces(ForecastArtifact artifact, Instant capturedAt) {
        List<EvidenceItem> evidence = new ArrayList<>();
        for (AgentTrace step : artifact.traces()) {
            if (step.searchStep()) {
                evidence.add(new EvidenceItem(
                        EvidenceItem.SEARCH_RESULTS,
                        "web_search",
                        capturedAt,
                        step.query() == null ? "" : step.query(),
                        step.results()));
            }
        }
        return List.copyOf(evidence);
    }

    public static List<GateResult> run(List<EvidenceItem> evidence, Optional<LocalDate> cutoff, Instant asOf) {
        return List.of(coverage(evidence), freshness(evidence, asOf), consistency(evidence, cutoff));
    }

    /** Coverage: both a {@code search_results} and a {@code base_rate} item, and at least three items. */
    static GateResult coverage(List<EvidenceItem> evidence) {
        Set<String> missing = new LinkedHashSet<>();
        for (String type : List.of(EvidenceItem.SEARCH_RESULTS, EvidenceItem.BASE_RATE)) {
            if (evidence.stream().noneMatch(e -> e.type().equals(type))) {
                missing.add(type);
            }
        }
        List<String> problems = new ArrayList<>();
        if (!missing.isEmpty()) {
            problems.add("no " + String.join(" or ", missing) + " evidence");
        }
        if (evidence.size() < MIN_ITEMS) {
            problems.add(evidence.size() + " evidence item" + (evidence.size() == 1 ? "" : "s") + ", need at least "
                    + MIN_ITEMS);
        }
        if (problems.isEmpty()) {
            return new GateResult("coverage", true, evidence.size() + " items including search_results and base_rate");
        }
        return new GateResult("coverage", false, String.join("; ", problems));
    }

    /** Freshness: every item retrieved within 24 hours of the as-of time. */
    static GateResult freshness(List<EvidenceItem> evidence, Instant asOf) {
        if (evidence.isEmpty()) {
            return new GateResult("freshness", false, "no evidence to date");
        }
        long stale = evidence.stream()
                .filter(e -> Duration.between(e.timestamp(), asOf).abs().compareTo(MAX_AGE) > 0)
                .count();
        if (stale == 0) {
            return new GateResult(
                    "freshness", true, "all " + evidence.size() + " items retrieved within 24h of as-of " + asOf);
        }
        return new GateResult(
                "freshness",
                false,
                stale + " of " + evidence.size() + " items retrieved more than 24h from as-of " + asOf);
    }

    /**
     * Consistency: every result dated strictly before the cutoff. An undated result cannot show it was knowable on
     * the day, so it counts against the gate. A question with no cutoff has nothing to enforce, which the gate says.
     */
    static GateResult consistency(List<EvidenceItem> evidence, Optional<LocalDate> cutoff) {
        if (cutoff.isEmpty()) {
            return new GateResult("consistency", true, "no cutoff date on the question: nothing to enforce");
        }
        LocalDate limit = cutoff.get();
        List<SearchResult> results =
                evidence.stream().flatMap(e -> e.results().stream()).toList();
        long late = results.stream()
                .filter(r -> r.publishedDate().map(d -> !d.isBefore(limit)).orElse(false))
                .count();
        long undated = results.stream().filter(r -> r.publishedDate().isEmpty()).count();
        if (late == 0 && undated == 0) {
            return new GateResult(
                    "consistency", true, "all " + results.size() + " results dated before the cutoff " + limit);
        }
        List<String> problems = new ArrayList<>();
        if (late > 0) {
            problems.add(late + " result" + (late == 1 ? "" : "s") + " dated on or after the cutoff " + limit);
        }
        if (undated > 0) {
            problems.add(undated + " result" + (undated == 1 ? "" : "s")
                    + " with no readable date cannot be checked against the cutoff " + limit);
        }
        return new GateResult("consistency", false, String.join("; ", problems));
    }
}
