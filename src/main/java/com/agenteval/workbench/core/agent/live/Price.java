package com.agenteval.workbench.core.agent.live;

import com.agenteval.workbench.core.llm.TokenUsage;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.jspecify.annotations.Nullable;

/**
 * A model's list price in US dollars per million input and output tokens, and the table of known models. A model
 * not in the table has an unknown price: its cost is shown as unknown, never guessed.
 *
 * <pre>{@code
 * Price p = Price.forModel("claude-sonnet-4-20250514").orElse(Price.UNKNOWN);
 * p.cost(TokenUsage.of(1_000_000, 0));   // OptionalDouble[3.0]
 * }</pre>
 *
 * @param inputPerMTok  dollars per million input tokens, or NaN when unknown
 * @param outputPerMTok dollars per million output tokens, or NaN when unknown
 */
public record Price(double inputPerMTok, double outputPerMTok) {

    public static final Price UNKNOWN = new Price(Double.NaN, Double.NaN);

    /** Published list prices (USD per million tokens, input / output) as of 2026-11; the page states them. */
    public static final Map<String, Price> TABLE = table();

    public Price {
        if (Double.isNaN(inputPerMTok) != Double.isNaN(outputPerMTok)) {
            throw new IllegalArgumentException("a price is known for both input and output tokens, or for neither");
        }
        if (inputPerMTok < 0 || outputPerMTok < 0) {
            throw new IllegalArgumentException("a price cannot be negative");
        }
    }

    private static Map<String, Price> table() {
        Map<String, Price> m = new LinkedHashMap<>();
        m.put("claude-opus-4", new Price(15.0, 75.0));
        m.put("claude-sonnet-4", new Price(3.0, 15.0));
        m.put("claude-3-7-sonnet", new Price(3.0, 15.0));
        m.put("claude-3-5-haiku", new Price(0.8, 4.0));
        m.put("claude-haiku-4-5", new Price(1.0, 5.0));
        m.put("gpt-4.1-mini", new Price(0.4, 1.6));
        m.put("gpt-4.1-nano", new Price(0.1, 0.4));
        m.put("gpt-4.1", new Price(2.0, 8.0));
        m.put("gpt-4o-mini", new Price(0.15, 0.6));
        m.put("gpt-4o", new Price(2.5, 10.0));
        return java.util.Collections.unmodifiableMap(m);
    }

    /**
     * The price of a model: the longest table name that the model's name starts with (so a dated snapshot such as
     * {@code claude-sonnet-4-20250514} has its family's price); empty for any other model.
     */
    public static Optional<Price> forModel(@Nullable String model) {
        String m = model == null ? "" : model.strip().toLowerCase(Locale.ROOT);
        String best = null;
        for (String name : TABLE.keySet()) {
            if (m.startsWith(name) && (best == null || name.length() > best.length())) {
                best = name;
            }
        }
        return best == null ? Optional.empty() : Optional.ofNullable(TABLE.get(best));
    }

    public boolean known() {
        return !Double.isNaN(inputPerMTok);
    }

    /** {@code (input * in_price + output * out_price) / 1e6}; empty when the price is unknown. */
    public OptionalDouble cost(TokenUsage tokens) {
        if (!known()) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of((tokens.inputTokens() * inputPerMTok + tokens.outputTokens() * outputPerMTok) / 1e6);
    }
}
