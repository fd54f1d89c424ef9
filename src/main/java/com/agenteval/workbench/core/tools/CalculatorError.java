package com.agenteval.workbench.core.tools;

/** The calculator's ValueError: "could not parse expression", "unsupported expression" or "division by zero". */
public final class CalculatorError extends RuntimeException {

    public CalculatorError(String message) {
        super(message, null, false, false);
    }
}
