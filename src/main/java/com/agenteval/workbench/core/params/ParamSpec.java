package com.agenteval.workbench.core.params;

import java.util.List;
import java.util.Optional;

/**
 * One parameter, declared once. Every surface reads a value the same way: {@link #read} parses the text (Python's
 * {@code int()}/{@code float()} rules, as {@code sim}'s argparse does) and checks the range, and a refusal is an
 * {@link InvalidParameterException} whose message is the module's.
 *
 * <pre>{@code
 * Parameters.N_STALE.read("70");   // InvalidParameterException: n_stale must be between 0 and 65 (the number of records), got 70
 * Parameters.N_STALE.option();     // "--n-stale"
 * Parameters.N_STALE.accepts("seed"); // false; Parameters.WORLD_SEED.accepts("seed"): true (an old URL key)
 * }</pre>
 *
 * @param <T> the value type: {@link java.math.BigInteger}, {@link Double}, {@link Boolean} or {@link String}
 */
public sealed interface ParamSpec<T> permits IntSpec, DecimalSpec, FlagSpec, ChoiceSpec {

    /** The canonical name, as {@code sim} spells it ({@code n_stale}); also the URL key, MCP key and JSON field. */
    String name();

    /** Older URL keys that still work ({@code stale}); pages rewrite them to {@link #name}. */
    List<String> aliases();

    /** The i18n key of the field's label and help ({@code param.n_stale}). */
    default String helpKey() {
        return "param." + name();
    }

    T defaultValue();

    /** The value type, {@code T} itself: what a typed command-line option converts its text to. */
    Class<T> type();

    /** The value a text denotes (URL, MCP, CLI), without the range check. */
    T parse(String text);

    /** Why a value is refused, without the parameter's name ("must be between 0 and 65 ..., got 70"). */
    Optional<String> rule(T value);

    /** The text {@link #parse} reads back to {@code value}. */
    String format(T value);

    /** The CLI option, {@code --n-stale}. */
    default String option() {
        return "--" + name().replace('_', '-');
    }

    /** Whether {@code key} names this parameter: the canonical name or an alias. */
    default boolean accepts(String key) {
        return name().equals(key) || aliases().contains(key);
    }

    /** Checks a value; the message names the parameter as {@code spelled} (its key or its option). */
    default T check(T value, String spelled) {
        Optional<String> r = rule(value);
        if (r.isPresent()) {
            throw new InvalidParameterException(name(), spelled + " " + r.get());
        }
        return value;
    }

    default T check(T value) {
        return check(value, name());
    }

    /** Parses and checks a text; the message names the parameter as {@code spelled}. */
    default T read(String text, String spelled) {
        T v;
        try {
            v = parse(text);
        } catch (IllegalArgumentException e) {
            throw new InvalidParameterException(name(), spelled + " " + e.getMessage());
        }
        return check(v, spelled);
    }

    default T read(String text) {
        return read(text, name());
    }

    /** The message refusing {@code value}, or empty: the page field, URL, CLI and MCP all show this. */
    default Optional<String> problem(T value) {
        return rule(value).map(r -> name() + " " + r);
    }

    /** Longer texts are refused before they are parsed (a URL or MCP value is untrusted). */
    int MAX_TEXT = 4_400;

    /** Refuses a missing or over-long text before it is parsed. */
    static void checkLength(String text) {
        if (text == null) {
            throw new IllegalArgumentException("has no value");
        }
        if (text.length() > MAX_TEXT) {
            throw new IllegalArgumentException("is too long (" + text.length() + " characters)");
        }
    }
}
