package com.agenteval.workbench.core.world;

/**
 * Why a version's value differs from the truth, following how {@code make_world} builds each version.
 */
public enum Deviation {
    /** Equal to the truth. */
    NONE,
    /** db: one of the {@code n_stale} records that hold the previous year's value. */
    STALE,
    /** web: the truth rounded to a whole number ({@code float(round(truth))}). */
    ROUNDED,
    /** web: the previous year's value (or 0.95 × truth for 2020). */
    LAST_YEAR,
    /** memory, up to the knowledge cutoff: remembered 3–15% off. */
    MISREMEMBERED,
    /** memory, after the knowledge cutoff: the model only knows the previous year's value. */
    AFTER_CUTOFF
}
