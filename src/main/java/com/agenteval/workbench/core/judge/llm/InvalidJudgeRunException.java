package com.agenteval.workbench.core.judge.llm;

/** A judge-run file that cannot be read or replayed; the message says what and where, for a student. */
public class InvalidJudgeRunException extends Exception {

    public InvalidJudgeRunException(String message) {
        super(message);
    }

    public InvalidJudgeRunException(String message, Throwable cause) {
        super(message, cause);
    }
}
