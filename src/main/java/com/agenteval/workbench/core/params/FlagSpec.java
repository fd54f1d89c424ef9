package com.agenteval.workbench.core.params;

import com.agenteval.workbench.core.python.PyStrings;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * An on/off parameter: a {@code sim} switch ({@code --new-data}), {@code true}/{@code false} in a URL.
 *
 * @param name         canonical name
 * @param aliases      old URL keys
 * @param defaultValue the module's default
 */
public record FlagSpec(String name, List<String> aliases, Boolean defaultValue) implements ParamSpec<Boolean> {

    @Override
    public Class<Boolean> type() {
        return Boolean.class;
    }

    public FlagSpec {
        Objects.requireNonNull(name, "name");
        aliases = List.copyOf(aliases);
        Objects.requireNonNull(defaultValue, "defaultValue");
    }

    @Override
    public Boolean parse(String text) {
        ParamSpec.checkLength(text);
        String t = text.strip().toLowerCase(Locale.ROOT);
        return switch (t) {
            case "true", "1", "yes", "on" -> true;
            case "false", "0", "no", "off" -> false;
            default -> throw new IllegalArgumentException("must be true or false, got " + PyStrings.repr(text));
        };
    }

    @Override
    public Optional<String> rule(Boolean value) {
        return Optional.empty();
    }

    @Override
    public String format(Boolean v) {
        return v.toString();
    }
}
