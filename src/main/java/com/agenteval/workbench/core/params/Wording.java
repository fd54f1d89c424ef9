package com.agenteval.workbench.core.params;

/**
 * How a parameter reads its text and words a refusal. {@code sim} follows ref_dump.py's argparse (Python's
 * {@code int()}/{@code float()}, "must be between 0 and 65, got 70"); the {@code forecast} command has its own
 * options, read with Java's number syntax and refused as "needs an integer from 1 to 100, got '0'", messages
 * that students' scripts and the tests already know. A spec is one or the other, on every surface.
 */
public enum Wording {
    /** ref_dump.py's: Python number syntax, "must be ...". */
    MODULE,
    /** The forecast command's: Java number syntax, "needs ..., got 'text'". */
    FORECAST
}
