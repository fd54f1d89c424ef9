package com.agenteval.workbench.core.forecast;

import com.agenteval.workbench.core.forecast.RunTrace.TraceLimits;
import com.agenteval.workbench.core.forecast.RunTraceJson.InvalidTraceException;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * A streaming pass over a trace before it is mapped to records: it counts results, steps, model calls and JSON
 * containers without building anything, so a file that would cost too much memory is refused after reading its bytes
 * once, never after its object tree filled the heap. Syntax errors are left to the mapping pass, which words them.
 */
final class TraceBounds {

    private TraceBounds() {}

    static void check(JsonFactory factory, byte[] json, TraceLimits limits) throws InvalidTraceException {
        int results = 0;
        int containers = 0;
        try (JsonParser parser = factory.createParser(json)) {
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                if (token != JsonToken.START_OBJECT && token != JsonToken.START_ARRAY) {
                    continue;
                }
                if (++containers > limits.maxContainers()) {
                    throw refused(
                            "more than " + Python.thousands(limits.maxContainers())
                                    + " JSON objects and arrays, the limit for one trace file",
                            parser);
                }
                JsonStreamContext array = parser.getParsingContext().getParent();
                if (token != JsonToken.START_OBJECT || array == null || !array.inArray() || array.getParent() == null) {
                    continue;
                }
                String field = array.getParent().getCurrentName();
                int index = array.getCurrentIndex();
                if ("results".equals(field) && ++results > limits.maxResults()) {
                    throw refused(
                            "more than " + Python.thousands(limits.maxResults())
                                    + " search results, the limit for one trace file",
                            parser);
                }
                if ("traces".equals(field) && index + 1 > limits.maxStepsPerAgent()) {
                    throw refused(
                            "more than " + Python.thousands(limits.maxStepsPerAgent())
                                    + " steps for one agent, the limit for one trace file",
                            parser);
                }
                if ("llm_calls".equals(field) && index + 1 > limits.maxLlmCalls()) {
                    throw refused(
                            "more than " + Python.thousands(limits.maxLlmCalls())
                                    + " model calls, the limit for one trace file",
                            parser);
                }
            }
        } catch (IOException e) {
            // not JSON, or too deep: the mapping pass reports it with its path
        }
    }

    private static InvalidTraceException refused(String what, JsonParser parser) {
        return new InvalidTraceException("too large to replay: " + what + " (at line "
                + parser.currentTokenLocation().getLineNr() + "); nothing was replayed");
    }
}
