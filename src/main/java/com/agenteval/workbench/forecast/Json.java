package com.agenteval.workbench.forecast;

import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.SerializationFeature;

/** Values from a trace shown as one line of JSON, as the file has them. */
final class Json {

    private Json() {
    }

    static String compact(Object value) {
        try {
            return RunTraceJson.mapper().writer().without(SerializationFeature.INDENT_OUTPUT).writeValueAsString(value);
        } catch (JsonProcessingException e) {
            return String.valueOf(value);
        }
    }
}
