package com.agenteval.workbench.notebook;

import com.agenteval.workbench.core.params.ParamSpec.ChoiceSpec;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.select.Select;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * A choice among fixed options; the URL carries the option's key (e.g. {@code config=plan_exec}).
 *
 * @param <T> the option type
 */
public final class ChoiceParam<T> extends Param<T> {

    private final Select<T> field;
    private final Map<String, T> byKey = new LinkedHashMap<>();
    private final Function<T, String> keyOf;
    private final @Nullable ChoiceSpec spec;
    private boolean quiet;

    ChoiceParam(
            String key,
            String label,
            List<T> options,
            T defaultValue,
            Function<T, String> keyOf,
            Function<T, String> labelOf) {
        this(null, key, List.of(), label, options, defaultValue, keyOf, labelOf);
    }

    /** The field of a declared choice: a value that is not an option is refused in the spec's words. */
    ChoiceParam(
            @Nullable ChoiceSpec spec,
            String key,
            List<String> aliases,
            String label,
            List<T> options,
            T defaultValue,
            Function<T, String> keyOf,
            Function<T, String> labelOf) {
        super(key, aliases, defaultValue);
        this.spec = spec;
        this.keyOf = keyOf;
        for (T option : options) {
            if (byKey.put(keyOf.apply(option), option) != null) {
                throw new IllegalArgumentException(key + ": duplicate option key " + keyOf.apply(option));
            }
        }
        if (!options.contains(defaultValue)) {
            throw new IllegalArgumentException(key + ": the default is not one of the options");
        }
        field = new Select<>();
        field.setLabel(label);
        field.setId("param-" + key);
        field.setItems(options);
        field.setItemLabelGenerator(labelOf::apply);
        field.setValue(defaultValue);
        field.addValueChangeListener(e -> {
            if (!quiet && e.getValue() != null) {
                entered(e.getValue(), "");
            }
        });
    }

    @Override
    public Component field() {
        return field;
    }

    @Override
    protected T parse(String text) {
        if (spec != null) {
            spec.check(SpecText.parse(spec, text));
        }
        T option = byKey.get(text.trim());
        if (option == null) {
            throw new IllegalArgumentException("'" + text + "' is not one of " + String.join(", ", byKey.keySet()));
        }
        return option;
    }

    @Override
    public String format(T v) {
        return keyOf.apply(v);
    }

    @Override
    protected void showInField(T v) {
        quiet = true;
        try {
            field.setValue(v);
        } finally {
            quiet = false;
        }
    }
}
