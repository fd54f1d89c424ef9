package com.agenteval.workbench.core.params;

/** A refused parameter value; the message is one line for the student, naming the parameter. */
public final class InvalidParameterException extends IllegalArgumentException {

    private final String parameter;

    public InvalidParameterException(String parameter, String message) {
        super(message);
        this.parameter = parameter;
    }

    /** The canonical name of the refused parameter. */
    public String parameter() {
        return parameter;
    }
}
