package com.agenteval.workbench.notebook;

import com.agenteval.workbench.core.params.ParamSpec.IntSpec;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.textfield.IntegerField;
import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** A whole-number parameter with an inclusive range. */
public final class IntParam extends Param<Integer> {

    private final IntegerField field;
    private final @Nullable IntSpec spec;
    private boolean quiet;

    IntParam(String key, String label, int defaultValue, int min, int max, Messages messages) {
        this(null, key, label, defaultValue, min, max, messages);
    }

    /** The field of a declared count: its key, aliases, range and the module's message. */
    IntParam(IntSpec spec, String label, int defaultValue, Messages messages) {
        this(
                spec,
                spec.name(),
                label,
                defaultValue,
                spec.intValue(bound(spec.min(), spec)),
                spec.intValue(bound(spec.max(), spec)),
                messages);
    }

    private static BigInteger bound(@Nullable BigInteger end, IntSpec spec) {
        return Objects.requireNonNull(end, () -> spec.name() + ": a field on the page needs a bounded count");
    }

    private IntParam(
            @Nullable IntSpec spec, String key, String label, int defaultValue, int min, int max, Messages messages) {
        super(key, spec == null ? List.of() : spec.aliases(), defaultValue);
        this.spec = spec;
        if (min > max || defaultValue < min || defaultValue > max) {
            throw new IllegalArgumentException(key + ": default " + defaultValue + " outside " + min + ".." + max);
        }
        field = new IntegerField(label);
        field.setId("param-" + key);
        field.setValue(defaultValue);
        field.setStepButtonsVisible(true);
        field.setManualValidation(true);
        if (spec != null) {
            check(v -> spec.problem(BigInteger.valueOf(v)));
        } else {
            check(v -> v < min || v > max ? Optional.of(messages.range(min, max)) : Optional.empty());
        }
        field.addValueChangeListener(e -> {
            if (!quiet) {
                entered(e.getValue(), messages.wholeNumber());
            }
        });
    }

    @Override
    public Component field() {
        return field;
    }

    @Override
    protected Integer parse(String text) {
        if (spec != null) {
            // the range is checked on the whole number, so a value beyond an int gets the module's message too
            return spec.check(SpecText.parse(spec, text)).intValueExact();
        }
        try {
            return Integer.valueOf(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a whole number");
        }
    }

    @Override
    public String format(Integer v) {
        return Integer.toString(v);
    }

    @Override
    protected void showInField(Integer v) {
        quiet = true;
        try {
            field.setValue(v);
        } finally {
            quiet = false;
        }
    }
}
