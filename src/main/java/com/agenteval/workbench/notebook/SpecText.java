package com.agenteval.workbench.notebook;

import com.agenteval.workbench.core.params.ParamSpec;

/** A declared parameter's URL text read as the spec reads it, the message naming the parameter. */
final class SpecText {

    private SpecText() {}

    static <T> T parse(ParamSpec<T> spec, String text) {
        try {
            return spec.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(spec.name() + " " + e.getMessage());
        }
    }
}
