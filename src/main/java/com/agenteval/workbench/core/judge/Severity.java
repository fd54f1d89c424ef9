package com.agenteval.workbench.core.judge;

/**
 * How bad a finding is. It sets the finding's metric score on the GPA 0–3 rubric (3 = no issue): a low finding
 * leaves 2, a medium one 1, a high one 0. A judge calls a trace flawed when it has a finding above {@link #LOW}.
 */
public enum Severity {
    /** Costs tokens or breaks a format, changes no value (a repeated call, a missing end tag). */
    LOW("low", 2),
    /** May change a value (web data where the database fits). */
    MEDIUM("medium", 1),
    /** A value or the answer is probably wrong (a skipped call, a misread, an unrecovered error). */
    HIGH("high", 0);

    private final String wireName;
    private final int rubricScore;

    Severity(String wireName, int rubricScore) {
        this.wireName = wireName;
        this.rubricScore = rubricScore;
    }

    public String wireName() {
        return wireName;
    }

    /** The metric's 0–3 score when this is its worst finding. */
    public int rubricScore() {
        return rubricScore;
    }

    /** The severity of this wire name ({@code low}, {@code medium}, {@code high}). */
    public static Severity of(String wireName) {
        for (Severity s : values()) {
            if (s.wireName.equals(wireName)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown severity '" + wireName + "' (low, medium, high)");
    }
}
