package com.agenteval.workbench.core.log;

/** A saved file that is not one this workbench reads; the message is one sentence a student can act on. */
public class InvalidLogException extends Exception {

    public InvalidLogException(String message) {
        super(message);
    }

    public InvalidLogException(String message, Throwable cause) {
        super(message, cause);
    }
}
