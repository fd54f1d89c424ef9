package com.agenteval.workbench.core.python;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.TokenStreamFactory;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.IOException;
import java.io.StringWriter;

/**
 * JSON whose floats read as Python's {@code json.dumps} writes them: Jackson writes a double as
 * {@code Double.toString} ({@code 2.5E-4}, {@code 1.2345678E7}), Python as {@code repr} ({@code 0.00025},
 * {@code 12345678.0}). For JSON a student reads (a command's output, a trace's values on a page).
 *
 * <pre>{@code
 * ObjectMapper out = JsonMapper.builder(PyJsonNumbers.factory()).build();
 * out.writeValueAsString(Map.of("cost", 0.00025));     // {"cost":0.00025}
 * PyJsonNumbers.write(someMapper.writer(), value);     // the same through any mapper's writer
 * }</pre>
 */
public final class PyJsonNumbers {

    private PyJsonNumbers() {}

    /** A JSON factory whose generators write finite doubles as {@link PyFormat#repr}. */
    public static JsonFactory factory() {
        return JsonFactory.builder().addDecorator(PyJsonNumbers::decorate).build();
    }

    /**
     * The value as the writer writes it, floats as {@link PyFormat#repr}; for a mapper whose factory is not
     * {@link #factory()} (a {@code JsonMapper} cannot swap its factory).
     */
    public static String write(ObjectWriter writer, Object value) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = decorate(writer.getFactory(), writer.createGenerator(out))) {
            writer.writeValue(generator, value);
        }
        return out.toString();
    }

    private static JsonGenerator decorate(TokenStreamFactory factory, JsonGenerator generator) {
        return new JsonGeneratorDelegate(generator, true) {
            @Override
            public void writeNumber(double v) throws IOException {
                if (Double.isFinite(v)) {
                    delegate.writeNumber(PyFormat.repr(v));
                } else {
                    super.writeNumber(v); // Jackson's own NaN / Infinity handling
                }
            }
        };
    }
}
