package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.python.PyStrings;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * A choice among named options ({@code judge=rules}). An open choice also takes texts beyond the options that its
 * {@code other} check accepts (the {@code config} parameter: a name, or a custom config's encoding).
 *
 * @param name         canonical name
 * @param aliases      old URL keys
 * @param options      the named options, in display order
 * @param defaultValue one of the options
 * @param other        for a text that is not an option: empty when accepted, else why not; null for a closed choice
 */
public record ChoiceSpec(
        String name,
        List<String> aliases,
        List<String> options,
        String defaultValue,
        @Nullable Function<String, Optional<String>> other)
        implements ParamSpec<String> {

    @Override
    public Class<String> type() {
        return String.class;
    }

    public ChoiceSpec {
        Objects.requireNonNull(name, "name");
        aliases = List.copyOf(aliases);
        options = List.copyOf(options);
        if (!options.contains(defaultValue)) {
            throw new IllegalArgumentException(name + ": the default is not one of the options");
        }
    }

    static ChoiceSpec closed(String name, List<String> options, String dflt, String... aliases) {
        return new ChoiceSpec(name, List.of(aliases), options, dflt, null);
    }

    @Override
    public String parse(String text) {
        ParamSpec.checkLength(text);
        return text.strip();
    }

    @Override
    public Optional<String> rule(String v) {
        if (options.contains(v)) {
            return Optional.empty();
        }
        if (other != null) {
            return other.apply(v);
        }
        return Optional.of("must be one of " + String.join(", ", options) + ", got " + PyStrings.repr(v));
    }

    @Override
    public String format(String v) {
        return v;
    }
}
