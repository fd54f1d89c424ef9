package com.agenteval.workbench.core.judge.llm;

import org.jspecify.annotations.Nullable;

/** A judge-run file that cannot be read or replayed; the message says what and where, for a student. */
public class InvalidJudgeRunException extends Exception {

    public InvalidJudgeRunException(@Nullable String message) {
        super(message);
    }

    public InvalidJudgeRunException(@Nullable String message, Throwable cause) {
        super(message, cause);
    }
}
