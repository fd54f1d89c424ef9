package com.agenteval.workbench.app.otel;

import java.util.function.Consumer;

/**
 * Something that becomes spans: a saved file or a simulated run, with the seed its span ids are drawn from (so an
 * export of the same input is the same bytes).
 */
public interface SpanSource {

    /** Builds this source's spans on {@code spans}. */
    void emit(GenAiSpans spans);

    /** The seed of the span ids: derived from the input, never from the clock. */
    long seed();

    static SpanSource of(long seed, Consumer<GenAiSpans> emit) {
        return new SpanSource() {
            @Override
            public void emit(GenAiSpans spans) {
                emit.accept(spans);
            }

            @Override
            public long seed() {
                return seed;
            }
        };
    }
}
