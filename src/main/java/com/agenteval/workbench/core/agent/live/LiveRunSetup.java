package com.agenteval.workbench.core.agent.live;

import com.agenteval.workbench.core.llm.Message.TokenUsage;
import com.agenteval.workbench.core.world.WorldSpec;
import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import org.jspecify.annotations.Nullable;

/**
 * Everything that decides a live run except the model's replies: the world, the task set and the task, the provider
 * and model, how the tools are described, the turn budget and the price used for its cost. A run file records it, so
 * a replay rebuilds the same world and task.
 *
 * @param world    the world's {@code make_world} parameters
 * @param tasks    how many tasks the task set has ({@code make_tasks(n)})
 * @param taskSeed the task set's seed
 * @param newData  the task set is the new-data one ({@code N000}...)
 * @param taskId   the task run, e.g. {@code F003}
 * @param provider the provider's id ({@code anthropic}, {@code openai}, {@code openai-compatible}, or {@code scripted})
 * @param model    the model name
 * @param settings tool descriptions and turn budget
 * @param price    the price the cost was computed with ({@link Price#UNKNOWN} when the model is not in the table)
 */
public record LiveRunSetup(
        WorldSpec world,
        int tasks,
        BigInteger taskSeed,
        boolean newData,
        String taskId,
        String provider,
        String model,
        LiveAgentSettings settings,
        Price price) {

    public LiveRunSetup {
        Objects.requireNonNull(world, "world");
        Objects.requireNonNull(taskSeed, "taskSeed");
        Objects.requireNonNull(taskId, "taskId");
        Objects.requireNonNull(provider, "provider");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(price, "price");
        if (tasks < 1) {
            throw new IllegalArgumentException("a task set has at least one task");
        }
    }

    /** The trace's config name: {@code live:<model>}. */
    public String configName() {
        return "live:" + model;
    }

    /**
     * How a live agent runs.
     *
     * @param preciseDescriptions the tools carry their precise descriptions (default) or the vague ones
     * @param turnBudget          at most this many model calls; a run that has not answered by then gets no answer
     */
    public record LiveAgentSettings(boolean preciseDescriptions, int turnBudget) {

        public static final int DEFAULT_TURN_BUDGET = 10;
        public static final int MAX_TURN_BUDGET = 40;

        public LiveAgentSettings {
            if (turnBudget < 1 || turnBudget > MAX_TURN_BUDGET) {
                throw new IllegalArgumentException(
                        "the turn budget must be between 1 and " + MAX_TURN_BUDGET + ", got " + turnBudget);
            }
        }

        public static LiveAgentSettings defaults() {
            return new LiveAgentSettings(true, DEFAULT_TURN_BUDGET);
        }

        /** {@code precise} or {@code vague}, as the run file records it. */
        public String descriptionMode() {
            return preciseDescriptions ? "precise" : "vague";
        }
    }

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
            return Collections.unmodifiableMap(m);
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
            return OptionalDouble.of(
                    (tokens.inputTokens() * inputPerMTok + tokens.outputTokens() * outputPerMTok) / 1e6);
        }
    }
}
