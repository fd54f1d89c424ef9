package com.agenteval.workbench.notebook;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.textfield.IntegerField;
import java.util.Optional;

/** A whole-number parameter with an inclusive range. */
public final class IntParam extends Param<Integer> {

    private final IntegerField field;
    private boolean quiet;

    IntParam(String key, String label, int defaultValue, int min, int max, Messages messages) {
        super(key, defaultValue);
        if (min > max || defaultValue < min || defaultValue > max) {
            throw new IllegalArgumentException(key + ": default " + defaultValue + " outside " + min + ".." + max);
        }
        field = new IntegerField(label);
        field.setId("param-" + key);
        field.setValue(defaultValue);
        field.setStepButtonsVisible(true);
        field.setManualValidation(true);
        check(v -> v < min || v > max ? Optional.of(messages.range(min, max)) : Optional.empty());
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
