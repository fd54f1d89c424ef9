package com.agenteval.workbench.core.python.parser;

/** Where CPython's parser, tokenizer or literal checks raise SyntaxError (the message is not reproduced). */
public final class PythonSyntaxError extends RuntimeException {

    PythonSyntaxError() {
        super("invalid syntax", null, false, false);
    }
}
