package com.agenteval.workbench.lessons.forecast;

import com.agenteval.workbench.core.forecast.RunTraceJson;
import com.agenteval.workbench.core.python.PyFormat.PyJsonNumbers;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;

/** Values from a trace shown as one line of JSON, as the file has them. */
final class Json {

    private Json() {}

    static String compact(Object value) {
        try {
            // floats as Python's json writes them (0.00025, not 2.5E-4)
            return PyJsonNumbers.write(
                    RunTraceJson.mapper().writer().without(SerializationFeature.INDENT_OUTPUT), value);
        } catch (IOException e) {
            return String.valueOf(value);
        }
    }
}
