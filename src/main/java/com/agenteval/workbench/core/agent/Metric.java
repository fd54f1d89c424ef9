package com.agenteval.workbench.core.agent;

/**
 * The GPA dimensions an error label points at: goal fulfillment (the outcome) and six process dimensions.
 */
public enum Metric {
    /** goal fulfillment. */
    GF,
    /** logical consistency. */
    LC,
    /** execution efficiency. */
    EE,
    /** plan quality. */
    PQ,
    /** tool selection. */
    TS,
    /** plan adherence. */
    PA,
    /** tool calling. */
    TC
}
