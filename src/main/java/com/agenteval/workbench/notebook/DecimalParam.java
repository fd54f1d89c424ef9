package com.agenteval.workbench.notebook;

import com.agenteval.workbench.core.params.ParamSpec.DecimalSpec;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.textfield.NumberField;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** A decimal parameter (a probability, a temperature, a price) with an inclusive range. */
public final class DecimalParam extends Param<Double> {

    private final NumberField field;
    private final @Nullable DecimalSpec spec;
    private boolean quiet;

    DecimalParam(
            String key, String label, double defaultValue, double min, double max, double step, Messages messages) {
        this(null, key, label, defaultValue, min, max, step, messages);
    }

    /** The field of a declared decimal: its key, aliases, rule and the module's message. */
    DecimalParam(DecimalSpec spec, String label, double defaultValue, Messages messages) {
        this(
                spec,
                spec.name(),
                label,
                defaultValue,
                spec.rule().min(),
                spec.rule().max(),
                spec.step(),
                messages);
    }

    private DecimalParam(
            @Nullable DecimalSpec spec,
            String key,
            String label,
            double defaultValue,
            double min,
            double max,
            double step,
            Messages messages) {
        super(key, spec == null ? List.of() : spec.aliases(), defaultValue);
        this.spec = spec;
        if (!(min <= defaultValue && defaultValue <= max)) {
            throw new IllegalArgumentException(key + ": default " + defaultValue + " outside " + min + ".." + max);
        }
        field = new NumberField(label);
        field.setId("param-" + key);
        field.setStep(step);
        field.setValue(defaultValue);
        field.setStepButtonsVisible(true);
        field.setManualValidation(true);
        if (spec != null) {
            check(spec::problem);
        } else {
            check(v -> !Double.isFinite(v) || v < min || v > max
                    ? Optional.of(messages.range(min, max))
                    : Optional.empty());
        }
        field.addValueChangeListener(e -> {
            if (!quiet) {
                entered(e.getValue(), messages.number());
            }
        });
    }

    @Override
    public Component field() {
        return field;
    }

    @Override
    protected Double parse(String text) {
        if (spec != null) {
            return SpecText.parse(spec, text);
        }
        try {
            double v = Double.parseDouble(text.trim());
            if (!Double.isFinite(v)) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a number");
        }
    }

    @Override
    public String format(Double v) {
        return DecimalSpec.text(v);
    }

    @Override
    protected void showInField(Double v) {
        quiet = true;
        try {
            field.setValue(v);
        } finally {
            quiet = false;
        }
    }
}
