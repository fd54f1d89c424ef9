package com.agenteval.workbench.core.world;

/**
 * Where a version's value came from in {@code make_world} — what the world page explains next to a value that
 * differs from truth.
 */
enum ValueOrigin {
    /** The true value (truth itself, an up-to-date db record, an exact web value, a correct memory). */
    EXACT,
    /** db: a stale record, holding last year's value (0.95 × the value for 2020). */
    STALE,
    /** web: rounded to an integer. */
    ROUNDED,
    /** web: last year's value (0.95 × the value for 2020). */
    LAST_YEAR,
    /** memory, up to the knowledge cutoff: off by 3–15%. */
    MISREMEMBERED,
    /** memory, after the knowledge cutoff: the model only knows last year's value. */
    AFTER_CUTOFF
}
